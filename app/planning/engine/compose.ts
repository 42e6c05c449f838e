// Chooses, orders and schedules real places into a plan. Pure and deterministic for a given seed:
// several seeded greedy constructions, each scheduled against opening hours and travel time, then the
// best one is re-ordered with 2-opt and stretched to fill the window.
import { openIntervals, type OpenInterval } from "../hours";
import type { LatLng, Meal, Place } from "../places/place";
import { BUDGET_BANDS, type PlanRequest, type Transport } from "../request";
import { MINUTE } from "../time";
import { distanceKm, legMode, travelMinutes } from "../travel";
import { seededRandom } from "./random";
import { localHour, mealWindows, type MealWindow, type PlanWindow } from "./window";

export type Stop = {
  place: Place;
  start: number;
  end: number;
  /** Minutes from the previous stop (or from the start location for the first). */
  travelMinutes: number;
  legMode: Transport;
  meal: Meal | null;
};

export type PlanningContext = {
  request: PlanRequest;
  origin: LatLng;
  window: PlanWindow;
  candidates: readonly Place[];
  seed: number;
  /** Places never to use (already in the plan, swapped out before). */
  exclude?: ReadonlySet<string>;
  /** Places to avoid where another fits (the previous plan, when regenerating). */
  avoid?: ReadonlySet<string>;
};

export type Candidate = {
  place: Place;
  base: number;
  intervals: readonly OpenInterval[];
};

/** A place and how many minutes to stay: what `schedule()` turns into timed stops. */
export type Slot = { candidate: Candidate; visit: number };

export class NoPlacesError extends Error {
  readonly code = "no-places-available";
  constructor(
    message: string,
    readonly recentlySuggested: string[] = [],
  ) {
    super(message);
  }
}

const MIN_VISIT = 30;
const RESTARTS = 6;
/** What a plan aims to spend per person in each band, when the band allows it. */
const BUDGET_TARGET = { budget_friendly: 30, moderate: 75, upscale: 150, luxury: 280 } as const;
const LATE_CATEGORIES = new Set(["bar", "club", "live_music", "cinema", "theatre"]);
/** Outdoor places that are no fun in the dark, and from which hour (local) they are avoided. */
const DAYTIME_UNTIL: Partial<Record<string, number>> = {
  park: 20,
  garden: 20,
  market: 19,
  landmark: 23,
  viewpoint: 24,
};
const ADULT_ONLY = new Set(["bar", "club"]);

const round5 = (minutes: number) => Math.floor(minutes / 5) * 5;

function matchesRequest(place: Place, text: string): boolean {
  if (!text) return false;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  const haystack = [
    place.name,
    place.category,
    place.description?.en,
    place.description?.de,
    place.tip?.en,
    place.tip?.de,
  ]
    .join(" ")
    .toLowerCase();
  return words.some((w) => haystack.includes(w));
}

/** Scores what does not depend on order or time: vibe, preferences, occasions, budget level, request. */
export function prepareCandidates(ctx: PlanningContext): Candidate[] {
  const { request, window } = ctx;
  const band = BUDGET_BANDS[request.budget];
  const onlySetting = request.preferences.length === 1 ? request.preferences[0] : null;
  const occasions = request.specialOccasions.map((o) => (o === "valentines" ? "anniversary" : o));
  const targetLevel = { budget_friendly: 1, moderate: 2, upscale: 3, luxury: 4 }[request.budget];
  const out: Candidate[] = [];
  for (const place of ctx.candidates) {
    if (ctx.exclude?.has(place.sourceId)) continue;
    if (request.withKids && (!place.kids || ADULT_ONLY.has(place.category))) continue;
    if (band.max !== null && place.spend > band.max) continue;
    const intervals = place.openingHours
      ? openIntervals(
          { hours: place.openingHours, country: place.country, timeZone: place.timeZone },
          new Date(window.start),
          new Date(window.end),
        )
      : [{ start: window.start, end: window.end, unknown: true }];
    if (!intervals.length) continue;
    let base = 0;
    base += place.vibes.includes(request.vibe) ? 3 : -1;
    if (onlySetting) base += place.setting === onlySetting ? 2 : -3;
    base += occasions.filter((o) => place.occasions.includes(o)).length * 1.5;
    if (place.priceLevel > 0) base -= Math.abs(place.priceLevel - targetLevel) * 0.75;
    if (matchesRequest(place, request.specialRequests)) base += 5;
    if (!place.openingHours) base -= 2;
    if (ctx.avoid?.has(place.sourceId)) base -= 6;
    out.push({ place, base, intervals });
  }
  return out;
}

