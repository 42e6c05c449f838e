// Meals: at most one breakfast, lunch and dinner, each in its local window (dinner near the local hour);
// a restaurant only for a meal; never two meals in a row, nor dessert or afternoon tea right before one,
// nor coffee and cake straight after breakfast; 90 minutes between two meals (afternoon tea is one); a long
// morning starts with breakfast.
import type { Meal, Place } from "../../places/place";
import { openIntervals } from "../../hours";
import { HOUR, isWeekend, MINUTE, minuteOfDay, zonedInstant } from "../../time";
import { dinnerHourOf } from "../best-start";
import { dinnerIsOccasion } from "../visit-length";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";

/** A meal may begin from half an hour before its window until 45 minutes before the window closes. */
const EARLY = 30 * MINUTE;
const LAST_ORDERS = 45 * MINUTE;

/** At weekends and on holidays a brunch place serves its brunch, the day's lunch, from half past ten. */
const BRUNCH_EARLY = 90 * MINUTE;

function serves(ctx: RuleContext, meal: Meal, start: number, place?: Place): boolean {
  // Well before the dinner hour is no dinner time, unless the restaurant's kitchen closes too early for an
  // occasion's long dinner at the hour (a small town's): then the score holds it as near the hour as it can.
  if (meal === "dinner" && tooEarlyForDinner(ctx, start) && !(place && closesEarly(ctx, place))) return false;
  const early = meal === "lunch" && place && brunchDay(ctx, place) ? BRUNCH_EARLY : EARLY;
  return ctx.meals.some((m) => m.meal === meal && start >= m.start - early && start <= m.end - LAST_ORDERS);
}

function brunchDay(ctx: RuleContext, place: Place): boolean {
  return Boolean(place.tags?.includes("brunch")) && (isWeekend(ctx.window.date) || ctx.quietMorning);
}

/**
 * Dinner more than an hour before the local dinner hour, while the plan runs on past it: locals eat
 * later, so a wish (a jazz pub that serves food) or a free table at 17:30 does not make it dinner time.
 */
function tooEarlyForDinner(ctx: RuleContext, start: number): boolean {
  const { from, until } = earlyDinner(ctx);
  return start >= from && start < until;
}

const early = new WeakMap<RuleContext, { from: number; until: number }>();

/** From noon until an hour before the dinner hour on the plan's day, when the plan lasts past it (worked out once). */
function earlyDinner(ctx: RuleContext): { from: number; until: number } {
  let span = early.get(ctx);
  if (!span) {
    const { date, timeZone, end } = ctx.window;
    const dinnerAt = zonedInstant(date, dinnerHourOf(timeZone), 0, timeZone).getTime();
    const runsOn = end >= dinnerAt + HOUR;
    span = { from: zonedInstant(date, 12, 0, timeZone).getTime(), until: runsOn ? dinnerAt - HOUR : 0 };
    early.set(ctx, span);
  }
  return span;
}

/** An occasion's restaurant that can't seat a 90-minute dinner an hour before the dinner hour (or may not: map data). */
function closesEarly(ctx: RuleContext, place: Place): boolean {
  if (place.category !== "restaurant" || !dinnerIsOccasion(ctx.request)) return false;
  // Map data often has no hours or only a kind's usual ones: an early table beats no dinner at all.
  if (place.source !== "catalog" || !place.openingHours) return place.source !== "catalog";
  const from = earlyDinner(ctx).until;
  const until = from + 90 * MINUTE + LAST_ORDERS;
  const schedule = { hours: place.openingHours, country: place.country, timeZone: place.timeZone };
  return !openIntervals(schedule, new Date(from), new Date(until)).some((i) => i.start <= from && i.end >= until);
}

/**
 * The meal a visit starting at `start` is, after the visits `before` it: one the place serves at that
 * hour and the plan has not had yet. A restaurant keeps a meal it repeats (so the rule can refuse it);
 * a café or bar whose meal was already had is simply a café or bar.
 */
