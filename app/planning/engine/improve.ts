// After construction: a shorter route by 2-opt, then visits lengthened to fill the window. Both go
// through `schedule()`, so neither can break opening hours or any rule.
import { MINUTE } from "../time";
import { rulesFor, scoreOf, type RuleContext, type Visit } from "./rules";
import { unmet } from "./rules/wishes";
import { schedule } from "./schedule";
import { keepsPins, mealsOf, type PlanningContext, type Slot, type Stop } from "./types";
import { maxVisit, round5 } from "./visit-length";

const travelTotal = (stops: readonly Stop[]) => stops.reduce((s, x) => s + x.travelMinutes, 0);

/** How much the rules like every stop where it stands. */
const liked = (rules: RuleContext, stops: readonly Visit[]) =>
  stops.reduce((s, _, k) => s + scoreOf(rules, stops, k, stops.length - 1 - k), 0);

/**
 * 2-opt over the order: reverse any segment that shortens the route, keeps the meals, still schedules and
 * is liked no less by the rules (a shorter walk is no reason for wine straight after lunch, or a park at
 * noon instead of at sunset).
 */
export function improveOrder(ctx: PlanningContext, slots: Slot[]): Slot[] {
  const rules = rulesFor(ctx);
  let best = slots;
  let bestStops = schedule(ctx, best);
  if (!bestStops || slots.length < 3) return best;
  let bestLiked = liked(rules, bestStops);
  // What a reordering must beat, worked out once for each best order rather than for every one tried.
  let bestTravel = travelTotal(bestStops);
  let bestMeals = mealsOf(bestStops);
  let bestUnmet = unmet(rules, bestStops).length;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < best.length - 1; i++) {
      // The stops before the reversed segment stay as they are.
      const before = bestStops.slice(0, i);
      for (let j = i + 1; j < best.length; j++) {
        const next = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)];
        if (
          !keepsPins(
            ctx,
            next.map((s) => s.candidate.place),
          )
        )
          continue;
        const stops = schedule(ctx, next, 0, before);
        if (
          stops &&
          travelTotal(stops) < bestTravel &&
          mealsOf(stops) === bestMeals &&
          unmet(rules, stops).length <= bestUnmet &&
          liked(rules, stops) >= bestLiked
        ) {
          best = next;
          bestStops = stops;
          bestLiked = liked(rules, stops);
          bestTravel = travelTotal(stops);
          bestMeals = mealsOf(stops);
          bestUnmet = unmet(rules, stops).length;
          improved = true;
        }
      }
    }
  }
  return best;
}

/** Lengthens visits, last first, so the plan fills its window without breaking any visit's hours or rule. */
export function fillWindow(ctx: PlanningContext, slots: Slot[]): Stop[] {
  let current = slots;
  let stops = schedule(ctx, current)!;
  for (let k = current.length - 1; k >= 0; k--) {
    const leftover = round5((ctx.window.end - stops.at(-1)!.end) / MINUTE);
    if (leftover < 5) break;
    const room = maxVisit(current[k].candidate.place) - current[k].visit;
    for (let extra = round5(Math.min(leftover, room)); extra >= 5; extra -= 5) {
      const next = current.map((s, idx) => (idx === k ? { ...s, visit: s.visit + extra } : s));
      const rescheduled = schedule(ctx, next, 0, stops.slice(0, k));
      if (rescheduled && mealsOf(rescheduled) === mealsOf(stops)) {
        current = next;
        stops = rescheduled;
        break;
      }
    }
  }
  return stops;
}
