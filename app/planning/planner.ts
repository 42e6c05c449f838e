// The planning core's front door: from a plan request to a grounded, scheduled, written plan.
// Pure: it takes data (request, time, a place source) and returns data; no HTTP, no database.
import { activityDraft, type ActivityDraft } from "./activity-draft";
import { companyOf } from "./company";
import { hoursInWindow } from "./engine/candidates";
import { composeStops, NoPlacesError, type PlanningContext, type Stop } from "./engine/compose";
import { neighbourhoodOf, type Neighbourhood } from "./engine/neighbourhood";
import { sharingRules } from "./engine/rules/context";
import type { PlanNotice } from "./engine/notices";
import { planWindow, stopCount, type PlanWindow } from "./engine/window";
import { startForWishes } from "./engine/wish-start";
import { locateWith } from "./locate";
import { LocationError, notCovered } from "./location-errors";
import { currencyOf, type Currency } from "./money";
import { openStops } from "./open-stops";
import { noticesOf, spendOfStops } from "./plan-notices";
import { catalogCityNear } from "./places/catalog";
import { PlacesUnavailableError, type Place, type PlaceSource, type ResolvedLocation } from "./places/place";
import type { PlanLanguage, PlanRequest } from "./request";
import { placesOnDays } from "./special-day-hours";
import { specialDaysOf } from "./special-days";
import { SEARCH_RADIUS_KM } from "./travel";
import { writeTitle } from "./writers/title";

export type PlanDraft = {
  title: string;
  location: string;
  locationLabel: string;
  center: { lat: number; lng: number };
  /** ISO country code of the place, for public holidays in opening hours. */
  country: string;
  timeZone: string;
  plannedDate: string;
  startsAt: string;
  endsAt: string;
  request: PlanRequest;
  /** "builtin" or "llm:<model id>": the product says which planner wrote a plan. */
  writer: string;
  seed: number;
  /** Spend per person in the place's `currency`. */
  totalSpend: number;
  currency: Currency;
  activities: ActivityDraft[];
  /** What the plan says plainly: a wish it could not meet and why, a night out with nowhere open. */
  notices: PlanNotice[];
};

export type PlanInput = {
  request: PlanRequest;
  now: Date;
  seed: number;
  source: PlaceSource;
  exclude?: ReadonlySet<string>;
  avoid?: ReadonlySet<string>;
};

export type Prepared = {
  location: ResolvedLocation;
  window: PlanWindow;
  context: PlanningContext;
  stops: Stop[];
};

/** Candidate places around the start, widening the search when the area is thin. */
export async function findCandidates(
  source: PlaceSource,
  location: ResolvedLocation,
  request: PlanRequest,
  window?: PlanWindow,
): Promise<Place[]> {
  const nearCatalog = catalogCityNear(location) !== null;
  // Enough places *open during the plan*: at the edge of a city, at night, many nearby ones are closed.
  const usable = (p: Place) => !window || hoursInWindow(window, p).intervals.length > 0;
  if (source.name === "catalog" && !nearCatalog) throw notCovered(location, request.language);
  const needed = stopCount(request.duration) * 6;
  let radiusKm = SEARCH_RADIUS_KM[request.transportation];
  let places: Place[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const query = { center: location, radiusKm, timeZone: location.timeZone, country: location.country };
    try {
      places = await source.candidates(query);
      // On a holiday or a short day, places whose hours don't say otherwise keep the day as locals do.
      if (window) places = placesOnDays(places, specialDaysOf(window, location.country, location));
    } catch (error) {
      // "auto" away from the catalog has only its online source; while that is down, say where Amble plans.
      if (error instanceof PlacesUnavailableError && source.name === "auto" && !nearCatalog) {
        throw notCovered(location, request.language);
      }
      throw error;
    }
    if (places.filter(usable).length >= needed) break;
    radiusKm *= 1.6;
  }
  return places;
}

/** Resolves, gathers and composes: everything but the words. */
export async function preparePlan(input: PlanInput): Promise<Prepared> {
  const location = await locateWith(input.source, input.request);
  const asked = planWindow(input.request, location.timeZone, input.now);
  const candidates = await findCandidates(input.source, location, input.request, asked);
  const window = startForWishes(asked, input.request, candidates, input.now);
  const context: PlanningContext = {
    request: input.request,
    origin: location,
    neighbourhood: neighbourhoodAround(location),
    window,
    candidates,
    seed: input.seed,
    exclude: input.exclude,
    avoid: input.avoid,
  };
  const { stops, relaxed } = composeStops(context, stopCount(input.request.duration));
  // The notices read the plan's rules again: they share what composing worked out.
  return { location, window, context: sharingRules(context, { relaxed }), stops };
}

/** The neighbourhood a plan keeps to, when the location is one. */
export function neighbourhoodAround(location: ResolvedLocation): Neighbourhood | undefined {
  return location.neighbourhood ? neighbourhoodOf(location, location.neighbourhood) : undefined;
}

/** The area a title names: the catalog city in the plan's language, or the resolved label. */
export function areaName(location: ResolvedLocation, language: PlanLanguage): string {
  const city = catalogCityNear(location);
  const [first] = location.label.split(",");
  if (city && location.label === first) return city.name[language];
  return first.trim();
}

/** Writes a prepared plan with the built-in writer. */
export function writePlan(prepared: Prepared, input: PlanInput): PlanDraft {
  const { request } = input;
  const language = request.language;
  const { location, window } = prepared;
  const stops = openStops(prepared.stops);
  const company = companyOf(request);
  const spend = spendOfStops(stops);
  return {
    title: writeTitle(request, areaName(location, language), language, input.seed),
    location: request.location,
    locationLabel: location.label,
    center: { lat: location.lat, lng: location.lng },
    country: location.country,
    timeZone: location.timeZone,
    plannedDate: window.date,
    startsAt: new Date(window.start).toISOString(),
    endsAt: new Date(window.end).toISOString(),
    request,
    writer: "builtin",
    seed: input.seed,
    totalSpend: spend.local,
    currency: currencyOf(location.country),
    activities: stops.map((stop, i) =>
      activityDraft({
        stop,
        index: i,
        count: stops.length,
        language,
        seed: input.seed,
        company,
        previous: stops[i - 1],
        next: stops[i + 1],
      }),
    ),
    notices: noticesOf(prepared, stops, request, spend),
  };
}

export async function createPlan(input: PlanInput): Promise<PlanDraft> {
  return writePlan(await preparePlan(input), input);
}

export { LocationError, NoPlacesError };
export { locate, locateWith } from "./locate";
