// Re-times a plan after an edit. Every stop keeps its time and length where it can and moves later only
// when the stop before now ends too late to reach it: an edit changes what it touches, and a stop taken
// out leaves a gap the user may fill, not a plan that slides earlier.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { legMode, travelMinutes } from "../../travel";
import { rulesFor } from "../rules";
import { mealOf } from "../rules/meals";
import type { PlanningContext, Stop } from "../types";

/** A place in the edited order: when it would like to begin and how long it stays (ms). */
export type Entry = { place: Place; from: number; length: number };

export const entryOf = (stop: Stop): Entry => ({ place: stop.place, from: stop.start, length: stop.end - stop.start });

export function reflow(ctx: PlanningContext, entries: readonly Entry[]): Stop[] {
  const rules = rulesFor(ctx);
  const mode = ctx.request.transportation;
  const stops: Stop[] = [];
  for (const { place, from, length } of entries) {
    const prev = stops.at(-1);
    const travel = prev ? travelMinutes(prev.place, place, mode) : 0;
    const start = prev ? Math.max(from, prev.end + travel * MINUTE) : from;
    stops.push({
      place,
      start,
      end: start + length,
      travelMinutes: travel,
      legMode: prev ? legMode(prev.place, place, mode) : mode,
      meal: mealOf(rules, place, start, stops),
    });
  }
  return stops;
}
