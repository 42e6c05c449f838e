// Could any place meet a wish in this plan's window? A place that meets it, admitted by every rule, open
// long enough at some quarter hour when no rule refuses a visit (a restaurant at meal time, a park in
// daylight). When none could, the reason the plan gives.
import { checkVisit, openIntervals, scheduleOf } from "../../hours";
import type { Place } from "../../places/place";
import { HOUR, localDate, MINUTE } from "../../time";
import { minVisit } from "../visit-length";
import { budget } from "./budget";
import { darkFrom, inDaylight, needsDaylight } from "./daylight";
import { vetoOf } from "./index";
import { kids } from "./kids";
import { mealOf } from "./meals";
import type { RuleContext } from "./types";
import type { Wish } from "./wish-parse";
import { atBestHour, centreVisit, mayBeCentre, meets, refusedBy } from "./wishes";

export type WishGap = "none" | "kids" | "budget" | "closed" | "later" | "dark" | "meals";
/** `gap` null: a place could meet the wish. `at`: when it gets dark, or when the first place opens. */
export type Availability = { gap: WishGap | null; at?: number };

const STEP = 15 * MINUTE;

function openSpans(ctx: RuleContext, p: Place) {
  const { start, end } = ctx.window;
  if (!p.openingHours) return [{ start, end, unknown: true }];
  const schedule = { hours: p.openingHours, country: p.country, timeZone: p.timeZone };
  return openIntervals(schedule, new Date(start), new Date(end + 12 * HOUR));
}

export function availability(ctx: RuleContext, wish: Wish, places: readonly Place[]): Availability {
  const matching = places.filter((p) => meets(wish, p) && !refusedBy(ctx, p));
  if (!matching.length) return { gap: "none" };
  const welcoming = matching.filter((p) => kids.admits!(ctx, p));
  if (!welcoming.length) return { gap: "kids" };
  const affordable = welcoming.filter((p) => budget.admits!(ctx, p));
  if (!affordable.length) return { gap: "budget" };
  const { start, end, timeZone } = ctx.window;
  // "Opens only at …" names a later hour of the plan's own day; an opening after midnight (a bar's
  // small hours on the day after Christmas) is no answer to a morning's wish: the place is closed.
  const day = localDate(new Date(start), timeZone);
  const sameDay = (at: number) => at < end || localDate(new Date(at), timeZone) === day;
  let opens: number | undefined;
  let dark = false;
  let notServing = false;
  for (const p of affordable) {
    // A wished centre (a Heuriger) counts only if it can have its time.
    const length = (mayBeCentre(p) ? Math.max(minVisit(p), centreVisit(p)) : minVisit(p)) * MINUTE;
    for (const i of openSpans(ctx, p)) {
      const from = Math.max(i.start, start);
      const to = Math.min(i.end, end);
      if (to - from < length) {
        if (i.start >= start && (opens === undefined || i.start < opens) && sameDay(i.start)) opens = i.start;
        continue;
      }
      for (let s = from; s + length <= to; s += STEP) {
        const visit = { place: p, start: s, end: s + length, meal: mealOf(ctx, p, s, []) };
        // A dish is the plan's meal when the plan has one.
        const asMeal = !wish.intent.food || visit.meal !== null || !ctx.required.length;
        if (wish.intent.strict && !atBestHour(ctx, wish, s)) {
          notServing = true;
          continue;
        }
        // One more stop may follow (a night out's last-stop rule does not apply), or none (live music
        // in the evening is stayed at to the end).
        if (asMeal && (!vetoOf(ctx, [visit], 0, 1) || !vetoOf(ctx, [visit], 0, 0))) {
          if (!p.seatingHours) return { gap: null };
          if (checkVisit(scheduleOf(p), new Date(s), new Date(s + length)).verification !== "closed") {
            return { gap: null };
          }
        } else if (needsDaylight(p) && !inDaylight(ctx, s, s + length)) dark = true;
        else notServing = true;
      }
    }
  }
  const darkAt = darkFrom(ctx);
  if (dark && darkAt !== null) return { gap: "dark", at: darkAt };
  if (notServing) return { gap: "meals" };
  return opens !== undefined ? { gap: "later", at: opens } : { gap: "closed" };
}
