// The cold months: from November to March (May to September south of the equator) nobody lingers out of
// doors. A square, a courtyard or a playground is a short stop then, and a terrace is no reason to stay;
// a view or nature is worth its own visit by day and three quarters of an hour at most after dark. A Christmas market, a food
// market or a boat trip keeps its time: there is something to do.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { minVisit } from "../visit-length";
import { inDaylight } from "./daylight";
import { watchesFireworks } from "./new-year";
import { vetoes, type Rule, type RuleContext } from "./types";

/** Kinds of place that are simply out of doors, with nothing to do there but look and walk. */
const OPEN_AIR: ReadonlySet<string> = new Set(["landmark", "viewpoint", "park", "garden"]);

/** What keeps a couple out in the cold by day: a view to take in, nature to walk in. */
const WORTH_THE_COLD: ReadonlySet<string> = new Set(["view", "nature"]);

/** What makes an outdoor place a stop with something to do, whatever the weather. */
const SOMETHING_TO_DO: ReadonlySet<string> = new Set(["christmas-market", "food-market", "boat-trip"]);

const NORTH_WINTER = [11, 12, 1, 2, 3];
const SOUTH_WINTER = [5, 6, 7, 8, 9];
/** A view after dark in the cold: long enough to take it in, short enough to stay warm. */
const DARK_VIEW_MINUTES = 45;

export function coldSeason(ctx: Pick<RuleContext, "window" | "origin">): boolean {
  const month = Number(ctx.window.date.slice(5, 7));
  return (ctx.origin.lat < 0 ? SOUTH_WINTER : NORTH_WINTER).includes(month);
}

/** The longest a visit to `place` beginning at `start` lasts in the cold (minutes), or null: no limit. */
export function coldLimit(ctx: RuleContext, place: Place, start: number): number | null {
  if (place.setting !== "outdoor" || !OPEN_AIR.has(place.category) || !coldSeason(ctx)) return null;
  if (place.tags?.some((t) => SOMETHING_TO_DO.has(t)) || watchesFireworks(ctx, place, start)) return null;
  const shortest = minVisit(place);
  if (!place.tags?.some((t) => WORTH_THE_COLD.has(t))) return shortest;
  return Math.max(
    shortest,
    inDaylight(ctx, start, start) ? place.visitMinutes : Math.min(place.visitMinutes, DARK_VIEW_MINUTES),
  );
}

export const cold: Rule = {
  name: "cold",
  veto(ctx, visits, i) {
    const v = visits[i];
    const limit = coldLimit(ctx, v.place, v.start);
    if (limit === null || v.end - v.start <= limit * MINUTE) return null;
    return `${v.place.name} is out in the cold: a short stop, not a long one`;
  },
  until(ctx, place, start) {
    const limit = coldLimit(ctx, place, start);
    return limit === null ? null : start + limit * MINUTE;
  },
  violations: (ctx, plan) => vetoes(cold, ctx, plan.visits),
};
