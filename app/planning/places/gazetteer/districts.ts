// Finds a catalog city's neighbourhood in what someone typed: "Friedrichshain Berlin", "Berlin-Neukölln",
// "Wien 7., Neubau", "1070 Wien", "Soho London", "Williamsburg Brooklyn", "Shoreditch", "Zürcher Altstadt".
// Every name is indexed once at start-up, so a lookup is a handful of map reads.
import { CATALOG_CITIES } from "../catalog";
import type { CatalogCity, ResolvedLocation } from "../place";
import { NEIGHBOURHOODS, type Area } from "./neighbourhoods";
import { keysOf } from "./normalize";

type City = CatalogCity["city"];
type Hood = { area: Area; city: City; order: number };
/** How sure a name is: a name beats a postcode, a postcode beats a bare number ("Langstrasse 12"). */
type Rank = 0 | 1 | 2;
type Entry = Hood & { rank: Rank; generic: boolean };

export type NeighbourhoodMatch = {
  area: Area;
  city: City;
  /** The city as typed ("München"), or its English name when it wasn't. */
  cityName: string;
};

/** Too common to mean one city's quarter unless the city is named too. */
const GENERIC = new Set(
  ["Altstadt", "Neustadt", "Old Town", "City", "Au", "Innenstadt", "Inner City", "Mitte"]
    .concat(["Strand", "Angel", "Victoria", "Borough", "Rathaus", "HB", "MQ", "Alex", "LES", "LIC"])
    .map((n) => keysOf(n)[0]),
);
// "Mitte" alone is Berlin's; Hamburg-Mitte's short form is the generic one.
const UNQUALIFIED_OK: Record<string, string> = { mitte: "berlin" };

type Form = { key: string; rank: Rank; generic: boolean };
const form = (rank: Rank, generic: boolean) => (key: string) => ({ key, rank, generic });
const name = form(0, false);
const vague = form(0, true);
const postcode = form(1, true);
const bare = form(2, true);

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
const pad = (n: number) => String(n).padStart(2, "0");

/** How people write a numbered district: "Wien 7", "1070 Wien", "7. Bezirk", "Paris 11e", "75011", "Kreis 4". */
function numberForms(cityId: string, n: number): Form[] {
  const common = [bare(String(n)), vague(`district ${n}`), vague(`${ordinal(n)} district`)];
  switch (cityId) {
    case "vienna":
      return [...common, postcode(`1${pad(n)}0`), name(`${n} bezirk`), name(`bezirk ${n}`)];
    case "paris": {
      const short = n === 1 ? ["1er", "1e", "1ere"] : [`${n}e`, `${n}eme`];
      const codes = n === 16 ? ["75016", "75116"] : [`750${pad(n)}`];
      return [
        ...common,
        ...codes.map(postcode),
        ...[...short, ordinal(n)].map(vague),
        ...[...short, String(n), ordinal(n)].map((s) => name(`${s} arrondissement`)),
        name(`arrondissement ${n}`),
      ];
    }
    case "zurich":
      return [...common, name(`kreis ${n}`), name(`chreis ${n}`)];
    default:
      return common;
  }
}

const BY_KEY = new Map<string, Entry[]>();
/** Names by city, for the typo check when the city is named. */
const NAMES_BY_CITY = new Map<string, Array<{ key: string; hood: Hood }>>();
/** A city named by its name, or by its German adjective ("Wiener"), which only qualifies a quarter. */
const CITY_BY_KEY = new Map<string, { city: City; name: string; adjective?: true }>();

/** "Zürcher Altstadt", "Wiener Innenstadt", "in der Münchner Altstadt": the city said as an adjective. */
const ADJECTIVES: Record<string, string[]> = {
  berlin: ["Berliner"],
  munich: ["Münchner", "Münchener"],
  hamburg: ["Hamburger"],
  vienna: ["Wiener"],
  zurich: ["Zürcher", "Züricher"],
  london: ["Londoner"],
  paris: ["Pariser"],
  "new-york": ["New Yorker"],
};

function add(key: string, entry: Entry) {
  const list = BY_KEY.get(key) ?? [];
  if (!list.some((e) => e.area === entry.area)) list.push(entry);
  BY_KEY.set(key, list);
}

let order = 0;
for (const { city } of CATALOG_CITIES) {
  const extra = city.id === "new-york" ? ["NYC", "New York City", "NY"] : city.id === "zurich" ? ["Züri"] : [];
  // English last: "Zurich" typed keeps the English name, "Zürich" and "Zuerich" the German one.
  for (const typed of [city.name.de, city.name.en])
    for (const key of keysOf(typed)) CITY_BY_KEY.set(key, { city, name: typed });
  for (const typed of extra) for (const key of keysOf(typed)) CITY_BY_KEY.set(key, { city, name: city.name.en });
  for (const typed of ADJECTIVES[city.id] ?? [])
    for (const key of keysOf(typed)) CITY_BY_KEY.set(key, { city, name: city.name.de, adjective: true });
  const names: Array<{ key: string; hood: Hood }> = [];
  for (const area of NEIGHBOURHOODS[city.id] ?? []) {
    const hood: Hood = { area, city, order: order++ };
    for (const spelling of [area.name, ...area.aka]) {
      for (const key of keysOf(spelling)) {
        const generic = GENERIC.has(key) && UNQUALIFIED_OK[key] !== city.id;
        add(key, { ...hood, rank: 0, generic });
        names.push({ key, hood });
      }
    }
    if (area.number !== undefined) {
      for (const { key, rank, generic } of numberForms(city.id, area.number)) add(key, { ...hood, rank, generic });
    }
  }
  NAMES_BY_CITY.set(city.id, names);
}

