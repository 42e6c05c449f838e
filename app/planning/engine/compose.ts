// Chooses, orders and schedules real places into a plan. Pure and deterministic for a given seed:
// several seeded greedy constructions under the rules of a good outing (engine/rules), the best one
// made to meet the wishes it can, raised toward its budget, re-ordered with 2-opt and stretched to fill
// the window. Only when no plan at all keeps a rule is that rule set aside, and the plan says so.
import type { Place } from "../places/place";
import { prepareCandidates } from "./candidates";
import { construct, type Built } from "./construct";
import { roomBesideDinner } from "./dinner-room";
import { fillWindow, improveOrder } from "./improve";
import { inNeighbourhood, leftBehind, shortfall } from "./neighbourhood";
import { raiseSpend } from "./raise-spend";
import { BUDGET_BANDS } from "../request";
import { rulesFor, type RuleName, type Visit } from "./rules";
import { sharingRules } from "./rules/context";
import { availability } from "./rules/wish-availability";
import { mayBeCentre, meets, metBy, unmet } from "./rules/wishes";
import { NoPlacesError, unlessNoPlaces, type Candidate, type Force, type PlanningContext, type Stop } from "./types";

export { prepareCandidates } from "./candidates";
export { appendStop, schedule } from "./schedule";
export { NoPlacesError, type Candidate, type PlanningContext, type Slot, type Stop } from "./types";
export { mealWindowsAround } from "./window";

const RESTARTS = 6;
/** How much a plan that cannot keep to its neighbourhood still leans towards it. */
const LEANING = 0.25;

export type Composed = { stops: Stop[]; relaxed: ReadonlySet<RuleName> };

function bestOf(
  ctx: PlanningContext,
  candidates: readonly Candidate[],
  n: number,
  restarts: number,
  force?: Force,
  first = 0,
): Built | null {
  let best: Built | null = null;
  for (let r = first; r <= restarts; r++) {
    const seed = (ctx.seed * 31 + r * 7919 + n + (force ? 104729 * (force.position + 1) : 0)) >>> 0;
    const built = construct(ctx, candidates, n, seed, r === 0, force);
    // Nothing fits at the first position: no restart changes that (only later picks depend on chance).
    if ("failedAt" in built) {
      if (built.failedAt === 0) break;
      continue;
    }
    if (!best || built.score > best.score) best = built;
  }
  return best;
}

/**
 * What to keep of the budget for a forced stop: first what its cheapest place costs, then, where that
 * leaves the plan without one (the cheap one is a restaurant past lunch), what its dearest costs.
 */
function reservesFor(ctx: PlanningContext, candidates: readonly Candidate[], meets: Force["meets"]): number[] {
  if (BUDGET_BANDS[ctx.request.budget].max === null) return [0];
  let cheapest = Infinity;
  let dearest = 0;
  for (const { place } of candidates) {
    if (!meets(place)) continue;
    cheapest = Math.min(cheapest, place.spend);
    dearest = Math.max(dearest, place.spend);
  }
  return cheapest === Infinity ? [0] : cheapest === dearest ? [cheapest] : [cheapest, dearest];
}

/**
 * The best plan with a stop forced at some position: the greedy construction at every position (the
 * random restarts too where it finds none), then the restarts where it did best: restarts at every
 * position cost more than they find.
 */
function bestPlacing(
  ctx: PlanningContext,
  candidates: readonly Candidate[],
  n: number,
  forceAt: (position: number) => Force,
): Built | null {
  const reserves = reservesFor(ctx, candidates, forceAt(0).meets);
  const at = (position: number, reserve: number) => ({ ...forceAt(position), reserve });
  let best: Built | null = null;
  let bestForce: Force | null = null;
  let greedyFound = false;
  for (let position = 0; position < n; position++) {
    for (const reserve of reserves) {
      const force = at(position, reserve);
      const greedy = bestOf(ctx, candidates, n, 0, force);
      const tried = greedy ?? bestOf(ctx, candidates, n, 2, force, 1);
      if (!tried) continue;
      if (!best || tried.score > best.score) {
        best = tried;
        bestForce = force;
        greedyFound = greedy !== null;
      }
      break;
    }
  }
  if (!greedyFound) return best;
  const restarted = bestOf(ctx, candidates, n, 2, bestForce!, 1);
  return restarted && restarted.score > best!.score ? restarted : best;
}

/**
 * A wish the best plan misses although a place for it is open: the best plan that puts such a place at
 * some position instead, when there is one and it misses fewer wishes.
 */
