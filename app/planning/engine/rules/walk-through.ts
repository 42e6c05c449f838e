// Walk-throughs: a square, a street or a shopping street is something a couple crosses between two stops,
// not a place to stand in for an hour — never more than half an hour, and never where a Sunday or a
// holiday starts at 08:00–10:00, when the shutters are down and the square is empty.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { localHour } from "../window";
import { vetoes, type Rule } from "./types";

/** The longest a walk-through is: a stroll across, a look up, on to the next place. */
export const WALK_THROUGH_MINUTES = 30;

/** Tags that make an outdoor landmark a place to stay (a view to take in, a market to browse, a cruise). */
const STAYING: ReadonlySet<string> = new Set([
  "view",
  "nature",
  "boat-trip",
  "christmas-market",
  "food-market",
  "outdoor-seating",
]);

/**
 * An outdoor landmark the catalog gives an hour or less, with nothing to stay for: a square, a street,
 * a gate or a quarter to walk through. (Longer ones — a cemetery, a wall memorial, a stepped village —
 * are walks of their own.)
 */
export function isWalkThrough(place: Place): boolean {
  if (place.category !== "landmark" || place.setting !== "outdoor" || place.visitMinutes > 60) return false;
  return !place.tags?.some((t) => STAYING.has(t));
}

export const walkThrough: Rule = {
  name: "walk-through",
  veto(ctx, visits, i) {
    const v = visits[i];
    if (!isWalkThrough(v.place)) return null;
    if (v.end - v.start > WALK_THROUGH_MINUTES * MINUTE) return `${v.place.name} is a walk-through, not a long stop`;
    const hour = localHour(v.start, ctx.window.timeZone);
    if (i === 0 && ctx.quietMorning && hour >= 8 && hour < 10) {
      return `${v.place.name} is empty first thing on a Sunday or holiday`;
    }
    return null;
  },
  until(_ctx, place, start) {
    return isWalkThrough(place) ? start + WALK_THROUGH_MINUTES * MINUTE : null;
  },
  violations: (ctx, plan) => vetoes(walkThrough, ctx, plan.visits),
};
