// When a plan spends less than its band asks for: trade stops for pricier places that fit the same
// schedule, best-liked first, never past the band's maximum and never against a rule. A meal stays that
// meal and a stop that was no meal never becomes a restaurant, so a bar or landmark is never traded for
// an extra dinner; a wish the plan meets stays met.
import { BUDGET_BANDS } from "../request";
import { inNeighbourhood } from "./neighbourhood";
import { rulesFor, scoreOf } from "./rules";
import { spendOf } from "./rules/budget";
import { unmet } from "./rules/wishes";
import { schedule } from "./schedule";
import type { Candidate, PlanningContext, Slot, Stop } from "./types";
import { maxVisit, minVisit } from "./visit-length";

/** A plan keeping to its neighbourhood does not trade one of its places there for one elsewhere. */
function leavesNeighbourhood(ctx: PlanningContext, old: Candidate, next: Candidate): boolean {
  const hood = ctx.neighbourhood;
  return hood?.hold === 1 && inNeighbourhood(old.place, hood) && !inNeighbourhood(next.place, hood);
}

const sameMeals = (a: readonly Stop[], b: readonly Stop[]) => a.every((s, i) => s.meal === b[i].meal);

export function raiseSpend(ctx: PlanningContext, slots: Slot[], candidates: readonly Candidate[]): Slot[] {
  const rules = rulesFor(ctx);
  const band = BUDGET_BANDS[ctx.request.budget];
  const slotSpend = (list: readonly Slot[]) => spendOf(list.map((s) => s.candidate));
  let current = slots;
  let currentStops = schedule(ctx, current);
  if (!currentStops) return slots;
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
        const stops = schedule(ctx, next, 0, before);
        if (!stops || !sameMeals(stops, currentStops) || unmet(rules, stops).length > unmetBefore) continue;
        const value =
          Math.min(gain, band.min - total) / 10 +
          c.base -
          old.candidate.base +
          scoreOf(rules, stops, k, stops.length - 1 - k) -
          liked;
        if (!best || value > best.value) best = { slots: next, stops, value };
      }
    }
    if (!best) break;
    current = best.slots;
    currentStops = best.stops;
  }
  return current;
}
