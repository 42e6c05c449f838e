// Loopback fakes of the place providers, answering from hand-written fixtures in the real formats:
// Overpass (POST data=<query>), Nominatim (/search) and Google Places API (New), its photos included.
import googleAutocomplete from "./fixtures/google-autocomplete-berlin.json";
import googleNearbyBerlin from "./fixtures/google-nearby-berlin.json";
import googleNearbyMosel from "./fixtures/google-nearby-mosel.json";
import nominatimSearch from "./fixtures/nominatim-search.json";
import overpassBerlin from "./fixtures/overpass-berlin.json";
import overpassKoeln from "./fixtures/overpass-koeln.json";
import overpassMosel from "./fixtures/overpass-mosel.json";
import overpassSalzburg from "./fixtures/overpass-salzburg.json";
import { distanceKm } from "~/planning/travel";
import { startFake, type Fake } from "./http";

export const GOOGLE_TEST_KEY = "test-google-key";

type Element = {
  type: string;
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string | undefined>;
};

/**
 * Elements from the Berlin and Köln fixtures and real OpenStreetMap answers for two towns beyond the
 * catalog (the Mosel around Bernkastel-Kues and Traben-Trarbach; Salzburg): fixtures/OSM-SOURCES.md.
 */
const OVERPASS_ELEMENTS: Element[] = [
  ...overpassBerlin.elements,
  ...overpassKoeln.elements,
  ...overpassMosel.elements,
  ...overpassSalzburg.elements,
];

const patterns = new Map<string, RegExp>();
const pattern = (source: string) => patterns.get(source) ?? patterns.set(source, new RegExp(source)).get(source)!;

