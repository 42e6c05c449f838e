// What the address autocomplete offers from bundled data, each with an id the server finds it again by:
// the catalog cities' neighbourhoods ("Kreuzberg, Berlin") and the towns and districts of GeoNames. A
// picked suggestion plans where its id says, never where a browser claims it is.
import { CATALOG_CITIES } from "../catalog";
import type { LatLng, ResolvedLocation } from "../place";
import { areaKeysOf } from "../place-names";
import { areaLocation, type NeighbourhoodMatch } from "./districts";
import { NEIGHBOURHOODS } from "./neighbourhoods";
import { keysOf, normalize } from "./normalize";
import { distanceKm } from "../../travel";
import { cityOf, ENTRIES, entriesAt, fromEntry, nearestCity, SAME_KEYS, withDistrict, type Entry } from "./towns";

export type LocationSuggestion = {
  /** Names the place for placeById. */
  id: string;
  /** The neighbourhood's or town's own name. */
  name: string;
  /** The city a neighbourhood or district is part of, as the gazetteer names it ("Berlin", "Munich"). */
  city: string | null;
  location: ResolvedLocation;
};

/** Towns this big come before neighbourhoods starting with the same letters ("Ber…": Berlin first). */
const BIG_TOWN = 200_000;

const slug = (name: string) => keysOf(name)[0].replace(/ /g, "-");

type Hood = NeighbourhoodMatch & { id: string; keys: string[] };
const HOODS: Hood[] = CATALOG_CITIES.flatMap(({ city }) =>
  (NEIGHBOURHOODS[city.id] ?? []).map((area) => ({
    area,
    city,
    cityName: city.name.en,
    id: `hood:${city.id}:${slug(area.name)}`,
    keys: [area.name, ...area.aka].flatMap(keysOf),
  })),
);
const HOOD_BY_ID = new Map(HOODS.map((h) => [h.id, h]));

/**
 * A neighbourhood is offered as a suggestion only where the catalog has this many places of its own (filed
 * under it or with it in their address): enough for a plan that stays there. Others are still found when
 * typed, and plan with the rest of the city around them.
 */
export const SUGGESTED_MIN_PLACES = 12;
let suggested: ReadonlySet<string> | null = null;
function isSuggested(hood: Hood): boolean {
  if (!suggested) {
    const counts = new Map<string, number>();
    for (const { city, places } of CATALOG_CITIES) {
      const hoodsByKey = new Map<string, string[]>();
      for (const h of HOODS.filter((x) => x.city.id === city.id)) {
        for (const key of h.keys) hoodsByKey.set(key, [...(hoodsByKey.get(key) ?? []), h.id]);
      }
      for (const place of places) {
        const own = new Set(areaKeysOf(place).flatMap((key) => hoodsByKey.get(key) ?? []));
        for (const id of own) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    suggested = new Set(HOODS.filter((h) => (counts.get(h.id) ?? 0) >= SUGGESTED_MIN_PLACES).map((h) => h.id));
  }
  return suggested.has(hood.id);
}

const townId = (e: Entry) => `gazetteer:${e.country}:${e.lat.toFixed(4)},${e.lng.toFixed(4)}:${e.name}`;
const TOWN_ID = /^gazetteer:([A-Z]{2}):(-?\d{1,2}\.\d{4}),(-?\d{1,3}\.\d{4}):(.{1,200})$/;

/** A district as "Ehrenfeld, Köln", with the city it is part of; a town as itself. */
function townSuggestion(e: Entry): LocationSuggestion {
  const city = e.district ? cityOf(e) : null;
  return {
    id: townId(e),
    name: e.name,
    city: city?.name ?? null,
    location: city ? withDistrict(city, e) : fromEntry(e),
  };
}

const hoodSuggestion = (h: Hood): LocationSuggestion => ({
  id: h.id,
  name: h.area.name,
  city: h.cityName,
  location: areaLocation(h),
});

/** Suggestions for the address autocomplete: big towns, then neighbourhoods, then other towns starting so. */
export function suggestLocations(input: string, limit = 8): LocationSuggestion[] {
  const typed = normalize(input);
  if (!typed) return [];
  const named = HOODS.filter((h) => h.keys.some((k) => k.startsWith(typed)));
  const hoods = named.filter(isSuggested);
  // Other names ("Münch…", "Wi…") lead to the places they stand for.
  const aliased = new Set([...SAME_KEYS].filter(([key]) => key.startsWith(typed)).flatMap(([, keys]) => keys));
  const towns: Entry[] = [];
  for (const e of ENTRIES) {
    if (towns.length >= limit) break;
    if (!e.keys.some((k) => k.startsWith(typed) || aliased.has(k))) continue;
    // GeoNames' own entry for a catalog neighbourhood ("Kreuzberg") is suggested as the neighbourhood.
    if (e.district && named.some((h) => h.keys.includes(e.keys[0]))) continue;
    towns.push(e);
  }
  const big = towns.filter((e) => e.population >= BIG_TOWN);
  return [
    ...big.map(townSuggestion),
    ...hoods.map(hoodSuggestion),
    ...towns.filter((e) => !big.includes(e)).map(townSuggestion),
  ].slice(0, limit);
}

/** The place a suggestion's id names, as the gazetteer knows it; null for any other id. */
export function placeById(id: string): ResolvedLocation | null {
  const hood = HOOD_BY_ID.get(id);
  if (hood) return areaLocation(hood);
  const town = TOWN_ID.exec(id);
  if (!town) return null;
  const [, country, lat, lng, name] = town;
  const entry = entriesAt({ lat: Number(lat), lng: Number(lng) }).find(
    (e) => townId(e) === `gazetteer:${country}:${lat},${lng}:${name}`,
  );
  return entry ? townSuggestion(entry).location : null;
}

/**
 * The neighbourhood or district a saved plan was asked for, from its stored centre: one whose centre is
 * that point, where no town's is (a plan asked for in the town starts at the town's centre).
 */
export function knownPlaceAt(point: LatLng): ResolvedLocation | null {
  const here = entriesAt(point);
  if (here.some((e) => !e.district)) return null;
  const hood = HOODS.find((h) => Math.abs(h.area.lat - point.lat) < 1e-6 && Math.abs(h.area.lng - point.lng) < 1e-6);
  if (hood) return areaLocation(hood);
  const district = here[0];
  return district ? townSuggestion(district).location : null;
}

/** Within this distance of a neighbourhood's centre, someone is in it (the catalog's places of one lie within 2 km). */
const IN_NEIGHBOURHOOD_KM = 1.5;

/**
 * Where someone standing at `point` is, as a place to plan in ("near me" with the browser's position): the
 * catalog neighbourhood whose centre is nearest, within 1.5 km; else the nearest town or district of the
 * gazetteer (within 100 km); else null. Only the place is kept, never the point.
 */
export function placeNear(point: LatLng): LocationSuggestion | null {
  let best: Hood | null = null;
  let bestKm = IN_NEIGHBOURHOOD_KM;
  for (const hood of HOODS) {
    if (hood.area.wide) continue;
    const km = distanceKm(point, hood.area);
    if (km <= bestKm) [best, bestKm] = [hood, km];
  }
  if (best) return hoodSuggestion(best);
  const town = nearestCity(point);
  return town ? townSuggestion(town) : null;
}