function openUntil(c: Candidate, at: number): { until: number; unknown: boolean } | null {
  const i = c.intervals.find((x) => x.start <= at && x.end > at);
  return i ? { until: i.end, unknown: i.unknown } : null;
}

function mealAt(meals: MealWindow[], place: Place, at: number): Meal | null {
  return (
    meals.find((m) => place.meals.includes(m.meal) && at >= m.start - 30 * MINUTE && at <= m.end - 45 * MINUTE)?.meal ??
    null
  );
}

function minVisit(place: Place): number {
  return Math.max(MIN_VISIT, round5(place.visitMinutes * 0.6));
}
function maxVisit(place: Place): number {
  return round5(place.visitMinutes * 1.5);
}

/** Schedules a sequence; null when any visit would be closed, too short, or outside the window. */
export function schedule(ctx: PlanningContext, slots: Slot[], allMeals: MealWindow[]): Stop[] | null {
  const mode = ctx.request.transportation;
  let t = ctx.window.start;
  let pos: LatLng = ctx.origin;
  const stops: Stop[] = [];
  for (const [index, { candidate, visit }] of slots.entries()) {
    const place = candidate.place;
    // The plan begins at its first place ("meet at …"); legs connect the places after it.
    const travel = index === 0 ? 0 : travelMinutes(pos, place, mode);
    const start = t + travel * MINUTE;
    const end = start + visit * MINUTE;
    if (visit < minVisit(place) || end > ctx.window.end) return null;
    const open = openUntil(candidate, start);
    if (!open || open.until < end) return null;
    const meal = mealAt(allMeals, place, start);
    if (place.category === "restaurant" && !meal) return null;
    stops.push({
      place,
      start,
      end,
      travelMinutes: travel,
      legMode: index === 0 ? mode : legMode(pos, place, mode),
      meal,
    });
    t = end;
    pos = place;
  }
  return stops;
}

/**
 * Appends a place chosen elsewhere (a language model's pick) to a plan built stop by stop: sizes the
 * visit the way `construct` does, leaving room for `remaining` more stops, and lets `schedule()` decide.
 * Null when the place cannot follow the plan so far (closed, no meal time for a restaurant, past the window).
 */
export function appendStop(
  ctx: PlanningContext,
  slots: Slot[],
  candidate: Candidate,
  remaining: number,
  meals: MealWindow[],
): { slots: Slot[]; stops: Stop[] } | null {
  const before = schedule(ctx, slots, meals);
  if (!before) return null;
  const last = before.at(-1);
  const place = candidate.place;
  const t = last?.end ?? ctx.window.start;
  const start = t + (last ? travelMinutes(last.place, place, ctx.request.transportation) : 0) * MINUTE;
  const open = openUntil(candidate, start);
  if (!open) return null;
  const target = (ctx.window.end - t) / MINUTE / (remaining + 1) - 10;
  const latest = (Math.min(open.until, ctx.window.end) - start) / MINUTE - remaining * (MIN_VISIT + 10);
  let ideal = Math.min(Math.max(target, place.visitMinutes * 0.75), maxVisit(place));
  if (place.category === "restaurant") ideal = Math.max(ideal, 75);
  const next = [...slots, { candidate, visit: round5(Math.min(ideal, latest)) }];
  const stops = schedule(ctx, next, meals);
  return stops ? { slots: next, stops } : null;
}

type Built = { slots: Slot[]; score: number };

/** The meals a plan must include, and every meal window around it (for restaurant visits). */
type Meals = { required: MealWindow[]; all: MealWindow[] };

