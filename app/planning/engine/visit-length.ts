// How long a visit may be: long enough to be worth the trip, short enough to leave room for the rest.
import type { Meal, Place } from "../places/place";
import type { PlanRequest } from "../request";
import { isWalkThrough, WALK_THROUGH_MINUTES } from "./rules/walk-through";

export const MIN_VISIT = 30;

export const round5 = (minutes: number) => Math.floor(minutes / 5) * 5;

/**
 * A tasting menu takes the evening it takes, and a show runs from curtain-up (a theatre's seating hours) to
 * the end: neither is squeezed much below its length.
 */
export const takesItsLength = (place: Place) =>
  place.category === "theatre" || Boolean(place.tags?.includes("tasting-menu"));

/** A sightseeing cruise sails for its length: taken whole or not at all (a rowing boat hired is as long as you like). */
const sailsItsLength = (place: Place) =>
  place.category === "activity" && Boolean(place.tags?.includes("boat-trip") && place.tags.includes("view"));

/** A film with its trailers runs nearly two hours. */
const FILM_MINUTES = 110;

/** A club's night goes on past any plan: an hour and a half there is a night out, however long it runs. */
const CLUB_MIN_VISIT = 90;

export function minVisit(place: Place): number {
  if (isWalkThrough(place)) return Math.min(MIN_VISIT, WALK_THROUGH_MINUTES);
  if (place.category === "club") return Math.min(CLUB_MIN_VISIT, place.visitMinutes);
  if (sailsItsLength(place)) return Math.max(MIN_VISIT, round5(place.visitMinutes));
  const least = Math.max(MIN_VISIT, round5(place.visitMinutes * (takesItsLength(place) ? 0.85 : 0.6)));
  return place.category === "cinema" ? Math.max(least, Math.min(FILM_MINUTES, place.visitMinutes)) : least;
}

/** Places where an evening simply goes on: a drink, a set, a coffee, a stroll round the stalls. */
const STAY_ON: ReadonlySet<string> = new Set(["bar", "live_music", "cafe", "dessert", "market"]);

/**
 * A late night's last stop, where the night goes on after the plan ends (the place stays open): half an
 * hour is enough to be worth it — the couple stay on. Not a meal, a show or a film, which take their time.
 */
export function lastVisitFloor(place: Place, goesOn: boolean): number {
  return goesOn && STAY_ON.has(place.category) ? Math.min(minVisit(place), MIN_VISIT) : minVisit(place);
}

export function maxVisit(place: Place): number {
  if (isWalkThrough(place)) return WALK_THROUGH_MINUTES;
  return round5(place.visitMinutes * 1.5);
}

/** An occasion's dinner (an anniversary, a birthday, a first date, an upscale or luxury evening) is never rushed. */
export const OCCASION_DINNER = 105;
/** Shorter than this a dinner is rushed (an occasion's more so): the plan shortens something else. */
const DINNER_MIN = 60;
const OCCASION_DINNER_MIN = 90;

/** Whether a plan's dinner is an occasion's: it takes its time. */
export function dinnerIsOccasion(request: Pick<PlanRequest, "specialOccasions" | "budget">): boolean {
  return request.specialOccasions.length > 0 || request.budget === "upscale" || request.budget === "luxury";
}

/** The shortest a visit may be as a plan is built: a dinner is never rushed (unless the whole plan is shorter). */
export function shortestVisit(place: Place, meal: Meal | null, occasion: boolean, windowMinutes: number): number {
  if (meal !== "dinner" || place.category !== "restaurant") return minVisit(place);
  return Math.max(minVisit(place), Math.min(occasion ? OCCASION_DINNER_MIN : DINNER_MIN, windowMinutes - 30));
}

/**
 * The visit `construct` and `appendStop` aim for: a fair share of the time left, a real meal at a
 * restaurant, and 90–120 minutes for an occasion's dinner.
 */
export function idealVisit(place: Place, share: number, occasionDinner = false): number {
  const ideal = Math.min(Math.max(share, place.visitMinutes * (takesItsLength(place) ? 1 : 0.75)), maxVisit(place));
  if (place.category !== "restaurant") return ideal;
  return Math.max(ideal, occasionDinner ? OCCASION_DINNER : 75);
}