function meetWishes(ctx: PlanningContext, candidates: readonly Candidate[], n: number, built: Built): Built {
  const rules = rulesFor(ctx);
  let best = built;
  for (const wish of unmet(rules, built.stops)) {
    if (availability(rules, wish, ctx.candidates).gap !== null) continue;
    // A dish as the meal, when the plan has one.
    const asMeal = (visit: Visit) => !wish.intent.food || visit.meal !== null || !rules.required.length;
    const fits = (visit: Visit) => asMeal(visit) && metBy(rules, wish, visit, [visit]);
    let forced: Built | null = null;
    // A long wish (a tasting menu) may take the time of a stop: one stop fewer, only when n cannot hold it;
    // one that is an evening of its own (a Heuriger) the time of every stop not near it.
    const centre = candidates.some((c) => mayBeCentre(c.place) && meets(wish, c.place));
    for (const count of centre ? Array.from({ length: n }, (_, k) => n - k) : n > 2 ? [n, n - 1] : [n]) {
      forced = bestPlacing(ctx, candidates, count, (position) => ({ position, meets: (p) => meets(wish, p), fits }));
      if (forced) break;
    }
    if (forced && unmet(rules, forced.stops).length < unmet(rules, best.stops).length) best = forced;
  }
  return best;
}

/** The plan's stops and the rules set aside for it, or a NoPlacesError when nothing fits. */
export function composeStops(ctx: PlanningContext, stopTarget: number): Composed {
  const n = ctx.pinned?.size ? stopTarget : roomBesideDinner(ctx, stopTarget);
  return ctx.neighbourhood ? composeInNeighbourhood(ctx, n) : composeAnywhere(ctx, n);
}

/**
 * From the neighbourhood outwards: a plan of its own places; else its places first and others only where
 * none of them fits; else the whole city, leaning towards it. The first that leaves no more wanting than
 * the others (a stop, a rule, a wish, the vibe, or €25 of the budget) is the plan.
 */
function composeInNeighbourhood(ctx: PlanningContext, stopTarget: number): Composed {
  const hood = ctx.neighbourhood!;
  // A place the wishes name belongs to the plan wherever it is.
  const named = new Set(rulesFor(ctx).wishes.flatMap((w) => (w.negated ? [] : (w.intent.places ?? []))));
  const own = (p: Place) => inNeighbourhood(p, hood) || named.has(p.sourceId);
  const steps = [
    () => unlessNoPlaces(() => composeAnywhere({ ...ctx, candidates: ctx.candidates.filter(own) }, stopTarget)),
    () => composeAnywhere(sharingRules(ctx, { neighbourhood: { ...hood, hold: 1 } }), stopTarget),
    () => composeAnywhere(sharingRules(ctx, { neighbourhood: { ...hood, hold: LEANING } }), stopTarget),
  ];
  const tried: Array<{ plan: Composed; wanting: number }> = [];
  for (const step of steps) {
    const plan = step();
    if (!plan) continue;
    // A plan that keeps to the neighbourhood (two thirds of its stops) beats one that leaves it for the mood.
    const wanting =
      shortfall({ ...rulesFor(ctx), relaxed: plan.relaxed }, plan, stopTarget) + leftBehind(plan.stops, own);
    // Within 1 of nothing wanting is within 1 of whatever a wider plan would leave.
    if (wanting <= 1) return plan;
    tried.push({ plan, wanting });
  }
  const least = Math.min(...tried.map((t) => t.wanting));
  return tried.find((t) => t.wanting <= least + 1)!.plan;
}

/**
 * A plan keeping to its neighbourhood may find no `n` stops although they exist: its own places, chosen
 * first, fill the time the wrong way round. Then the best that takes one place from elsewhere, at
 * whichever position that fits.
 */
function reachingOut(ctx: PlanningContext, candidates: readonly Candidate[], n: number): Built | null {
  const hood = ctx.neighbourhood;
  if (!hood) return null;
  return bestPlacing(ctx, candidates, n, (position) => ({ position, meets: (p) => !inNeighbourhood(p, hood) }));
}

function composeAnywhere(ctx: PlanningContext, stopTarget: number): Composed {
  const attempts: ReadonlySet<RuleName>[] = [ctx.relaxed ?? new Set()];
  if (rulesFor(ctx).night) attempts.push(new Set([...attempts[0], "night"]));
  // Seeing the new year in at a good place without travelling across midnight, where anything allows it.
  if (rulesFor(ctx).newYear !== null) attempts.push(new Set([...attempts.at(-1)!, "new-year"]));
  for (const relaxed of attempts) {
    const context = sharingRules(ctx, { relaxed });
    const candidates = prepareCandidates(context);
    for (let n = stopTarget; n >= 1; n--) {
      const best = bestOf(context, candidates, n, RESTARTS) ?? reachingOut(context, candidates, n);
      if (!best) continue;
      const slots = meetWishes(context, candidates, n, best).slots;
      const stops = fillWindow(context, improveOrder(context, raiseSpend(context, slots, candidates)));
      return { stops, relaxed };
    }
  }
  throw new NoPlacesError("No open places fit this request. Try another time, budget or area.");
}