function construct(
  ctx: PlanningContext,
  candidates: Candidate[],
  n: number,
  rng: () => number,
  greedy: boolean,
  { required, all: allMeals }: Meals,
): Built | null {
  const { request, window } = ctx;
  const band = BUDGET_BANDS[request.budget];
  const mode = request.transportation;
  const travelWeight = mode === "walking" ? 5 : 8;
  let t = window.start;
  let pos: LatLng = ctx.origin;
  let spent = 0;
  let score = 0;
  const used = new Set<string>();
  const served = new Set<Meal>();
  const slots: Slot[] = [];
  const categories: string[] = [];

  for (let i = 0; i < n; i++) {
    const remaining = n - i;
    const reserve = (remaining - 1) * (MIN_VISIT + 10);
    const target = (window.end - t) / MINUTE / remaining - 10;
    const budgetLeft = Math.max(0, Math.min(BUDGET_TARGET[request.budget], band.max ?? Infinity) - spent);
    const perStop = budgetLeft / remaining;
    const options: Array<{ c: Candidate; visit: number; score: number; meal: Meal | null }> = [];

    for (const c of candidates) {
      const place = c.place;
      if (used.has(place.sourceId)) continue;
      if (band.max !== null && spent + place.spend > band.max) continue;
      const travel = i === 0 ? 0 : travelMinutes(pos, place, mode);
      const start = t + travel * MINUTE;
      const open = openUntil(c, start);
      if (!open) continue;
      const meal = mealAt(allMeals, place, start);
      if (place.category === "restaurant" && !meal) continue;
      const latest = (Math.min(open.until, window.end) - start) / MINUTE - reserve;
      let ideal = Math.min(Math.max(target, place.visitMinutes * 0.75), maxVisit(place));
      if (place.category === "restaurant") ideal = Math.max(ideal, 75);
      const visit = round5(Math.min(ideal, latest));
      if (visit < minVisit(place)) continue;

      let s = c.base - (i === 0 ? distanceKm(ctx.origin, place) * (mode === "walking" ? 3 : 1) : travel / travelWeight);
      const pending = required.find((m) => !served.has(m.meal) && meal === m.meal);
      if (pending) s += 7;
      else if (meal && served.has(meal)) s -= 6; // a second dinner
      // A required meal whose window closes before the next stop could start is being skipped.
      const missed = required.some(
        (m) => !served.has(m.meal) && meal !== m.meal && start + visit * MINUTE > m.end - 45 * MINUTE && start < m.end,
      );
      if (missed) s -= 12;
      if (categories.at(-1) === place.category) s -= 4;
      else if (categories.includes(place.category)) s -= 1.5;
      if (LATE_CATEGORIES.has(place.category) && i === 0 && remaining > 1) s -= 1; // warm up before the bar
      const hour = localHour(start, window.timeZone);
      const until = DAYTIME_UNTIL[place.category];
      if (until !== undefined && place.setting === "outdoor" && (hour >= until || hour < 6)) s -= 8;
      if (LATE_CATEGORIES.has(place.category) && hour >= 21) s += 2;
      s -= Math.abs(place.spend - perStop) / (perStop + 25);
      if (!greedy) s += rng() * 2;
      options.push({ c, visit, score: s, meal });
    }
    if (!options.length) return null;
    options.sort((a, b) => b.score - a.score);
    const pick = greedy ? options[0] : options[Math.min(options.length - 1, Math.floor(rng() ** 2 * 3))];
    slots.push({ candidate: pick.c, visit: pick.visit });
    used.add(pick.c.place.sourceId);
    categories.push(pick.c.place.category);
    if (pick.meal) served.add(pick.meal);
    spent += pick.c.place.spend;
    score += pick.score;
    t += ((i === 0 ? 0 : travelMinutes(pos, pick.c.place, mode)) + pick.visit) * MINUTE;
    pos = pick.c.place;
  }
  const missingMeals = required.filter((m) => !served.has(m.meal)).length;
  const underBudget = Math.max(0, band.min - spent);
  return { slots, score: score - missingMeals * 8 - underBudget / 3 };
}

/** Meal windows on the plan's day and the next, whatever the overlap: when a restaurant visit makes sense. */
export function mealWindowsAround(window: PlanWindow): MealWindow[] {
  return mealWindows({ ...window, start: window.start - 24 * 3600_000, end: window.end + 24 * 3600_000 });
}

function travelTotal(stops: Stop[]): number {
  return stops.reduce((s, x) => s + x.travelMinutes, 0);
}

