// New Year's Eve: a plan that runs across midnight into 1 January sees the new year in at a good place —
// a viewpoint, a bar, club or live music, somewhere with a view or lit at night — and nobody is on the
// road between 23:30 and 00:30, when trains are packed, taxis gone and the streets full of fireworks.
// An open-air view then is where the fireworks are watched: lit, worth the cold for that hour, and for
// a romantic night the place to be.
import type { Place } from "../../places/place";
import { addDays, MINUTE, zonedInstant } from "../../time";
import { travelMinutes } from "../../travel";
import type { PlanWindow } from "../window";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";

/** Half an hour either side of midnight: no leg begins, ends or runs in it. */
const AROUND = 30 * MINUTE;
/** The last leg before midnight, and the first after it, are a walk or a short ride: nobody crosses town. */
const SHORT_LEG_MIN = 20;
const GOOD_CATEGORIES: ReadonlySet<string> = new Set(["viewpoint", "bar", "club", "live_music"]);

/** The instant the new year begins where the plan is, when the plan's window runs across it; else null. */
export function newYearOf(window: PlanWindow): number | null {
  if (!window.date.endsWith("-12-31")) return null;
  const midnight = zonedInstant(addDays(window.date, 1), 0, 0, window.timeZone).getTime();
  return window.start < midnight && window.end > midnight ? midnight : null;
}

/** A place worth being at when the year turns. */
export function seesNewYearIn(place: Place): boolean {
  return GOOD_CATEGORIES.has(place.category) || Boolean(place.tags?.some((t) => t === "view" || t === "after-dark"));
}

/** The visit that holds midnight, if any. */
export function midnightVisit<V extends Visit>(visits: readonly V[], midnight: number): V | undefined {
  return visits.find((v) => v.start <= midnight && v.end > midnight);
}

/** The fireworks hour at an open-air view: arrived between an hour and half an hour before midnight. */
export function watchesFireworks(ctx: RuleContext, place: Place, start: number): boolean {
  if (ctx.newYear === null || place.setting !== "outdoor") return false;
  if (place.category !== "viewpoint" && !place.tags?.includes("view")) return false;
  return start >= ctx.newYear - 2 * AROUND && start <= ctx.newYear - AROUND;
}

/**
 * How long a visit of `visit` minutes from `start` lasts on New Year's Eve: one at a good place that
 * would end in the hour around midnight stays until half past twelve (nobody leaves as the year turns),
 * when `latest` (minutes) allows.
 */
export function midnightStay(ctx: RuleContext, place: Place, start: number, visit: number, latest: number): number {
  if (ctx.newYear === null || !seesNewYearIn(place) || start > ctx.newYear - AROUND) return visit;
  const end = start + visit * MINUTE;
  if (!nearMidnight(ctx, end, end)) return visit;
  const stay = Math.ceil((ctx.newYear + AROUND - start) / (5 * MINUTE)) * 5;
  return stay <= latest ? stay : visit;
}

/** A place open on New Year's Eve alone is that night's own party (Vienna's Silvesterpfad): the place for midnight. */
const nightOfItsOwn = (place: Place) => /^Dec 31 [^;]*$/.test(place.openingHours ?? "");

/** A night for two: a romantic vibe or an occasion. */
export const romanticNight = (ctx: RuleContext) =>
  ctx.request.vibe === "romantic" || ctx.request.specialOccasions.length > 0;

/**
 * A romantic New Year's Eve may end where it watched the fireworks, at half past twelve: the couple
 * walk home from the Lindenhof rather than ride on to a bar.
 */
export function endsAtTheFireworks(ctx: RuleContext, v: Visit): boolean {
  return romanticNight(ctx) && watchesFireworks(ctx, v.place, v.start) && v.end > ctx.newYear!;
}

/** A romantic night sees the year in watching the fireworks, not on a dance floor. */
function romanticMidnight(ctx: RuleContext, v: Visit): number {
  if (!romanticNight(ctx)) return 0;
  // Fireworks are let off over the water: a bridge or a shore sees them best.
  if (watchesFireworks(ctx, v.place, v.start)) return v.place.tags?.includes("waterside") ? 8 : 6;
  return v.place.category === "club" || v.place.tags?.includes("dancing") ? -4 : 0;
}

const nearMidnight = (ctx: RuleContext, from: number, to: number) =>
  ctx.newYear !== null && from < ctx.newYear + AROUND && to > ctx.newYear - AROUND;

const farFrom = (ctx: RuleContext, from: Place, to: Place) =>
  travelMinutes(from, to, ctx.request.transportation) > SHORT_LEG_MIN;

export const newYear: Rule = {
  name: "new-year",
  veto(ctx, visits, i) {
    if (ctx.newYear === null || ctx.relaxed.has("new-year")) return null;
    const v = visits[i];
    const before = visits[i - 1];
    if (before && nearMidnight(ctx, before.end, v.start)) return `the way to ${v.place.name} crosses midnight`;
    // Leaving any place around midnight is a leg at midnight, whatever follows.
    if (nearMidnight(ctx, v.end, v.end)) return `${v.place.name} is left at midnight`;
    const holdsMidnight = v.start <= ctx.newYear && v.end > ctx.newYear;
    if (holdsMidnight && !seesNewYearIn(v.place)) return `${v.place.name} is no place to see the new year in`;
    // The place for midnight is near the one before it, and the night after it goes on nearby.
    const heldBefore = before !== undefined && before.start <= ctx.newYear && before.end > ctx.newYear;
    if (before && (holdsMidnight || heldBefore) && farFrom(ctx, before.place, v.place)) {
      return `${v.place.name} is a long ride ${holdsMidnight ? "to midnight" : "after midnight"}`;
    }
    return null;
  },
  score(ctx, visits, i) {
    if (ctx.newYear === null) return 0;
    const v = visits[i];
    if (v.start > ctx.newYear || v.end <= ctx.newYear || !seesNewYearIn(v.place)) return 0;
    return 6 + romanticMidnight(ctx, v) + (nightOfItsOwn(v.place) ? 10 : 0);
  },
  judge(ctx, visits) {
    return ctx.newYear !== null && !midnightVisit(visits, ctx.newYear) ? -10 : 0;
  },
  violations: (ctx, plan) => vetoes(newYear, ctx, plan.visits),
};
