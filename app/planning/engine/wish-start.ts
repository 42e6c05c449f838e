// A wish only met early in the slot pulls the plan's start earlier: a Sunday morning asking for the
// Altonaer Fischmarkt (07:00–09:30 in winter) begins at 08:00 at the market, not at 09:30 as it shuts.
import { openIntervals } from "../hours";
import type { Place } from "../places/place";
import type { PlanRequest } from "../request";
import { SLOT_START_HOUR } from "../start-time";
import { MINUTE, zonedInstant } from "../time";
import { meets } from "./rules/wishes";
import { wishesOf } from "./rules/wish-parse";
import { windowEnd, type PlanWindow } from "./window";

/** Long enough at a place to count as meeting a wish there. */
const WISH_VISIT = 45 * MINUTE;

/** When a place that meets the wish is open for a visit between `from` and `to`, the earliest start; else null. */
function firstVisit(places: readonly Place[], from: number, to: number): number | null {
  let first: number | null = null;
  for (const place of places) {
    const schedule = { hours: place.openingHours ?? "", country: place.country, timeZone: place.timeZone };
    if (!place.openingHours) return from;
    for (const open of openIntervals(schedule, new Date(from), new Date(to))) {
      const start = Math.max(open.start, from);
      if (Math.min(open.end, to) - start >= WISH_VISIT && (first === null || start < first)) first = start;
    }
  }
  return first;
}

/**
 * The window moved to start earlier in its slot when a plain wish can be met then and not in the window
 * as planned; unchanged when the person named a start time or nothing is gained.
 */
export function startForWishes(
  window: PlanWindow,
  request: PlanRequest,
  candidates: readonly Place[],
  now: Date,
): PlanWindow {
  if (request.startTime) return window;
  const slotStart = zonedInstant(window.date, SLOT_START_HOUR[request.timeSlot], 0, window.timeZone).getTime();
  const earliest = Math.max(slotStart, Math.ceil(now.getTime() / (15 * MINUTE)) * 15 * MINUTE);
  if (earliest >= window.start) return window;
  let start = window.start;
  for (const wish of wishesOf(request.specialRequests, request.preferences, candidates).wishes) {
    if (wish.negated || wish.soft) continue;
    const places = candidates.filter((p) => meets(wish, p));
    if (!places.length || firstVisit(places, window.start, window.end) !== null) continue;
    const early = firstVisit(places, earliest, window.start + WISH_VISIT);
    if (early !== null) start = Math.min(start, Math.floor(early / (15 * MINUTE)) * 15 * MINUTE);
  }
  if (start === window.start) return window;
  return { ...window, start, end: windowEnd(window.date, start, request.duration, window.timeZone) };
}