export function mealOf(ctx: RuleContext, place: Place, start: number, before: readonly Visit[]): Meal | null {
  let repeated: Meal | null = null;
  for (const meal of place.meals) {
    if (!serves(ctx, meal, start, place)) continue;
    if (!had(before, before.length, meal)) return meal;
    repeated ??= meal;
  }
  return place.category === "restaurant" ? repeated : null;
}

/**
 * How far a dinner sits from the local dinner hour, as a score penalty: half an hour either way is fine;
 * an occasion's dinner (anniversary, birthday, upscale…) is held to it more firmly than a casual one.
 */
function offDinnerHour(ctx: RuleContext, v: Visit): number {
  if (v.meal !== "dinner") return 0;
  const hour = minuteOfDay(v.start, ctx.window.timeZone) / 60;
  const off = Math.max(0, Math.abs(hour - dinnerHourOf(ctx.window.timeZone)) - 0.5);
  return off * (dinnerIsOccasion(ctx.request) ? 8 : 3);
}

/**
 * Whether one of the first `count` visits was `meal`. The rules run for every place at every position of
 * every construction: plain loops here, no slices or closures.
 */
function had(visits: readonly Visit[], count: number, meal: Meal): boolean {
  for (let j = 0; j < count; j++) if (visits[j].meal === meal) return true;
  return false;
}

const isMeal = (v: Visit) => v.meal !== null || v.place.category === "restaurant";
/** Dessert, afternoon tea, or an outing that is all ice cream (the Museum of Ice Cream). */
const isSweet = (p: Place) =>
  p.category === "dessert" || Boolean(p.tags?.includes("afternoon-tea") || p.tags?.includes("ice-cream"));
/** Somewhere people go to eat or drink coffee and cake: after breakfast, that is a second breakfast. */
const isFood = (p: Place) =>
  p.category === "cafe" ||
  p.category === "dessert" ||
  Boolean(p.tags?.some((t) => t === "bakery" || t === "ice-cream"));

/**
 * From half past two, an hour and a half after lunch began, a café or an ice-cream parlour that ends the
 * afternoon is Kaffee und Kuchen, not a second lunch (an afternoon with children where the town has nothing
 * but places to eat). Earlier in a plan, something else comes between.
 */
const CAKE_AFTER_LUNCH = 90 * MINUTE;
const CAKE_FROM = 14 * 60 + 30;
const coffeeAndCake = (ctx: RuleContext, lunch: Visit, v: Visit, remaining: number) =>
  remaining === 0 &&
  lunch.meal === "lunch" &&
  isFood(v.place) &&
  v.start - lunch.start >= CAKE_AFTER_LUNCH &&
  minuteOfDay(v.start, ctx.window.timeZone) >= CAKE_FROM;

/**
 * A place serving the daytime meal just had, straight after it: a brunch café, a beer hall or a food market
 * after lunch, an espresso bar serving breakfast after breakfast (a Christmas market is for mulled wine).
 */
function secondHelping(ctx: RuleContext, before: Visit, v: Visit, remaining: number): boolean {
  const place = v.place;
  if (before.meal !== "breakfast" && before.meal !== "lunch") return false;
  if (coffeeAndCake(ctx, before, v, remaining)) return false;
  const eatery =
    isFood(place) || place.category === "bar" || place.category === "market" || place.tags?.includes("beer-hall");
  return Boolean(eatery) && place.meals.includes(before.meal) && !place.tags?.includes("christmas-market");
}

/** Afternoon tea is a meal of its own (sandwiches, scones, cakes), not a café stop. */
const isTea = (p: Place) => p.category !== "restaurant" && Boolean(p.tags?.includes("afternoon-tea"));
/** Between two meals (afternoon tea is one), either way round: a walk or a museum, not a coffee's length. */
const MEAL_GAP = 90 * MINUTE;

/** The meal before `visits[i]` it comes too soon after: a Weißwurst breakfast, then veal knuckle at 11:40. */
function tooSoonAfter(visits: readonly Visit[], i: number): Visit | undefined {
  const v = visits[i];
  const meal = v.meal !== null || isTea(v.place);
  if (!meal) return undefined;
  for (let j = 0; j < i; j++) {
    const w = visits[j];
    if ((w.meal !== null || isTea(w.place)) && v.start - w.end < MEAL_GAP) return w;
  }
  return undefined;
}

