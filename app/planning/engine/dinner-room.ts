// How many stops an occasion's evening has room for beside its dinner.
import { MINUTE } from "../time";
import { rulesFor } from "./rules";
import type { PlanningContext } from "./types";
import { dinnerIsOccasion, OCCASION_DINNER } from "./visit-length";

/**
 * An occasion's evening keeps room for its dinner: beside 105 minutes at table, a stop an hour, so a
 * three-hour first date is a drink and dinner (or dinner and a bar), not dinner and two 35-minute stops.
 */
export function roomBesideDinner(ctx: PlanningContext, stops: number): number {
  if (!dinnerIsOccasion(ctx.request) || !rulesFor(ctx).required.some((m) => m.meal === "dinner")) return stops;
  const minutes = (ctx.window.end - ctx.window.start) / MINUTE;
  return Math.max(1, Math.min(stops, 1 + Math.floor((minutes - OCCASION_DINNER) / 60)));
}
