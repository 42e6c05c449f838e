// Swapping one stop: a fitting alternative in the same time window, open for the whole visit, reachable
// from the stop before and in time for the stop after, not used in the plan or its swap history, and
// refused by no rule of a good outing where it stands (nor making another stop refused).
import { checkVisit, scheduleOf } from "../hours";
import { MINUTE } from "../time";
import { legMode, travelMinutes } from "../travel";
import { prepareCandidates } from "./candidates";
import { latestEnd, rulesFor, scoreOf, vetoOf } from "./rules";
import { mealOf } from "./rules/meals";
import { isNightlife } from "./rules/night";
import { meets } from "./rules/wishes";
import { NoPlacesError, type PlanningContext, type Stop } from "./types";
import { minVisit, round5 } from "./visit-length";

/** Positions a rule refuses in a finished sequence. */
function refused(ctx: ReturnType<typeof rulesFor>, stops: readonly Stop[]): boolean[] {
  return stops.map((_, i) => vetoOf(ctx, stops, i, stops.length - 1 - i) !== null);
}

/**
 * The replacement for `stops[index]`. `ctx.exclude` must hold every place of the plan and of its swap
 * history; `recentlySuggested` names them for the "No More Places Available" dialog.
 */
export function swapStop(ctx: PlanningContext, stops: Stop[], index: number, recentlySuggested: string[]): Stop {
  // A saved night out that could not end out (it says so) keeps its quieter end.
  const endsOut = isNightlife(stops[stops.length - 1].place);
  const relaxed = rulesFor(ctx).night && !endsOut ? new Set([...(ctx.relaxed ?? []), "night" as const]) : ctx.relaxed;
  const rules = rulesFor({ ...ctx, relaxed });
  const old = stops[index];
  const prev = stops[index - 1];
  const next = stops[index + 1];
  const mode = ctx.request.transportation;
  const oldMinutes = (old.end - old.start) / MINUTE;
  // A stored plan may predate a rule: a swap must not make things worse anywhere else.
  const before = refused(rules, stops);
  const wished = rules.wishes.filter((w) => !w.negated && meets(w, old.place));

  let best: { stop: Stop; score: number } | null = null;
  for (const c of prepareCandidates(ctx)) {
    const place = c.place;
    const travelIn = prev ? travelMinutes(prev.place, place, mode) : 0;
    const start = Math.max(old.start, prev ? prev.end + travelIn * MINUTE : old.start);
    const endBy = Math.min(
      next ? next.start - travelMinutes(place, next.place, mode) * MINUTE : ctx.window.end,
      latestEnd(rules, place, start),
    );
    const visit = round5(Math.min(oldMinutes, place.visitMinutes * 1.5, (endBy - start) / MINUTE));
    if (visit < minVisit(place)) continue;
    const end = start + visit * MINUTE;
    const meal = mealOf(rules, place, start, stops.slice(0, index));
    if (meal !== old.meal) continue;
    const hours = checkVisit(scheduleOf(place), new Date(start), new Date(end));
    if (hours.verification === "closed") continue;
    const stop: Stop = {
      place,
      start,
      end,
      travelMinutes: travelIn,
      legMode: prev ? legMode(prev.place, place, mode) : mode,
      meal,
    };
    const after = stops.map((s, i) => (i === index ? stop : s));
    const now = refused(rules, after);
    if (now[index] || now.some((r, i) => r && !before[i])) continue;
    let score = c.base + scoreOf(rules, after, index, after.length - 1 - index);
    score -= (travelIn + (next ? travelMinutes(place, next.place, mode) : 0)) / 8;
    if (place.category === old.place.category) score += 1.5;
    // What the user wished for stays in the plan where it can.
    score += wished.filter((w) => meets(w, place)).length * 10;
    if (hours.verification === "unknown") score -= 2;
    if (!best || score > best.score) best = { score, stop };
  }
  if (!best) {
    throw new NoPlacesError("No other place fits this time slot. Try different parameters.", recentlySuggested);
  }
  return best.stop;
}
