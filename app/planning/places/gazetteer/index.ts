// Resolves what a person types ("Berlin", "München", "Friedrichshain Berlin", "48.137, 11.575", a full
// address) to a centre, country and time zone, from bundled data only: the catalog cities' neighbourhoods
// (districts.ts) first, then the towns and city districts of GeoNames (towns.ts).
import type { ResolvedLocation } from "../place";
import { areaLocation, matchNeighbourhood } from "./districts";
import { normalize } from "./normalize";
import { COUNTRIES, fromEntry, lookup, nearestCity, onlyElsewhere, withDistrict } from "./towns";

export { normalize };
export type { ResolvedLocation };
export { knownPlaceAt, placeById, placeNear, suggestLocations, type LocationSuggestion } from "./picks";

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function resolveLocation(text: string): ResolvedLocation | null {
  const coordinates = COORDINATES.exec(text);
  if (coordinates) {
    const point = { lat: Number(coordinates[1]), lng: Number(coordinates[2]) };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
    const city = nearestCity(point);
    if (!city) return null;
    return { label: city.name, ...point, country: city.country, timeZone: city.timeZone };
  }

  const normalized = normalize(text);
  const hood = matchNeighbourhood(normalized.split(/[ ,]+/).filter(Boolean), onlyElsewhere);
  if (hood) return areaLocation(hood);

  const parts = normalized
    .split(",")
    .map((p) => p.replace(/\b\d{4,5}\b/g, "").trim()) // postal codes
    .filter(Boolean);
  if (!parts.length) return null;

  // "New York, NY" and similar read as one name first.
  const whole = lookup(parts.join(" "));
  if (whole) return fromEntry(whole);

  let country: string | undefined;
  if (parts.length > 1 && COUNTRIES[parts.at(-1)!]) country = COUNTRIES[parts.pop()!];

  // The city is the right-most part that is a city; anything left of it may be a district.
  for (let i = parts.length - 1; i >= 0; i--) {
    const city = lookup(parts[i], { country });
    if (!city) continue;
    for (const part of parts.slice(0, i).reverse()) {
      const district = lookup(part, { near: city });
      if (district && district !== city) return withDistrict(city, district);
    }
    return fromEntry(city);
  }
  // Without commas: the city's name first or last ("Köln Ehrenfeld", "Hotel Adlon Berlin").
  for (let i = parts.length - 1; i >= 0; i--) {
    const found = cityAtEdge(parts[i], country);
    if (found) return found;
  }
  return null;
}

/** A city named by the first or last words of `part`, with a district in the other words if there is one. */
function cityAtEdge(part: string, country: string | undefined): ResolvedLocation | null {
  const words = part.split(" ");
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    for (const [name, rest] of [
      [words.slice(-n), words.slice(0, -n)],
      [words.slice(0, n), words.slice(n)],
    ]) {
      const city = lookup(name.join(" "), { country });
      if (!city) continue;
      const district = lookup(rest.join(" "), { near: city });
      return district && district !== city ? withDistrict(city, district) : fromEntry(city);
    }
  }
  return null;
}
