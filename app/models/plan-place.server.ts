// A saved plan's place as it was planned: its centre, country and time zone as stored, so a swap or a new
// version plans where the plan is without looking its text up again. A plan asked for in a neighbourhood
// keeps to it: the gazetteer knows the neighbourhood whose centre the plan starts at.
import { knownPlaceAt, resolveLocation } from "~/planning/places/gazetteer";
import type { ResolvedLocation } from "~/planning/places/place";

type SavedPlace = { location: string; locationLat: number; locationLng: number; country: string; timeZone: string };

export function placeOfPlan(plan: SavedPlace): ResolvedLocation {
  const point = { lat: plan.locationLat, lng: plan.locationLng };
  const known = knownPlaceAt(point);
  // Plans saved before the country was kept: the country of the nearest town.
  const country = plan.country || known?.country || resolveLocation(`${point.lat}, ${point.lng}`)?.country || "";
  return {
    label: known?.label ?? plan.location,
    ...point,
    country,
    timeZone: plan.timeZone,
    ...(known?.neighbourhood ? { neighbourhood: known.neighbourhood } : {}),
  };
}