/** "Friedrichshain-Kreuzberg": Friedrichshain, Kreuzberg; "Hamburg-Mitte": Mitte, not the whole city. */
function boroughParts(name: string, cityName: string): string[] {
  return name.includes("-") ? name.split("-").filter((part) => part !== cityName && part.length > 2) : [];
}

/** Where a plan asked for in that neighbourhood starts, as resolveLocation gives it. */
export function areaLocation({ area, city, cityName }: NeighbourhoodMatch): ResolvedLocation {
  return {
    label: `${area.name}, ${cityName}`,
    lat: area.lat,
    lng: area.lng,
    country: city.country,
    timeZone: city.timeZone,
    neighbourhood: area.wide
      ? { name: area.name, aka: [...area.aka, ...boroughParts(area.name, cityName)], wide: true }
      : { name: area.name, aka: area.aka },
  };
}

/** The longest name is five words ("Saint-Germain-des-Prés" and its kind). */
const MAX_SPAN = 5;

type Hit = Entry & { start: number; end: number };

/**
 * The neighbourhood named in `words` (normalized, no commas), or null. `isElsewhere(key, city, population)`
 * tells whether the gazetteer knows `key` only far from `city` (with at least that many people): a
 * neighbourhood named without its city must not win over a town somewhere else ("Altstadt Düsseldorf",
 * "Chinatown Singapore", "Richmond").
 */
export function matchNeighbourhood(
  words: string[],
  isElsewhere: (key: string, city: City, minPopulation: number) => boolean,
): NeighbourhoodMatch | null {
  const hits: Hit[] = [];
  const mentioned = new Map<string, { city: City; name: string; adjective?: true; start: number; end: number }>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++) {
      const key = words.slice(start, end).join(" ");
      const city = CITY_BY_KEY.get(key);
      if (city && !mentioned.has(city.city.id)) mentioned.set(city.city.id, { ...city, start, end });
      for (const entry of BY_KEY.get(key) ?? []) hits.push({ ...entry, start, end });
    }
  }
  // "Hamburger in Berlin-Mitte": an adjective that may be a dish gives way to a city named by name.
  const byName = [...mentioned.values()].filter((m) => !m.adjective);
  const cities = byName.length ? byName : [...mentioned.values()];
  if (cities.length > 1) return null; // "Paris Berlin": not ours to pick
  const [named] = cities;

  const covered = (i: number, hit: Hit) =>
    (i >= hit.start && i < hit.end) || (named && i >= named.start && i < named.end);
  const leftover = (hit: Hit) => words.map((w, i) => (covered(i, hit) ? null : w));

  let candidates = named
    ? hits.filter((h) => h.city.id === named.city.id && (h.rank < 2 || onlyNumberAndCity(h)))
    : hits.filter((h) => !h.generic && !conflicts(h));
  // No guessing at typos beside an adjective: "Wiener Schnitzel" is no quarter of Vienna.
  if (!candidates.length && named && !named.adjective) candidates = typoHits(words, named);
  if (!candidates.length) return null;
  candidates.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.end - b.start - (a.end - a.start) ||
      Number(a.area.wide) - Number(b.area.wide) ||
      a.start - b.start ||
      a.order - b.order,
  );
  const best = candidates[0];
  return { area: best.area, city: best.city, cityName: named?.name ?? best.city.name.en };

  /** "Wien 7", "Paris 11": a bare number names a district only beside nothing but its city ("Wien, 3 Stunden"). */
  function onlyNumberAndCity(hit: Hit): boolean {
    return words.every(
      (_, i) =>
        (named && i >= named.start && i < named.end) ||
        hits.some((h) => h.area === hit.area && i >= h.start && i < h.end),
    );
  }

  /** Another place's name in the text, or this name belonging to a big town elsewhere. */
  function conflicts(hit: Hit): boolean {
    const key = words.slice(hit.start, hit.end).join(" ");
    if (isElsewhere(key, hit.city, 150_000)) return true;
    const rest = leftover(hit);
    for (let start = 0; start < rest.length; start++) {
      for (let end = start + 1; end <= Math.min(rest.length, start + 3); end++) {
        const span = rest.slice(start, end);
        if (span.includes(null)) break;
        const other = span.join(" ");
        if (!BY_KEY.has(other) && isElsewhere(other, hit.city, 0)) return true;
      }
    }
    return false;
  }
}

/** One typo in a name of at least six letters, only once the city is named ("Friedrichshan Berlin"). */
function typoHits(words: string[], named: { city: City; start: number; end: number }): Hit[] {
  const names = NAMES_BY_CITY.get(named.city.id) ?? [];
  const hits: Hit[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end++) {
      if (start < named.end && end > named.start) continue;
      const typed = words.slice(start, end).join(" ");
      if (typed.length < 6) continue;
      for (const { key, hood } of names) {
        if (key[0] === typed[0] && Math.abs(key.length - typed.length) <= 1 && withinOneEdit(typed, key)) {
          hits.push({ ...hood, rank: 0, generic: false, start, end });
        }
      }
    }
  }
  return hits;
}

/** At most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.length - short.length === 1 && long.slice(i + 1) === short.slice(i);
}
