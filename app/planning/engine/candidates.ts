// The places a plan may use, each with its opening (and seating) hours in the plan's window and a score
// for what does not depend on order or time: vibe, occasions, price level, familiarity, and being in the
// neighbourhood asked for.
import { clip, DAY, isValidOpeningHours, openIntervals, type OpenInterval } from "../hours";
import type { Place } from "../places/place";
import { isUsualHours } from "../usual-hours";
import { neighbourhoodPull } from "./neighbourhood";
import { hashSeed, seededRandom } from "./random";
import { admitted, rulesFor } from "./rules";
import type { Candidate, PlanningContext } from "./types";
import type { PlanWindow } from "./window";

const TARGET_LEVEL = { budget_friendly: 1, moderate: 2, upscale: 3, luxury: 4 } as const;

/**
 * A place's intervals on the whole days around a window, by place and days: the plans of one day (every
 * slot, every seed) ask for the same places, and each then clips them to its own window.
 */
const onDays = new WeakMap<Place, Map<number, readonly OpenInterval[]>>();
/** Days kept per place: the plans of about a week ahead, each slot's days. */
const DAYS_KEPT = 16;

function hoursIn(window: PlanWindow, place: Place, hours: string, seating: boolean): readonly OpenInterval[] {
  const schedule = { hours, country: place.country, timeZone: place.timeZone };
  const from = Math.floor(window.start / DAY) * DAY;
  const to = Math.ceil(window.end / DAY) * DAY;
  const span = (to - from) / DAY;
  if (window.end <= window.start || span > 15) {
    return openIntervals(schedule, new Date(window.start), new Date(window.end));
  }
  const key = (from / DAY) * 32 + span * 2 + (seating ? 1 : 0);
  let byDays = onDays.get(place);
  if (!byDays) onDays.set(place, (byDays = new Map()));
  let all = byDays.get(key);
  if (!all) {
    all = openIntervals(schedule, new Date(from), new Date(to));
    if (byDays.size >= DAYS_KEPT) byDays.delete(byDays.keys().next().value!);
    byDays.set(key, all);
  }
  return from === window.start && to === window.end ? all : clip(all, window.start, window.end);
}

type Hours = {
  start: number;
  end: number;
  intervals: readonly OpenInterval[];
  seating: readonly OpenInterval[] | null;
};

/**
 * A place's hours in the plan's window, by place: one plan asks for them while gathering its places and
 * prepares its candidates several times (each neighbourhood step, each rule set aside, a swap) for the
 * same window.
 */
const hoursOf = new WeakMap<Place, Hours>();

/** A place's open (and seating) intervals in the window; a place with no hours is open throughout. */
export function hoursInWindow(window: PlanWindow, place: Place): Hours {
  const known = hoursOf.get(place);
  if (known && known.start === window.start && known.end === window.end) return known;
  const intervals = place.openingHours
    ? hoursIn(window, place, place.openingHours, false)
    : [{ start: window.start, end: window.end, unknown: true }];
  const seatingHours =
    place.seatingHours && isValidOpeningHours(place.seatingHours, place.country) ? place.seatingHours : null;
  const seating = seatingHours ? hoursIn(window, place, seatingHours, true) : null;
  const hours = { start: window.start, end: window.end, intervals, seating };
  hoursOf.set(place, hours);
  return hours;
}

/**
 * A beer hall or a big, cheap, lively canteen: a table where two on a date cannot hear each other. For a
 * romantic plan, a first date or an anniversary it is liked less than a place in no matching mood, unless
 * the catalog calls the room itself romantic (Bofinger's glass cupola, Bouillon Julien's Art Nouveau). On
 * a budget the lively cheap place is the date the budget buys; a beer hall is still no place to talk.
 */
const NOISY_FOR_TWO = 6;

const noisyForTwo = (place: Place, onBudget: boolean) => {
  if (place.category !== "restaurant" || place.vibes.includes("romantic")) return false;
  const tags = place.tags ?? [];
  return tags.includes("beer-hall") || (!onBudget && tags.includes("lively") && tags.includes("cheap-eats"));
};

export function prepareCandidates(ctx: PlanningContext): Candidate[] {
  const { request } = ctx;
  const rules = rulesFor(ctx);
  const occasions = request.specialOccasions.map((o) => (o === "valentines" ? "anniversary" : o));
  const targetLevel = TARGET_LEVEL[request.budget];
  const forTwo = request.vibe === "romantic" || occasions.some((o) => o === "first_date" || o === "anniversary");
  const out: Candidate[] = [];
  for (const place of ctx.candidates) {
    if (ctx.exclude?.has(place.sourceId)) continue;
    if (!admitted(rules, place)) continue;
    const { intervals, seating } = hoursInWindow(ctx.window, place);
    if (!intervals.length) continue;
    if (seating && !seating.length) continue;
    let base = place.vibes.includes(request.vibe) ? 3 : -1;
    base += occasions.filter((o) => place.occasions.includes(o)).length * 1.5;
    if (place.priceLevel > 0) base -= Math.abs(place.priceLevel - targetLevel) * 0.75;
    if (forTwo && noisyForTwo(place, request.budget === "budget_friendly")) base -= NOISY_FOR_TWO;
    // Hours the place states beat none and beat its kind's usual hours (a guess).
    if (!place.openingHours || isUsualHours(place.openingHours)) base -= 2;
    if (ctx.avoid?.has(place.sourceId)) base -= 6;
    // Online places of a kind look alike in the data (every pub "about €20"): the plan's seed breaks the
    // tie, so one town's plans do not all end at the same bar.
    if (place.priceEstimated) base += (seededRandom(hashSeed(`${ctx.seed}|${place.sourceId}`))() - 0.5) * 1.5;
    if (ctx.neighbourhood) base += neighbourhoodPull(place, ctx.neighbourhood);
    out.push({ place, key: hashSeed(place.sourceId), base, intervals, seating });
  }
  return out;
}
