// Resolves what a person types ("Berlin", "München", "Friedrichshain Berlin", "48.137, 11.575", a full
// address) to a centre, country and time zone, from bundled data only: the catalog cities' neighbourhoods
// (districts.ts) first, then the towns and city districts of GeoNames (cities.json).
import { distanceKm } from "../../travel";
import type { ResolvedLocation } from "../place";
import data from "./cities.json";
import { matchNeighbourhood } from "./districts";
import { keysOf, normalize } from "./normalize";

type Row = [name: string, country: string, lat: number, lng: number, population: number, zone: number, district: 0 | 1];
type Entry = {
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

const ENTRIES: Entry[] = (data.rows as Row[]).map(([name, country, lat, lng, population, zone, district]) => ({
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
const SAME_KEYS = new Map<string, string[]>();
for (const names of SAME_PLACE) {
  const keys = [...new Set(names.flatMap(keysOf))];
  for (const key of keys) SAME_KEYS.set(key, keys);
}

/** Country names and codes people append ("Berlin, Germany", "Wien, Österreich"). */
const COUNTRIES: Record<string, string> = {
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

export { normalize };
export type { ResolvedLocation };

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Every place under that name or another name of it. */
function entriesFor(key: string): Entry[] {
  const keys = SAME_KEYS.get(key) ?? [key];
  return keys.length === 1 ? (BY_KEY.get(key) ?? []) : [...new Set(keys.flatMap((k) => BY_KEY.get(k) ?? []))];
}

/** The biggest place of that name, optionally in a country or near a point. */
function lookup(name: string, filter: { country?: string; near?: { lat: number; lng: number } } = {}): Entry | null {
  let best: Entry | null = null;
  for (const e of entriesFor(name)) {
    if (filter.country && e.country !== filter.country) continue;
    if (filter.near && distanceKm(filter.near, e) > 30) continue;
    if (!best || e.population > best.population) best = e;
  }
  return best;
}

/** Whether the gazetteer knows `key` only further than 50 km from `near` (with at least that many people). */
function onlyElsewhere(key: string, near: { lat: number; lng: number }, minPopulation: number): boolean {
  const entries = entriesFor(key);
  if (!entries.length || entries.some((e) => distanceKm(near, e) <= 50)) return false;
  return entries.some((e) => e.population >= minPopulation);
}

function nearestCity(point: { lat: number; lng: number }): Entry | null {
  let best: Entry | null = null;
  let bestKm = Infinity;
  for (const e of ENTRIES) {
    const km = distanceKm(point, e);
    if (km < bestKm) [best, bestKm] = [e, km];
  }
  return bestKm <= 100 ? best : null;
}

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
  if (hood) {
    const { area, city, cityName } = hood;
    return {
      label: `${area.name}, ${cityName}`,
      lat: area.lat,
      lng: area.lng,
      country: city.country,
      timeZone: city.timeZone,
      // A borough ("Brooklyn", "Friedrichshain-Kreuzberg") is too wide to keep a plan in.
      ...(area.wide ? {} : { neighbourhood: { name: area.name, aka: area.aka } }),
    };
  }

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

function withDistrict(city: Entry, district: Entry): ResolvedLocation {
  return {
    ...fromEntry(district),
    label: `${district.name}, ${city.name}`,
    neighbourhood: { name: district.name, aka: [] },
  };
}

function fromEntry(e: Entry): ResolvedLocation {
  return { label: e.name, lat: e.lat, lng: e.lng, country: e.country, timeZone: e.timeZone };
}

/** Suggestions for the address autocomplete: names starting with the input, biggest first. */
export function suggestLocations(input: string, limit = 8): ResolvedLocation[] {
  const typed = normalize(input);
  if (!typed) return [];
  // Other names ("Münch…", "Wi…") lead to the places they stand for.
  const aliased = new Set([...SAME_KEYS].filter(([key]) => key.startsWith(typed)).flatMap(([, keys]) => keys));
  const out: ResolvedLocation[] = [];
  for (const e of ENTRIES) {
    if (e.keys.some((k) => k.startsWith(typed) || aliased.has(k))) out.push(fromEntry(e));
    if (out.length >= limit) break;
  }
  return out;
}
