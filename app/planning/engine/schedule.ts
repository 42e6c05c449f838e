// Turns places and visit lengths into timed stops: travel legs, opening and seating hours, meals, and
// every rule's veto at every position. A sequence any rule refuses does not schedule.
import type { OpenInterval } from "../hours";
import { MINUTE } from "../time";
import { legMode, travelMinutes } from "../travel";
import type { LatLng } from "../places/place";
import { latestEnd, rulesFor, vetoOf } from "./rules";
import { mealOf } from "./rules/meals";
import type { Candidate, PlanningContext, Slot, Stop } from "./types";
import { dinnerIsOccasion, idealVisit, lastVisitFloor, MIN_VISIT, round5 } from "./visit-length";

/**
 * Whether a visit may begin at `at`: the open interval holding it (its `end` is when the place closes),
 * or null when the place is closed then or, where it has seating hours, seats no guests then (a seating
 * window's last minute included). Loops, not closures: construction asks this for every place it weighs.
 */
export function openAt(c: Candidate, at: number): OpenInterval | null {
  let open: OpenInterval | null = null;
  for (const x of c.intervals) {
    if (x.start <= at && x.end > at) {
      open = x;
      break;
    }
  }
  if (!open || !c.seating) return open;
  for (const s of c.seating) if (s.start <= at && s.end >= at) return open;
  return null;
}

/**
 * Schedules a sequence; null when any visit would be closed, too short, outside the window, or refused
 * by a rule. `remaining` more stops will follow the sequence (while a plan is still being built).
 * `scheduled`: the stops of the sequence's first slots, when a caller has them (a stop depends only on
 * the stops before it, so a change at position k leaves the stops before k as they were).
 */
export function schedule(
  ctx: PlanningContext,
  slots: readonly Slot[],
  remaining = 0,
  scheduled: readonly Stop[] = [],
): Stop[] | null {
  const rules = rulesFor(ctx);
  const mode = ctx.request.transportation;
  const before = scheduled.at(-1);
  let t = before ? before.end : ctx.window.start;
  let pos: LatLng = before ? before.place : ctx.origin;
  const stops: Stop[] = scheduled.slice();
  for (let index = scheduled.length; index < slots.length; index++) {
    const { candidate, visit } = slots[index];
    const place = candidate.place;
    // The plan begins at its first place ("meet at …"); legs connect the places after it.
    const travel = index === 0 ? 0 : travelMinutes(pos, place, mode);
    const start = t + travel * MINUTE;
    const end = start + visit * MINUTE;
    if (end > ctx.window.end) return null;
    const open = openAt(candidate, start);
    if (!open || open.end < end) return null;
    const last = index === slots.length - 1 && remaining === 0 && ctx.request.timeSlot === "late_night";
    if (visit < lastVisitFloor(place, last && open.end >= ctx.window.end)) return null;
    stops.push({
      place,
      start,
      end,
      travelMinutes: travel,
      legMode: index === 0 ? mode : legMode(pos, place, mode),
      meal: mealOf(rules, place, start, stops),
    });
    if (vetoOf(rules, stops, index, slots.length - 1 - index + remaining)) return null;
    t = end;
    pos = place;
  }
  return stops;
}

/**
 * Appends a place chosen elsewhere (a language model's pick) to a plan built stop by stop: sizes the
 * visit the way `construct` does, leaving room for `remaining` more stops, and lets `schedule()` and the
 * rules decide. Null when the place cannot follow the plan so far.
 */
export function appendStop(
  ctx: PlanningContext,
  slots: readonly Slot[],
  candidate: Candidate,
  remaining: number,
): { slots: Slot[]; stops: Stop[] } | null {
  const before = schedule(ctx, slots, remaining + 1);
  if (!before) return null;
  const last = before.at(-1);
  const place = candidate.place;
  const t = last?.end ?? ctx.window.start;
  const start = t + (last ? travelMinutes(last.place, place, ctx.request.transportation) : 0) * MINUTE;
  const open = openAt(candidate, start);
  if (!open) return null;
  const share = (ctx.window.end - t) / MINUTE / (remaining + 1) - 10;
  const reserve = remaining * (MIN_VISIT + 10) * MINUTE;
  const until = Math.min(open.end, latestEnd(rulesFor(ctx), place, start, last), ctx.window.end - reserve);
  const latest = (until - start) / MINUTE;
  const dinner = dinnerIsOccasion(ctx.request) && place.meals.includes("dinner");
  const next = [...slots, { candidate, visit: round5(Math.min(idealVisit(place, share, dinner), latest)) }];
  const stops = schedule(ctx, next, remaining);
  return stops ? { slots: next, stops } : null;
}