/** 2-opt over the order: reverse any segment that shortens the route and still schedules. */
function improveOrder(ctx: PlanningContext, slots: Slot[], meals: MealWindow[]): Slot[] {
  let best = slots;
  let bestStops = schedule(ctx, best, meals);
  if (!bestStops || slots.length < 3) return best;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < best.length - 1; i++) {
      for (let j = i + 1; j < best.length; j++) {
        const next = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)];
        const stops = schedule(ctx, next, meals);
        if (stops && travelTotal(stops) < travelTotal(bestStops!) && sameMeals(stops, bestStops!)) {
          best = next;
          bestStops = stops;
          improved = true;
        }
      }
    }
  }
  return best;
}

function sameMeals(a: Stop[], b: Stop[]): boolean {
  const meals = (s: Stop[]) =>
    s
      .map((x) => x.meal ?? "")
      .filter(Boolean)
      .sort()
      .join();
  return meals(a) === meals(b);
}

/** Lengthens visits, last first, so the plan fills its window without breaking any visit's hours. */
function fillWindow(ctx: PlanningContext, slots: Slot[], meals: MealWindow[]): Stop[] {
  let current = slots;
  let stops = schedule(ctx, current, meals)!;
  for (let k = current.length - 1; k >= 0; k--) {
    const leftover = round5((ctx.window.end - stops.at(-1)!.end) / MINUTE);
    if (leftover < 5) break;
    const room = maxVisit(current[k].candidate.place) - current[k].visit;
    for (let extra = round5(Math.min(leftover, room)); extra >= 5; extra -= 5) {
      const next = current.map((s, idx) => (idx === k ? { ...s, visit: s.visit + extra } : s));
      const rescheduled = schedule(ctx, next, meals);
      if (rescheduled) {
        current = next;
        stops = rescheduled;
        break;
      }
    }
  }
  return stops;
}

/**
 * When a plan spends less than its band asks for, trades stops for pricier places that fit the same
 * schedule, best-liked first, without passing the band's maximum.
 */
function raiseSpend(ctx: PlanningContext, slots: Slot[], candidates: Candidate[], meals: MealWindow[]): Slot[] {
  const band = BUDGET_BANDS[ctx.request.budget];
  const spendOf = (list: Slot[]) => list.reduce((s, x) => s + x.candidate.place.spend, 0);
  let current = slots;
  for (let round = 0; round < slots.length && spendOf(current) < band.min; round++) {
    const total = spendOf(current);
    const used = new Set(current.map((s) => s.candidate.place.sourceId));
    let best: { slots: Slot[]; value: number } | null = null;
    for (let k = 0; k < current.length; k++) {
      const old = current[k];
      for (const c of candidates) {
        const gain = c.place.spend - old.candidate.place.spend;
        if (gain <= 0 || used.has(c.place.sourceId)) continue;
        if (band.max !== null && total + gain > band.max) continue;
        if (c.place.category !== old.candidate.place.category && old.candidate.place.category === "restaurant")
          continue;
        const visit = Math.min(Math.max(old.visit, minVisit(c.place)), maxVisit(c.place));
        const next = current.map((s, idx) => (idx === k ? { candidate: c, visit } : s));
        if (!schedule(ctx, next, meals)) continue;
        const value = Math.min(gain, band.min - total) / 10 + c.base - old.candidate.base;
        if (!best || value > best.value) best = { slots: next, value };
      }
    }
    if (!best) break;
    current = best.slots;
  }
  return current;
}

/** The plan's stops, or a NoPlacesError when nothing fits. Tries fewer stops before giving up. */
export function composeStops(ctx: PlanningContext, stopTarget: number): Stop[] {
  const candidates = prepareCandidates(ctx);
  const meals = mealWindowsAround(ctx.window);
  const required = mealWindows(ctx.window);
  for (let n = stopTarget; n >= 1; n--) {
    let best: Built | null = null;
    for (let r = 0; r <= RESTARTS; r++) {
      const rng = seededRandom(ctx.seed * 31 + r * 7919 + n);
      const built = construct(ctx, candidates, n, rng, r === 0, { required, all: meals });
      if (built && schedule(ctx, built.slots, meals) && (!best || built.score > best.score)) best = built;
    }
    if (best) return fillWindow(ctx, improveOrder(ctx, raiseSpend(ctx, best.slots, candidates, meals), meals), meals);
  }
  throw new NoPlacesError("No open places fit this request. Try another time, budget or area.");
}