/** A sit-down lunch is an hour: the usual half hour kept for each stop to come is not enough for it. */
const LUNCH_ROOM = 30;

/** A restaurant's lunch under an hour, as a score penalty: where the stop before can give way, it does. */
const rushedLunch = (v: Visit) =>
  v.meal === "lunch" && v.place.category === "restaurant" ? Math.max(0, 60 - (v.end - v.start) / MINUTE) / 4 : 0;

/**
 * Minutes beyond the usual half hour a stop keeps free for a lunch still to come, so that the stop before
 * a plan's last-stop lunch gives way (90 minutes in the Residenz, then an hour in the Ratskeller).
 */
export function lunchRoom(ctx: RuleContext, visits: readonly Visit[], remaining: number): number {
  if (remaining === 0 || visits.length === 0 || had(visits, visits.length, "lunch")) return 0;
  return ctx.required.some((m) => m.meal === "lunch") ? LUNCH_ROOM : 0;
}

/** A morning of three hours or more that can still have breakfast: it starts with one. */
export function startsWithBreakfast(ctx: RuleContext): boolean {
  if (ctx.request.timeSlot !== "morning" || ctx.request.duration < 3) return false;
  return ctx.required.some((m) => m.meal === "breakfast" && ctx.window.start <= m.end - LAST_ORDERS);
}

export const meals: Rule = {
  name: "meals",
  veto(ctx, visits, i, remaining) {
    const v = visits[i];
    const name = v.place.name;
    if (v.place.category === "restaurant" && !v.meal) return `${name} is a restaurant outside meal times`;
    if (v.meal && !serves(ctx, v.meal, v.start, v.place)) return `${name} serves ${v.meal} outside its hours`;
    if (v.meal && had(visits, i, v.meal)) return `${name} is a second ${v.meal}`;
    const before = visits[i - 1];
    if (before && isMeal(v) && isMeal(before)) return `${name} is a meal right after another`;
    if (before && isMeal(v) && isSweet(before.place)) return `${name} is a meal right after ${before.place.name}`;
    if (before && before.meal === "breakfast" && isFood(v.place)) return `${name} is food right after breakfast`;
    if (before && !before.meal && isFood(before.place) && isFood(v.place)) return `${name} is cake right after cake`;
    if (before && v.meal === "dinner" && isFood(before.place))
      return `${name} is dinner right after ${before.place.name}`;
    if (before && before.meal === "lunch" && isSweet(v.place) && !coffeeAndCake(ctx, before, v, remaining))
      return `${name} is dessert right after lunch`;
    // A brunch café after lunch is a second lunch, whatever it is called; so is a beer hall or a food
    // market serving lunch, and an espresso bar serving breakfast after breakfast.
    if (before && secondHelping(ctx, before, v, remaining))
      return `${name} is a second ${before.meal} right after ${before.place.name}`;
    const early = tooSoonAfter(visits, i);
    if (early) return `${name} is too soon after ${early.place.name}, a meal of its own`;
    return null;
  },
  score(ctx, visits, i, remaining) {
    const v = visits[i];
    let s = 0;
    // A long morning begins at a café or bakery serving breakfast (where none is open, all starts are equal).
    if (i === 0 && startsWithBreakfast(ctx)) s += v.meal === "breakfast" ? 6 : -6;
    for (const m of ctx.required) {
      if (had(visits, i, m.meal)) continue;
      if (v.meal === m.meal) s += (v.place.category === "restaurant" ? 7 : 4) - offDinnerHour(ctx, v) - rushedLunch(v);
      // A required meal whose last orders pass during this visit is being skipped.
      else if (v.end > m.end - LAST_ORDERS && v.start < m.end) s -= 12;
      // The last stop of a plan that has not had it: the meal is missed (as judged), whatever the hour.
      else if (remaining === 0) s -= 8;
    }
    return s;
  },
  judge(ctx, visits) {
    return -8 * ctx.required.filter((m) => !visits.some((v) => v.meal === m.meal)).length;
  },
  violations: (ctx, plan) => vetoes(meals, ctx, plan.visits),
};
