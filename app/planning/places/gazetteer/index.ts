// Resolves what a person types ("Berlin", "München", "Kreuzberg, Berlin", "48.137, 11.575", a full
// address) to a centre, country and time zone, from bundled data only.
import { CATALOG_CITIES } from "../catalog";
import { distanceKm } from "../../travel";
import data from "./cities.json";

export type ResolvedLocation = {
  /** What to call the place in a plan ("Kreuzberg, Berlin"). */
  label: string;
  lat: number;
  lng: number;
  country: string;
  timeZone: string;
};

type Row = [name: string, country: string, lat: number, lng: number, population: number, zone: number, district: 0 | 1];
type Entry = {
  name: string;
  key: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  timeZone: string;
  district: boolean;
};

const ENTRIES: Entry[] = (data.rows as Row[]).map(([name, country, lat, lng, population, zone, district]) => ({
  name,
  key: normalize(name),
  country,
  lat,
  lng,
  population,
  timeZone: data.zones[zone],
  district: district === 1,
}));
const BY_KEY = new Map<string, Entry[]>();
for (const e of ENTRIES) BY_KEY.set(e.key, [...(BY_KEY.get(e.key) ?? []), e]);

/** German and other local names of cities people plan in, to their gazetteer name. */
const ALIASES: Record<string, string> = {
  munchen: "munich",
  muenchen: "munich",
  wien: "vienna",
  zuerich: "zurich",
  koln: "cologne",
  koeln: "cologne",
  nurnberg: "nuremberg",
  nuernberg: "nuremberg",
  hannover: "hanover",
  "frankfurt am main": "frankfurt am main",
  frankfurt: "frankfurt am main",
  prag: "prague",
  rom: "rome",
  mailand: "milan",
  venedig: "venice",
  florenz: "florence",
  neapel: "naples",
  warschau: "warsaw",
  krakau: "krakow",
  kopenhagen: "copenhagen",
  brussel: "brussels",
  bruxelles: "brussels",
  lissabon: "lisbon",
  athen: "athens",
  moskau: "moscow",
  genf: "geneva",
  geneve: "geneva",
  luttich: "liege",
  "den haag": "the hague",
  "new york": "new york city",
  nyc: "new york city",
  "new york, ny": "new york city",
};

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

export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9 ,.-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The biggest place of that name, optionally in a country or near a point. */
function lookup(name: string, filter: { country?: string; near?: { lat: number; lng: number } } = {}): Entry | null {
  const key = ALIASES[name] ?? name;
  const matches = (BY_KEY.get(key) ?? []).filter(
    (e) => (!filter.country || e.country === filter.country) && (!filter.near || distanceKm(filter.near, e) <= 30),
  );
  return matches.sort((a, b) => b.population - a.population)[0] ?? null;
}

/** A neighbourhood of a catalog city, at the centre of its catalogued places. */
function catalogNeighbourhood(name: string, near: { lat: number; lng: number }) {
  for (const { city, places } of CATALOG_CITIES) {
    if (distanceKm(city, near) > 30) continue;
    const inside = places.filter((p) => normalize(p.neighbourhood) === name);
    if (!inside.length) continue;
    return {
      name: inside[0].neighbourhood,
      lat: inside.reduce((s, p) => s + p.lat, 0) / inside.length,
      lng: inside.reduce((s, p) => s + p.lng, 0) / inside.length,
    };
  }
  return null;
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

  const parts = normalize(text)
    .split(",")
    .map((p) => p.replace(/\b\d{4,5}\b/g, "").trim()) // postal codes
    .filter(Boolean);
  if (!parts.length) return null;

  // "New York, NY" and similar read as one name first.
  const whole = lookup(parts.join(", "));
  if (whole) return fromEntry(whole);

  let country: string | undefined;
  if (parts.length > 1 && COUNTRIES[parts.at(-1)!]) country = COUNTRIES[parts.pop()!];

  // The city is the right-most part that is a city; anything left of it may be a district.
  for (let i = parts.length - 1; i >= 0; i--) {
    const city = lookup(parts[i], { country });
    if (!city) continue;
    for (const part of parts.slice(0, i).reverse()) {
      const hood = catalogNeighbourhood(part, city);
      if (hood) return { ...fromEntry(city), label: `${hood.name}, ${city.name}`, lat: hood.lat, lng: hood.lng };
      const district = lookup(part, { near: city });
      if (district && district !== city) return { ...fromEntry(district), label: `${district.name}, ${city.name}` };
    }
    return fromEntry(city);
  }
  return null;
}

function fromEntry(e: Entry): ResolvedLocation {
  return { label: e.name, lat: e.lat, lng: e.lng, country: e.country, timeZone: e.timeZone };
}

/** Suggestions for the address autocomplete: names starting with the input, biggest first. */
export function suggestLocations(input: string, limit = 8): ResolvedLocation[] {
  const typed = normalize(input);
  if (!typed) return [];
  // Local names ("Münch…", "Wi…") lead to the places they stand for.
  const aliased = new Set(
    Object.entries(ALIASES)
      .filter(([alias]) => alias.startsWith(typed))
      .map(([, name]) => name),
  );
  const out: ResolvedLocation[] = [];
  for (const e of ENTRIES) {
    if (e.key.startsWith(typed) || aliased.has(e.key)) out.push(fromEntry(e));
    if (out.length >= limit) break;
  }
  return out;
}
