// A night out: a fun or adventurous Friday or Saturday evening (or New Year's Eve), or any late night then, ends at a bar, a
// club or live music, and a club gets its after-midnight hours. Never with children. Live music waits
// for the band, and nobody leaves as it gets going.
import type { Place, PlaceTag } from "../../places/place";
import type { PlanRequest } from "../../request";
import { HOUR } from "../../time";
import { localHour, type PlanWindow } from "../window";
import { endsAtTheFireworks } from "./new-year";
import type { Rule, RuleContext, Visit } from "./types";

const NIGHTLIFE = new Set(["bar", "club", "live_music"]);
const NIGHTLIFE_TAGS: readonly PlaceTag[] = ["live-music", "jazz", "dancing"];
/** Places people go late, whatever the plan. */
const LATE = new Set(["bar", "club", "live_music", "cinema", "theatre"]);

export function isNightlife(place: Place): boolean {
  return NIGHTLIFE.has(place.category) || NIGHTLIFE_TAGS.some((t) => place.tags?.includes(t));
}

/** Does this request ask for a night out? */
export function nightOut(request: PlanRequest, window: PlanWindow): boolean {
  if (request.withKids) return false;
  if (request.timeSlot !== "evening" && request.timeSlot !== "late_night") return false;
  if (request.timeSlot === "evening" && request.vibe !== "fun" && request.vibe !== "adventure") return false;
  // New Year's Eve is a Saturday night whatever the weekday.
  if (window.date.endsWith("-12-31")) return true;
  const weekday = new Date(`${window.date}T12:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
}

export const NIGHT_NOTICE = "night-unavailable";

/**
 * Bands and concerts play from about eight: live music at teatime, while the plan goes on for three
 * hours or more, is an empty room. (A short plan, or an afternoon jazz brunch near its end, may go.)
 */
function beforeTheBand(ctx: RuleContext, v: Visit): boolean {
  if (v.place.category !== "live_music") return false;
  const hour = localHour(v.start, ctx.window.timeZone);
  return hour >= 15 && hour < 19 && ctx.window.end - v.start >= 3 * HOUR;
}

/**
 * The band is still playing at 22:00: live music left in the evening before then, for a bar or anywhere
 * else, is left just as it gets going. (A plan that ends there ends; an afternoon set may be left.)
 */
function leftMidSet(ctx: RuleContext, v: Visit): boolean {
  if (v.place.category !== "live_music" || v.end >= ctx.window.end) return false;
  const hour = localHour(v.end, ctx.window.timeZone);
  return hour >= 19 && hour < 22;
}

/**
 * A bar before noon is a Frühschoppen at the regulars' table, not an outing's stop: a sports bar at 10:45
 * on a quiet morning. One that serves the meal (a café-bar's breakfast) or coffee is a café then, and a
 * wine bar from eleven is a tasting (a winery's on the Mosel).
 */
function morningBar(ctx: RuleContext, v: Visit): boolean {
  if (v.place.category !== "bar" || v.meal !== null) return false;
  if (v.place.tags?.some((t) => t === "coffee" || t === "brunch" || t === "beer-garden")) return false;
  const hour = localHour(v.start, ctx.window.timeZone);
  return hour >= 5 && hour < (v.place.tags?.includes("wine") ? 11 : 12);
}

export const night: Rule = {
  name: "night",
  veto(ctx, visits, i, remaining) {
    if (beforeTheBand(ctx, visits[i])) return `${visits[i].place.name} before the music starts`;
    if (morningBar(ctx, visits[i])) return `${visits[i].place.name} is a bar before noon`;
    if (remaining > 0 && leftMidSet(ctx, visits[i])) return `${visits[i].place.name} is left as the band gets going`;
    if (!ctx.night || ctx.relaxed.has("night") || remaining > 0 || isNightlife(visits[i].place)) return null;
    if (endsAtTheFireworks(ctx, visits[i])) return null;
    return `a night out ends at ${visits[i].place.name}, not at a bar, club or live music`;
  },
  score(ctx, visits, i, remaining) {
    const v = visits[i];
    const hour = localHour(v.start, ctx.window.timeZone);
    const late = hour >= 21 || hour < 5;
    let s = 0;
    if (LATE.has(v.place.category) && late) s += 2;
    // Wine before noon is a tasting, still second best to a morning's coffee or a walk.
    if (v.place.category === "bar" && hour >= 5 && hour < 12) s -= 2;
    if (LATE.has(v.place.category) && i === 0 && remaining > 0) s -= 1; // warm up before the bar
    if (!ctx.night) return s;
    // A night out peaks at a club once clubs open, and keeps going rather than strolling squares at midnight.
    if (v.place.category === "club" && (hour >= 23 || hour < 5)) s += 5;
    if (remaining === 0 && isNightlife(v.place)) s += 3;
    if ((hour >= 22 || hour < 5) && !LATE.has(v.place.category)) s -= 2;
    return s;
  },
  violations(ctx, plan) {
    const last = plan.visits.at(-1);
    if (!ctx.night || !last || isNightlife(last.place) || endsAtTheFireworks(ctx, last)) return [];
    if (plan.notices.some((n) => n.kind === NIGHT_NOTICE)) return [];
    return [`a night out ends at ${last.place.name}, not at a bar, club or live music, and the plan does not say why`];
  },
};
