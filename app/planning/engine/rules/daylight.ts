// Daylight: outdoor places (parks, gardens, open viewpoints, markets) only between sunrise and sunset
// plus civil twilight on the plan's day, where it is; a place lit and lively at night says `after-dark`.
// A viewpoint is best at sunset, a Christmas market once it is lit.
import type { LatLng, Place } from "../../places/place";
import { sunriseSunset } from "../../sun";
import { addDays, MINUTE, zonedInstant } from "../../time";
import type { PlanWindow } from "../window";
import { watchesFireworks } from "./new-year";
import { vetoes, type Rule, type RuleContext, type Span, type Visit } from "./types";

/** After sunset there is light enough outdoors for about this long. */
export const TWILIGHT_MINUTES = 20;
const DAY = 24 * 60 * MINUTE;

/** Light spans on the plan's day and the days either side (a late night may reach the next sunrise). */
export function daylightSpans(window: PlanWindow, at: LatLng): Span[] {
  const out: Span[] = [];
  for (const offset of [-1, 0, 1]) {
    const date = addDays(window.date, offset);
    const sun = sunriseSunset(date, { lat: at.lat, lng: at.lng, timeZone: window.timeZone });
    if (typeof sun === "object") {
      out.push({ start: sun.sunrise, end: sun.sunset + TWILIGHT_MINUTES * MINUTE });
    } else if (sun === "up") {
      // Midnight sun: light all day. (Polar night adds no span.)
      const noon = zonedInstant(date, 12, 0, window.timeZone).getTime();
      out.push({ start: noon - DAY / 2, end: noon + DAY / 2 });
    }
  }
  return out;
}

export function needsDaylight(place: Place): boolean {
  return place.setting === "outdoor" && !place.tags?.includes("after-dark");
}

export function inDaylight(ctx: RuleContext, start: number, end: number): boolean {
  return ctx.light.some((s) => s.start <= start && end <= s.end);
}

/** When it gets too dark for outdoor places on the plan's day, or null when it does not. */
export function darkFrom(ctx: RuleContext): number | null {
  const day = ctx.light.find((s) => s.end > ctx.window.start);
  return day ? day.end : null;
}

const isChristmasMarket = (place: Place) => Boolean(place.tags?.includes("christmas-market"));

/** Sunset on the plan's day, or null where the sun does not set. */
function sunsetOf(ctx: RuleContext): number | null {
  const dark = darkFrom(ctx);
  return dark === null ? null : dark - TWILIGHT_MINUTES * MINUTE;
}

/** A Christmas market is at its best lit up: liked when the visit runs into dusk. */
function litUp(ctx: RuleContext, v: Visit): number {
  const sunset = sunsetOf(ctx);
  return sunset !== null && v.end > sunset ? 3 : 0;
}

/**
 * A Christmas market over well before dusk in a plan that runs until dark: the same market lit up
 * later in the plan is what locals go for.
 */
function tooEarlyForMarket(ctx: RuleContext, v: Visit): boolean {
  if (!isChristmasMarket(v.place)) return false;
  const sunset = sunsetOf(ctx);
  if (sunset === null || ctx.window.end < sunset) return false;
  return v.end < sunset - 45 * MINUTE;
}

export const daylight: Rule = {
  name: "daylight",
  veto(ctx, visits, i) {
    const v = visits[i];
    if (tooEarlyForMarket(ctx, v)) return `${v.place.name} is at its best once lit, later in the plan`;
    if (!needsDaylight(v.place) || inDaylight(ctx, v.start, v.end)) return null;
    // New Year's Eve lights the sky: an open view at midnight is where the fireworks are watched.
    if (watchesFireworks(ctx, v.place, v.start)) return null;
    return `${v.place.name} is outdoors in the dark`;
  },
  until(ctx, place, start) {
    if (!needsDaylight(place) || watchesFireworks(ctx, place, start)) return null;
    return ctx.light.find((s) => s.start <= start && start < s.end)?.end ?? start;
  },
  score(ctx, visits, i) {
    const v = visits[i];
    if (isChristmasMarket(v.place)) return litUp(ctx, v);
    // A viewpoint out in the open is at its best as the sun goes down.
    if (v.place.category !== "viewpoint" || !needsDaylight(v.place)) return 0;
    const sunset = ctx.light.find((s) => s.end >= v.end)?.end;
    return sunset !== undefined && sunset - TWILIGHT_MINUTES * MINUTE - v.end < 45 * MINUTE ? 2 : 0;
  },
  violations: (ctx, plan) => vetoes(daylight, ctx, plan.visits),
};