/** One `nwr[…][…](around:r,lat,lng)` statement: its tag filters (= exact, ~ regex, bare key: present). */
function statementMatches(statement: string, e: Element): boolean {
  const around = /\(around:([\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(statement);
  if (!around) return false;
  const point = { lat: e.lat ?? e.center!.lat, lng: e.lon ?? e.center!.lon };
  if (distanceKm(point, { lat: Number(around[2]), lng: Number(around[3]) }) * 1000 > Number(around[1])) return false;
  const tags = e.tags ?? {};
  for (const [, key, op, value] of statement.matchAll(/\["([^"]+)"(?:(=|~)"([^"]*)")?\]/g)) {
    const actual = tags[key];
    if (actual === undefined) return false;
    if (op === "=" && actual !== value) return false;
    if (op === "~" && !pattern(value).test(actual)) return false;
  }
  return true;
}

/**
 * Overpass: each `(statements);out center N;` group answers like the real server, in id order and cut
 * at N (it cannot sort by distance); `node(id:…)` style queries one element.
 */
export function startOverpass(): Promise<Fake> {
  return startFake((req) => {
    const query = new URLSearchParams(req.body).get("data") ?? "";
    if (req.method !== "POST" || !query.startsWith("[out:json]")) {
      return { status: 400, json: { remark: "runtime error: expected a POSTed [out:json] query" } };
    }
    const byId = /(node|way|relation)\(id:(\d+)\)/.exec(query);
    if (byId) {
      const elements = OVERPASS_ELEMENTS.filter((e) => e.type === byId[1] && String(e.id) === byId[2]);
      return { json: { ...overpassBerlin, elements } };
    }
    const order = ["node", "way", "relation"];
    const elements = [...query.matchAll(/\(([^()]*(?:\([^()]*\)[^()]*)*)\);out center(?: (\d+))?;/g)].flatMap(
      ([, union, limit]) => {
        const statements = union.split(";").filter(Boolean);
        return OVERPASS_ELEMENTS.filter((e) => statements.some((st) => statementMatches(st, e)))
          .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || a.id - b.id)
          .slice(0, limit ? Number(limit) : undefined);
      },
    );
    return { json: { ...overpassBerlin, elements } };
  });
}

/** Nominatim /search, by the lower-cased query; like the real one it refuses clients without a User-Agent. */
export function startNominatim(): Promise<Fake> {
  return startFake((req) => {
    if (!/Amble\//.test(req.headers["user-agent"] ?? "")) return { status: 403, json: { error: "no user agent" } };
    if (req.path !== "/search" || req.query.get("format") !== "json") return { status: 400, json: [] };
    const q = (req.query.get("q") ?? "").trim().toLowerCase() as keyof typeof nominatimSearch;
    return { json: nominatimSearch[q] ?? [] };
  });
}

/** Berlin's hand-written places, and the Mosel's in the Places API shape (fixtures/OSM-SOURCES.md). */
const googleNearby = { places: [...googleNearbyBerlin.places, ...googleNearbyMosel.places] };
type GooglePlace = {
  id: string;
  types: string[];
  location: { latitude: number; longitude: number };
  photos?: Array<{ name: string }>;
};

/** Places API (New): searchNearby, place details and autocomplete, with key and field-mask checks. */
export function startGooglePlaces(): Promise<Fake> {
  const error = (code: number, status: string, message: string) => ({
    status: code,
    json: { error: { code, message, status } },
  });
  return startFake((req) => {
    if (req.headers["x-goog-api-key"] !== GOOGLE_TEST_KEY) {
      return error(403, "PERMISSION_DENIED", "API key not valid. Please pass a valid API key.");
    }
    if (req.method === "POST" && req.path === "/v1/places:autocomplete") {
      const { input } = JSON.parse(req.body) as { input: string };
      return { json: input.toLowerCase().startsWith("berl") ? googleAutocomplete : {} };
    }
    // Place Photos (New): where the picture is, at most maxWidthPx wide (asked not to redirect).
    const media = /^\/v1\/places\/([^/]+)\/photos\/([^/]+)\/media$/.exec(req.path);
    if (req.method === "GET" && media) {
      const name = `places/${media[1]}/photos/${media[2]}`;
      const photo = googleNearby.places.flatMap((p) => ("photos" in p ? p.photos : [])).find((ph) => ph?.name === name);
      if (!photo) return error(404, "NOT_FOUND", "Requested entity was not found.");
      const width = Number(req.query.get("maxWidthPx"));
      if (!(width >= 1 && width <= 4800))
        return error(400, "INVALID_ARGUMENT", "maxWidthPx must be between 1 and 4800.");
      if (req.query.get("skipHttpRedirect") !== "true") {
        return error(400, "INVALID_ARGUMENT", "This fake answers with skipHttpRedirect=true only.");
      }
      return {
        json: { name: `${name}/media`, photoUri: `https://lh3.googleusercontent.com/places/${media[2]}=s${width}` },
      };
    }
    if (!req.headers["x-goog-fieldmask"]) {
      return error(
        400,
        "INVALID_ARGUMENT",
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters.",
      );
    }
    if (req.method === "POST" && req.path === "/v1/places:searchNearby") {
      const body = JSON.parse(req.body) as {
        includedTypes: string[];
        maxResultCount?: number;
        rankPreference?: string;
        locationRestriction?: { circle: { center: { latitude: number; longitude: number }; radius: number } };
      };
      const circle = body.locationRestriction?.circle;
      const away = (p: GooglePlace) =>
        circle
          ? distanceKm(
              { lat: p.location.latitude, lng: p.location.longitude },
              { lat: circle.center.latitude, lng: circle.center.longitude },
            ) * 1000
          : 0;
      const places = (googleNearby.places as GooglePlace[])
        .filter((p) => p.types.some((t) => body.includedTypes.includes(t)) && (!circle || away(p) <= circle.radius))
        .sort((a, b) => (body.rankPreference === "DISTANCE" ? away(a) - away(b) : 0))
        .slice(0, body.maxResultCount ?? 20);
      return { json: places.length ? { places } : {} };
    }
    const details = /^\/v1\/places\/([^/:]+)$/.exec(req.path);
    if (req.method === "GET" && details) {
      const place = googleNearby.places.find((p) => p.id === decodeURIComponent(details[1]));
      return place ? { json: place } : error(404, "NOT_FOUND", `Requested entity was not found.`);
    }
    return error(404, "NOT_FOUND", "Unknown path");
  });
}
