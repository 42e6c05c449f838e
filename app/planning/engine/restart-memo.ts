// What the constructions of one plan share: the legs from a stop to every candidate, and the options at a
// position for each plan so far. The restarts (greedy, randomised, forced) of one plan ask both again and
// again; only chance, added when a construction picks, tells them apart.
import type { LatLng } from "../places/place";
import { travelMinutes } from "../travel";
import type { Candidate, Force, PlanningContext, Stop } from "./types";

/**
 * Minutes from a point (the stop before) to every candidate, by candidate list and point: the restarts of
 * one plan ask the same legs again and again. Both keys live as long as the plan being composed.
 */
const legs = new WeakMap<readonly Candidate[], Map<LatLng, Float64Array>>();

export function legsFrom(
  candidates: readonly Candidate[],
  from: LatLng,
  mode: PlanningContext["request"]["transportation"],
) {
  let byPoint = legs.get(candidates);
  if (!byPoint) legs.set(candidates, (byPoint = new Map()));
  let row = byPoint.get(from);
  if (!row) {
    row = new Float64Array(candidates.length);
    for (let k = 0; k < candidates.length; k++) row[k] = travelMinutes(from, candidates[k].place, mode);
    byPoint.set(from, row);
  }
  return row;
}

/** A place that may stand at a position, scored before chance. */
export type Option = { c: Candidate; visit: number; score: number; stop: Stop; delay: number };

/**
 * The options at each position by the plan so far: the restarts of one plan (greedy, randomised, forced)
 * reach the same plans-so-far again and again, and only chance tells them apart. Kept per candidate list
 * (as long as the plan being composed) and its context; the key is what the options depend on: the stop
 * count, the stops so far (each place's time decides its meal, the time left and where the next leg
 * starts) and a forced stop's part — its test at its position, the money kept for it before.
 */
const evaluated = new WeakMap<readonly Candidate[], { ctx: PlanningContext; states: Map<string, Option[]> }>();
const forceIds = new WeakMap<Force, number>();
let forceCount = 0;

export function statesFor(ctx: PlanningContext, candidates: readonly Candidate[]) {
  let memo = evaluated.get(candidates);
  if (!memo || memo.ctx !== ctx) evaluated.set(candidates, (memo = { ctx, states: new Map() }));
  return memo.states;
}

export function forceKey(force: Force | undefined, i: number, limited: boolean): string {
  if (!force || i > force.position) return "";
  if (i < force.position) return limited ? `<${force.reserve ?? 0}` : "";
  let id = forceIds.get(force);
  if (id === undefined) forceIds.set(force, (id = ++forceCount));
  return `=${id}`;
}

export function stateKey(n: number, force: string, stops: readonly Stop[]): string {
  let key = `${n}|${force}`;
  for (const s of stops) key += `|${s.place.sourceId}@${s.start}-${s.end}`;
  return key;
}

/**
 * The best three options by score (ties in their order, as a stable sort leaves them), with chance added
 * in a randomised construction, and their scores.
 */
export function bestThree(options: readonly Option[], noise: ((o: Option) => number) | null) {
  const top: Option[] = [];
  const scores: number[] = [];
  for (const o of options) {
    const s = noise ? o.score + noise(o) : o.score;
    let p = top.length;
    while (p > 0 && s > scores[p - 1]) p--;
    if (p >= 3) continue;
    top.splice(p, 0, o);
    scores.splice(p, 0, s);
    if (top.length > 3) {
      top.pop();
      scores.pop();
    }
  }
  return nearOnes(top, scores);
}

/** A leg this long is a ride across town, taken for a meal only at a place clearly better than a near one. */
const FAR_LEG = 20;
/** Minutes a leg may run longer than the nearest of the best three before it counts as far. */
const FAR_MORE = 10;
/** How much better (with chance) a far place must score to be worth its ride. */
const WORTH_RIDE = 1.5;

/**
 * The best three without a meal a long ride away that scores hardly better than a near place: a local eats
 * lunch a walk from the park, not 25 minutes north for a café 0.6 better (chance alone must not send
 * the plan across town).
 */
function nearOnes(top: Option[], scores: number[]) {
  if (top.length < 2) return { top, scores };
  let near = 0;
  for (let p = 1; p < top.length; p++) if (top[p].stop.travelMinutes < top[near].stop.travelMinutes) near = p;
  const nearLeg = top[near].stop.travelMinutes;
  const keep = top.map(
    (o, p) =>
      p === near ||
      !o.stop.meal ||
      o.stop.travelMinutes < Math.max(FAR_LEG, nearLeg + FAR_MORE) ||
      scores[p] >= scores[near] + WORTH_RIDE,
  );
  if (keep.every(Boolean)) return { top, scores };
  return { top: top.filter((_, p) => keep[p]), scores: scores.filter((_, p) => keep[p]) };
}

/** Chance adds less than this to an option's score in a randomised construction. */
export const CHANCE = 2;

/**
 * The options chance could bring into the best three: one scored `CHANCE` or more below the third best
 * never gets there, so it is not kept for the restarts (less for the garbage collector to carry).
 */
export function contenders(options: Option[]): Option[] {
  if (options.length <= 3) return options;
  let first = -Infinity;
  let second = -Infinity;
  let third = -Infinity;
  for (const { score } of options) {
    if (score > first) [first, second, third] = [score, first, second];
    else if (score > second) [second, third] = [score, second];
    else if (score > third) third = score;
  }
  return options.filter((o) => o.score + CHANCE >= third);
}
