// The planning core's front door: from a plan request to a grounded, scheduled, written plan.
// Pure: it takes data (request, time, a place source) and returns data; no HTTP, no database.
import { composeStops, NoPlacesError, type PlanningContext, type Stop } from "./engine/compose";
import { neighbourhoodOf, type Neighbourhood } from "./engine/neighbourhood";
import { planNotices, type PlanNotice } from "./engine/notices";
import { neighbourhoodNotices } from "./engine/neighbourhood-notice";
import { bookedForMidnight, newYearNotices } from "./engine/new-year";
import { priceNotices } from "./engine/price-notice";
import { openStops } from "./open-stops";
import { rulesFor } from "./engine/rules";
import { planWindow, stopCount, type PlanWindow } from "./engine/window";
import { checkVisit, openIntervals, scheduleOf, type Verification } from "./hours";
import { hoursOnVisitDay, type HoursToday } from "./hours-today";
import { catalogCityNear } from "./places/catalog";
import {
  PlacesUnavailableError,
  type Place,
  type PlacePhoto,
  type PlaceSource,
  type ResolvedLocation,
} from "./places/place";
import { companyOf } from "./company";
import { currencyOf, isEstimatedPrice, type Currency } from "./money";
import { locateWith } from "./locate";
import { placesOnDays, specialDayNotice, specialDaysOf } from "./special-days";
import { LocationError, notCovered } from "./location-errors";
import type { PlanLanguage, PlanRequest, Transport } from "./request";
import { SEARCH_RADIUS_KM } from "./travel";
import type { Company } from "./tips";
import { writeActivity } from "./writers/builtin";
import { placeName } from "./writers/opener";
import { writeTitle } from "./writers/title";

export type ActivityDraft = {
  position: number;
  name: string;
  emoji: string;
  time: string;
  startsAt: string;
  endsAt: string;
  description: string;
  placeName: string;
  location: string;
  lat: number;
  lng: number;
  category: string;
  price: string;
  /** Spend per person as the place prices it, in `currency`. */
  spend: number;
  currency: Currency;
  /** The same in euro, for the budget bands. */
  spendEur: number;
  recentReview: string | null;
  experienceTip: string | null;
  bookingTip: string | null;
  notes: string[];
  source: string;
  sourceId: string;
  openingHours: string | null;
  verification: Verification;
  verificationReason: string;
  travelMinutes: number;
  legMode: Transport;
  meal: string | null;
  /** What a card shows to check the place: price level (0 free … 4), site, booking page, photo, that day's hours. */
  priceLevel: number;
  website: string | null;
  bookingUrl: string | null;
  photo: PlacePhoto | null;
  hoursToday: HoursToday | null;
  /** The spend is guessed from the kind of place (online sources), not a curated figure: the card says so. */
  priceEstimated?: boolean;
};

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
  const usable = (p: Place) =>
    !window ||
    !p.openingHours ||
    openIntervals(
      { hours: p.openingHours, country: p.country, timeZone: p.timeZone },
      new Date(window.start),
      new Date(window.end),
    ).length > 0;
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
  const window = planWindow(input.request, location.timeZone, input.now);
  const candidates = await findCandidates(input.source, location, input.request, window);
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
  return { location, window, context: { ...context, relaxed }, stops };
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

export function activityDraft(
  stop: Stop,
  index: number,
  count: number,
  language: PlanLanguage,
  seed: number,
  company: Company,
): ActivityDraft {
  const text = writeActivity(stop, index, count, language, seed, company);
  const schedule = scheduleOf(stop.place);
  const hours = checkVisit(schedule, new Date(stop.start), new Date(stop.end));
  if (hours.verification === "closed") {
    // The engine never schedules a closed visit; reaching this is a bug worth failing loudly on.
    throw new Error(`Scheduled ${stop.place.sourceId} while closed: ${hours.reason}`);
  }
  return {
    position: index,
    name: placeName(stop.place, language),
    placeName: stop.place.name,
    location: stop.place.address,
    lat: stop.place.lat,
    lng: stop.place.lng,
    category: stop.place.category,
    spend: stop.place.localSpend ?? stop.place.spend,
    currency: stop.place.currency ?? "EUR",
    spendEur: stop.place.spend,
    recentReview: null,
    source: stop.place.source,
    sourceId: stop.place.sourceId,
    openingHours: stop.place.openingHours,
    verification: hours.verification,
    verificationReason: hours.reason,
    startsAt: new Date(stop.start).toISOString(),
    endsAt: new Date(stop.end).toISOString(),
    travelMinutes: stop.travelMinutes,
    legMode: stop.legMode,
    meal: stop.meal,
    priceLevel: stop.place.priceLevel,
    website: stop.place.website ?? null,
    bookingUrl: stop.place.bookingUrl ?? null,
    photo: stop.place.photo ?? null,
    hoursToday: hoursOnVisitDay(schedule, new Date(stop.start)),
    priceEstimated: isEstimatedPrice(stop.place.source, stop.place.spend),
    ...text,
  };
}

/** Writes a prepared plan with the built-in writer. */
export function writePlan(prepared: Prepared, input: PlanInput): PlanDraft {
  const { request } = input;
  const language = request.language;
  const { location, window, context } = prepared;
  const stops = bookedForMidnight(openStops(prepared.stops), window);
  const company = companyOf(request);
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
    totalSpend: stops.reduce((s, x) => s + (x.place.localSpend ?? x.place.spend), 0),
    currency: currencyOf(location.country),
    activities: stops.map((stop, i) => activityDraft(stop, i, stops.length, language, input.seed, company)),
    notices: [
      ...specialDaysOf(window, location.country, location).map((day) => specialDayNotice(day, location.timeZone)),
      ...planNotices(rulesFor(context), stops, context.candidates),
      ...priceNotices(request, context.candidates),
      ...newYearNotices(stops, window),
      ...neighbourhoodNotices(context.neighbourhood, location.neighbourhood?.name, stops),
    ],
  };
}

export async function createPlan(input: PlanInput): Promise<PlanDraft> {
  return writePlan(await preparePlan(input), input);
}

export { LocationError, NoPlacesError };
export { locate, locateWith } from "./locate";
