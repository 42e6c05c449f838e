// Walk-throughs: a square, a street or a shopping street is something a couple crosses between two stops,
// not a place to stand in for an hour — never more than half an hour, and never at 08:00–10:00 on a
// Sunday or a holiday, when the shutters are down and the square is empty. Nor is it a stop of
// its own next to a place on it: the couple cross the square on the way to the restaurant or market there.
// After nightfall it neither starts an evening nor stands as a stop on the walk between two others, and
// after eleven at night only a lively one (the Reeperbahn) is worth crossing.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { distanceKm } from "../../travel";
import { localHour } from "../window";
import { inDaylight } from "./daylight";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";

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

/** A walk-through this close to the stop before or after it is crossed on the way there, not visited. */
const ON_THE_WAY_KM = 0.2;
/** This close to any stop of the plan, it is the same place (the market on the square and the square). */
const SAME_SPOT_KM = 0.1;

/** A landmark out of doors (a square, a promenade): standing there, the couple see the place beside it. */
const outdoorSight = (place: Place) => place.setting === "outdoor" && place.category === "landmark";

/**
 * The stop before `i` that a walk-through at either end shares its spot with, or undefined; and an outdoor
 * sight right beside the stop before (the Jungfernstieg after the Alster steamer from its pier).
 */
function sameSpot(visits: readonly Visit[], i: number): Visit | undefined {
  const v = visits[i];
  const walked = isWalkThrough(v.place);
  const before = visits[i - 1];
  if (
    before &&
    (outdoorSight(v.place) || outdoorSight(before.place)) &&
    distanceKm(v.place, before.place) < SAME_SPOT_KM
  )
    return before;
  for (let j = i - 1; j >= 0; j--) {
    const w = visits[j];
    if (!walked && !isWalkThrough(w.place)) continue;
    // Both at the square itself (an address with no house number) is the same spot, wherever the pins are:
    // Santa Pauli on the Spielbudenplatz and the Spielbudenplatz.
    if (v.place.address === w.place.address && !/\d/.test(v.place.address.split(",")[0])) return w;
    if (distanceKm(v.place, w.place) < (j === i - 1 ? ON_THE_WAY_KM : SAME_SPOT_KM)) return w;
  }
  return undefined;
}

/** A walk-through after nightfall that has no night of its own (the Reeperbahn has). */
const afterDark = (ctx: RuleContext, v: Visit) =>
  isWalkThrough(v.place) && !v.place.tags?.includes("lively") && !inDaylight(ctx, v.start, v.end);

/** How far out of the way a walk-through may lie and still be on the walk from one stop to the next. */
const DETOUR_KM = 0.3;

/**
 * Why the walk-through `at` between `before` and `next` is no stop after nightfall: it lies on the walk
 * between them, so it is crossed on the way (the Gärtnerplatz between dinner at Tian and the Baaderstraße).
 */
function litStop(at: Visit | undefined, ctx: RuleContext, before: Visit | undefined, next: Visit): string | null {
  if (!at || !before || !afterDark(ctx, at)) return null;
  const detour =
    distanceKm(before.place, at.place) + distanceKm(at.place, next.place) - distanceKm(before.place, next.place);
  return detour < DETOUR_KM ? `${at.place.name} is on the way to ${next.place.name}, crossed in the dark` : null;
}

export const walkThrough: Rule = {
  name: "walk-through",
  veto(ctx, visits, i) {
    const v = visits[i];
    const same = sameSpot(visits, i);
    if (same) return `${v.place.name} and ${same.place.name} are the same spot`;
    const lit = litStop(visits[i - 1], ctx, visits[i - 2], v);
    if (lit) return lit;
    if (!isWalkThrough(v.place)) return null;
    if (v.end - v.start > WALK_THROUGH_MINUTES * MINUTE) return `${v.place.name} is a walk-through, not a long stop`;
    const hour = localHour(v.start, ctx.window.timeZone);
    if (ctx.quietMorning && hour >= 8 && hour < 10) {
      return `${v.place.name} is empty before ten on a Sunday or holiday`;
    }
    // After eleven at night only a square with a night of its own (the Reeperbahn, Times Square) is one to cross.
    if ((hour >= 23 || hour < 5) && !v.place.tags?.includes("lively")) return `${v.place.name} is empty at night`;
    // After nightfall an evening starts somewhere to sit or to see, not on a square in the dark.
    if (i === 0 && afterDark(ctx, v)) return `${v.place.name} is no place to start after nightfall`;
    return null;
  },
  until(_ctx, place, start) {
    return isWalkThrough(place) ? start + WALK_THROUGH_MINUTES * MINUTE : null;
  },
  violations: (ctx, plan) => vetoes(walkThrough, ctx, plan.visits),
};
