// Swapping one stop: a fitting alternative in the same time window, open for the whole visit, reachable
// from the stop before and in time for the stop after, not used in the plan or its swap history.
import { checkVisit } from "../hours";
import { BUDGET_BANDS } from "../request";
import { MINUTE } from "../time";
import { legMode, travelMinutes } from "../travel";
import { NoPlacesError, prepareCandidates, type PlanningContext, type Stop } from "./compose";

const round5 = (minutes: number) => Math.floor(minutes / 5) * 5;

/**
 * The replacement for `stops[index]`. `ctx.exclude` must hold every place of the plan and of its swap
 * history; `recentlySuggested` names them for the "No More Places Available" dialog.
 */
export function swapStop(ctx: PlanningContext, stops: Stop[], index: number, recentlySuggested: string[]): Stop {
  const old = stops[index];
  const prev = stops[index - 1];
  const next = stops[index + 1];
  const mode = ctx.request.transportation;
  const band = BUDGET_BANDS[ctx.request.budget];
  const spentElsewhere = stops.reduce((s, x, i) => (i === index ? s : s + x.place.spend), 0);
  const oldMinutes = (old.end - old.start) / MINUTE;

  let best: { stop: Stop; score: number } | null = null;
  for (const c of prepareCandidates(ctx)) {
    const place = c.place;
    if (band.max !== null && spentElsewhere + place.spend > band.max) continue;
    if (old.meal && !place.meals.includes(old.meal)) continue;
    if (!old.meal && place.category === "restaurant") continue;
    const travelIn = prev ? travelMinutes(prev.place, place, mode) : 0;
    const start = Math.max(old.start, prev ? prev.end + travelIn * MINUTE : old.start);
    const latestEnd = next ? next.start - travelMinutes(place, next.place, mode) * MINUTE : ctx.window.end;
    const visit = round5(Math.min(oldMinutes, place.visitMinutes * 1.5, (latestEnd - start) / MINUTE));
    if (visit < Math.max(30, round5(place.visitMinutes * 0.6))) continue;
    const end = start + visit * MINUTE;
    const hours = checkVisit(
      { hours: place.openingHours, country: place.country, timeZone: place.timeZone },
      new Date(start),
      new Date(end),
    );
    if (hours.verification === "closed") continue;
    let score = c.base - (travelIn + (next ? travelMinutes(place, next.place, mode) : 0)) / 8;
    if (place.category === old.place.category) score += 1.5;
    if (hours.verification === "unknown") score -= 2;
    if (!best || score > best.score) {
      best = {
        score,
        stop: {
          place,
          start,
          end,
          travelMinutes: travelIn,
          legMode: prev ? legMode(prev.place, place, mode) : mode,
          meal: old.meal,
        },
      };
    }
  }
  if (!best) {
    throw new NoPlacesError("No other place fits this time slot. Try different parameters.", recentlySuggested);
  }
  return best.stop;
}
