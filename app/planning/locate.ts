// Where a plan starts: a place picked from the address autocomplete where its id says (never where a
// browser claims it is), else the text: the bundled gazetteer first, then the source's geocoder (online
// sources plan in any town). A picked place's text is not looked up at all.
import { unknownLocation } from "./location-errors";
import { placeById, resolveLocation } from "./places/gazetteer";
import type { PlaceSource, ResolvedLocation } from "./places/place";
import type { PickedPlace, PlanRequest } from "./request";
import { distanceKm } from "./travel";

/** How far the place an id names may lie from where the browser was told it is; further, it is another. */
const PICK_SLACK_KM = 1;

/** The request's pick, unless the text was edited after picking. */
const pickOf = (request: PlanRequest) => (request.place?.label === request.location ? request.place : undefined);

/** The picked place, unless the browser says it is somewhere else (a pick of another time, or made up). */
function checked(pick: PickedPlace, place: ResolvedLocation | null): ResolvedLocation | null {
  if (!place || pick.lat === undefined || pick.lng === undefined) return place;
  return distanceKm({ lat: pick.lat, lng: pick.lng }, place) <= PICK_SLACK_KM ? place : null;
}

/** From bundled data only: what the catalog plans with, synchronously. */
export function locate(request: PlanRequest): ResolvedLocation {
  const pick = pickOf(request);
  const location = (pick && checked(pick, placeById(pick.id))) ?? resolveLocation(request.location);
  if (!location) throw unknownLocation(request.location);
  return location;
}

export async function locateWith(source: PlaceSource, request: PlanRequest): Promise<ResolvedLocation> {
  const pick = pickOf(request);
  const picked = pick ? checked(pick, placeById(pick.id) ?? (await source.locate?.(pick.id)) ?? null) : null;
  const location = picked ?? resolveLocation(request.location) ?? (await source.geocode?.(request.location)) ?? null;
  if (!location) throw unknownLocation(request.location);
  return location;
}
