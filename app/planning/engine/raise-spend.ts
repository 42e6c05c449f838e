// When a plan spends less than its band asks for: trade stops for pricier places that fit the same
// schedule, best-liked first, never past the band's maximum and never against a rule. A meal stays that
// meal and a stop that was no meal never becomes a restaurant, so a bar or landmark is never traded for
// an extra dinner; a wish the plan meets stays met. A meal that takes its evening (a luxury birthday's
// tasting menu) may take the room of a drink or a sight, never of another meal or a wish's place.
import { BUDGET_BANDS } from "../request";
import { inNeighbourhood } from "./neighbourhood";
import { rulesFor, scoreOf } from "./rules";
import { spendOf } from "./rules/budget";
import { unmet } from "./rules/wishes";
import { schedule } from "./schedule";
import { mealsOf, type Candidate, type PlanningContext, type Slot, type Stop } from "./types";
import { dinnerIsOccasion, maxVisit, minVisit, takesItsLength } from "./visit-length";

/** A plan keeping to its neighbourhood does not trade one of its places there for one elsewhere. */
function leavesNeighbourhood(ctx: PlanningContext, old: Candidate, next: Candidate): boolean {
  const hood = ctx.neighbourhood;
  return hood?.hold === 1 && inNeighbourhood(old.place, hood) && !inNeighbourhood(next.place, hood);
}

/** A plan tried in a stop's place: its slots, its schedule and the stop it gave up for the room (or -1). */
type Option = { slots: Slot[]; stops: Stop[]; dropped: number };

/**
 * An occasion's tasting menu at `k` (`next`) in place of a shorter meal, without one other stop that is no
 * meal to give it its evening: every such plan that schedules. A plan with pinned places keeps its positions.
 */
function makingRoom(ctx: PlanningContext, current: readonly Slot[], k: number, next: Slot): Option[] {
  const menu = takesItsLength(next.candidate.place) && next.candidate.place.category === "restaurant";
  if (!menu || !dinnerIsOccasion(ctx.request) || ctx.pinned?.size || current.length < 3) return [];
  const out: Option[] = [];
  for (let j = 0; j < current.length; j++) {
    if (j === k || current[j].candidate.place.category === "restaurant") continue;
    const slots = current.flatMap((s, idx) => (idx === k ? [next] : idx === j ? [] : [s]));
    const stops = schedule(ctx, slots);
    if (stops) out.push({ slots, stops, dropped: j });
  }
  return out;
}

export function raiseSpend(ctx: PlanningContext, slots: Slot[], candidates: readonly Candidate[]): Slot[] {
  const rules = rulesFor(ctx);
  const band = BUDGET_BANDS[ctx.request.budget];
  const slotSpend = (list: readonly Slot[]) => spendOf(list.map((s) => s.candidate));
  let current = slots;
  const first = schedule(ctx, current);
  if (!first) return slots;
  let currentStops: Stop[] = first;
  for (let round = 0; round < slots.length && slotSpend(current) < band.min; round++) {
    const total = slotSpend(current);
    const used = new Set(current.map((s) => s.candidate.place.sourceId));
    const unmetBefore = unmet(rules, currentStops).length;
    let best: { slots: Slot[]; stops: Stop[]; value: number } | null = null;
    for (let k = 0; k < current.length; k++) {
      if (ctx.pinned?.has(k)) continue;
      const old = current[k];
      const oldStop = currentStops[k];
      const liked = scoreOf(rules, currentStops, k, current.length - 1 - k);
      const before = currentStops.slice(0, k);
      for (const c of candidates) {
        const gain = c.place.spend - old.candidate.place.spend;
        if (gain <= 0 || used.has(c.place.sourceId) || leavesNeighbourhood(ctx, old.candidate, c)) continue;
        if (band.max !== null && total + gain > band.max) continue;
        if (oldStop.meal ? !c.place.meals.includes(oldStop.meal) : c.place.category === "restaurant") continue;
        const visit = Math.min(Math.max(old.visit, minVisit(c.place)), maxVisit(c.place));
        const next = current.map((s, idx) => (idx === k ? { candidate: c, visit } : s));
        const kept = schedule(ctx, next, 0, before);
        const options: Option[] = kept
          ? [{ slots: next, stops: kept, dropped: -1 }]
          : oldStop.meal
            ? makingRoom(ctx, current, k, { candidate: c, visit })
            : [];
        for (const { slots: tried, stops, dropped } of options) {
          if (mealsOf(stops) !== mealsOf(currentStops) || unmet(rules, stops).length > unmetBefore) continue;
          const at = dropped >= 0 && dropped < k ? k - 1 : k;
          // A stop given up for the room costs what it was liked for.
          const lost: number =
            dropped < 0
              ? 0
              : current[dropped].candidate.base +
                Math.max(0, scoreOf(rules, currentStops, dropped, current.length - 1 - dropped));
          const value: number =
            Math.min(gain, band.min - total) / 10 +
            c.base -
            old.candidate.base +
            scoreOf(rules, stops, at, stops.length - 1 - at) -
            liked -
            lost;
          if (!best || value > best.value) best = { slots: tried, stops, value };
        }
      }
    }
    if (!best) break;
    current = best.slots;
    currentStops = best.stops;
  }
  return current;
}
