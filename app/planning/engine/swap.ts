// Swapping one stop: a fitting alternative in the same time window, open for the whole visit, reachable
// from the stop before and in time for the stop after, not used in the plan or its swap history, and
// refused by no rule of a good outing where it stands (nor making another stop refused). A short stop
// squeezed between two others may borrow time from a neighbour: the stop after then starts later, or
// the stop before ends earlier, never below its own shortest visit and only while it is open.
import { checkVisit, scheduleOf } from "../hours";
import type { Place } from "../places/place";
import { MINUTE } from "../time";
import { legMode, travelMinutes } from "../travel";
import { prepareCandidates } from "./candidates";
import { latestEnd, rulesFor, scoreOf, vetoOf } from "./rules";
import { mealOf } from "./rules/meals";
import { isNightlife } from "./rules/night";
import { meets } from "./rules/wishes";
import { NoPlacesError, type PlanningContext, type Stop } from "./types";
import { lastVisitFloor, minVisit, round5 } from "./visit-length";

/** What a swap changes: the new stop, and a neighbour that gave it time. */
export type Swapped = { stop: Stop; prev?: Stop; next?: Stop };

type Rules = ReturnType<typeof rulesFor>;

/** Positions a rule refuses in a finished sequence. */
function refused(rules: Rules, stops: readonly Stop[]): boolean[] {
  return stops.map((_, i) => vetoOf(rules, stops, i, stops.length - 1 - i) !== null);
}

const openFor = (place: Place, start: number, end: number) =>
  checkVisit(scheduleOf(place), new Date(start), new Date(end)).verification !== "closed";

/** The latest the stop after may start: its shortest visit before its end, while it is open. */
function latestNextStart(next: Stop): number {
  for (let t = next.end - minVisit(next.place) * MINUTE; t > next.start; t -= 5 * MINUTE) {
    if (openFor(next.place, t, next.end)) return t;
  }
  return next.start;
}

/** Where a place fits in the swapped stop's time: its start and end, and a neighbour that gave time. */
type Fit = { start: number; end: number; prev?: Stop; next?: Stop };

function fitOf(
  rules: Rules,
  ctx: PlanningContext,
  stops: readonly Stop[],
  index: number,
  place: Place,
  nextBy: number,
): Fit | null {
  const old = stops[index];
  const prev = stops[index - 1];
  const next = stops[index + 1];
  const mode = ctx.request.transportation;
  const travelIn = prev ? travelMinutes(prev.place, place, mode) : 0;
  const travelOut = next ? travelMinutes(place, next.place, mode) : 0;
  // A last stop where the evening goes on (a bar still open an hour after the plan ends) may be short.
  const goesOn = !next && openFor(place, ctx.window.end, ctx.window.end + 60 * MINUTE);
  const shortest = lastVisitFloor(place, goesOn);
  // On arrival from the stop before (a nearer place is reached sooner); a plan's first stop keeps its start.
  const start = prev ? prev.end + travelIn * MINUTE : old.start;
  const latest = latestEnd(rules, place, start, prev);
  const endBy = Math.min(next ? next.start - travelOut * MINUTE : ctx.window.end, latest);
  // About as long as the stop it replaces, and at least its own shortest visit where the time allows.
  const oldMinutes = Math.max((old.end - old.start) / MINUTE, shortest);
  const visit = round5(Math.min(oldMinutes, place.visitMinutes * 1.5, (endBy - start) / MINUTE));
  if (visit >= shortest) return { start, end: start + visit * MINUTE };

  // Borrow from the stop after: just enough for this place's shortest visit.
  const end = start + shortest * MINUTE;
  if (next && end <= latest && end + travelOut * MINUTE <= nextBy) {
    return { start, end, next: { ...next, start: Math.max(next.start, end + travelOut * MINUTE) } };
  }
  // Or from the stop before, which then ends earlier (a plan's first stop keeps the plan's start).
  if (!prev) return null;
  const until = next ? next.start - travelOut * MINUTE : ctx.window.end;
  const from = until - shortest * MINUTE;
  const earliest = prev.start + minVisit(prev.place) * MINUTE + travelIn * MINUTE;
  if (from < earliest || latestEnd(rules, place, from, prev) < until) return null;
  return { start: from, end: until, prev: { ...prev, end: Math.min(prev.end, from - travelIn * MINUTE) } };
}

/**
 * The replacement for `stops[index]`. `ctx.exclude` must hold every place of the plan and of its swap
 * history; `recentlySuggested` names them for the "No More Places Available" dialog.
 */
export function swapStop(ctx: PlanningContext, stops: Stop[], index: number, recentlySuggested: string[]): Swapped {
  // A saved night out that could not end out (it says so) keeps its quieter end.
  const endsOut = isNightlife(stops[stops.length - 1].place);
  const relaxed = rulesFor(ctx).night && !endsOut ? new Set([...(ctx.relaxed ?? []), "night" as const]) : ctx.relaxed;
  const rules = rulesFor({ ...ctx, relaxed });
  const old = stops[index];
  const prev = stops[index - 1];
  const next = stops[index + 1];
  const mode = ctx.request.transportation;
  // A stored plan may predate a rule: a swap must not make things worse anywhere else.
  const before = refused(rules, stops);
  const wished = rules.wishes.filter((w) => !w.negated && meets(w, old.place));
  const nextBy = next ? latestNextStart(next) : 0;

  let best: { swapped: Swapped; score: number } | null = null;
  for (const c of prepareCandidates(ctx)) {
    const place = c.place;
    const fit = fitOf(rules, ctx, stops, index, place, nextBy);
    if (!fit) continue;
    const meal = mealOf(rules, place, fit.start, stops.slice(0, index));
    if (meal !== old.meal) continue;
    const hours = checkVisit(scheduleOf(place), new Date(fit.start), new Date(fit.end));
    if (hours.verification === "closed") continue;
    const travelIn = prev ? travelMinutes(prev.place, place, mode) : 0;
    const stop: Stop = {
      place,
      start: fit.start,
      end: fit.end,
      travelMinutes: travelIn,
      legMode: prev ? legMode(prev.place, place, mode) : mode,
      meal,
    };
    const after = stops.map((s, i) =>
      i === index ? stop : i === index + 1 && fit.next ? fit.next : i === index - 1 && fit.prev ? fit.prev : s,
    );
    const now = refused(rules, after);
    if (now[index] || now.some((r, i) => r && !before[i])) continue;
    let score = c.base + scoreOf(rules, after, index, after.length - 1 - index);
    score -= (travelIn + (next ? travelMinutes(place, next.place, mode) : 0)) / 8;
    if (place.category === old.place.category) score += 1.5;
    // What the user wished for stays in the plan where it can.
    score += wished.filter((w) => meets(w, place)).length * 10;
    if (hours.verification === "unknown") score -= 2;
    // A plan left as it was is better than one whose neighbour is cut short.
    const given =
      (fit.next && next ? fit.next.start - next.start : 0) + (fit.prev && prev ? prev.end - fit.prev.end : 0);
    if (given > 0) score -= 3 + given / MINUTE / 10;
    if (!best || score > best.score) best = { score, swapped: { stop, prev: fit.prev, next: fit.next } };
  }
  if (!best) {
    throw new NoPlacesError("No other place fits this time slot. Try different parameters.", recentlySuggested);
  }
  return best.swapped;
}
