// OpenStreetMap as a place source (PLACES_SOURCE=osm): named amenities, leisure and tourism around the
// start, from the Overpass API. OSM knows names, coordinates, addresses and opening_hours, and often the
// character (cuisine, diets, outdoor seating: osm-character.ts); what it does not know (price, vibe,
// visit length) is estimated per kind of place (profiles.ts) and marked so. Places without an
// opening_hours tag get their kind's usual hours (usual-hours.ts), never shown as verified.
import { resolveLocation } from "~/planning/places/gazetteer";
import { cachedCall, fetchJson, unavailable, type HttpClientOptions, type PlaceCache } from "./http";
import { type CandidateQuery, type Geocoder, type LatLng, type Place } from "~/planning/places/place";
import { OnlinePlaceSource } from "./online-source";
import { elementToPlace, type Area, type OverpassElement } from "./osm-place";

export { elementToPlace, type OverpassElement };

export type OverpassOptions = Partial<HttpClientOptions> & {
  /** e.g. https://overpass-api.de/api/interpreter */
  url: string;
  userAgent: string;
  cache?: PlaceCache;
  /** Geocodes towns the gazetteer lacks (Nominatim). */
  geocoder?: Geocoder;
};

/**
 * One statement group per kind, each with its own output limit, so a city's thousands of restaurants
 * cannot crowd the museums and parks out of the answer. Overpass cannot sort by distance and cuts at the
 * limit by id, so every group is asked in growing rings (RINGS_M): the places near the start are always
 * in the answer, however many lie further out.
 */
const GROUPS: Array<{ filters: string[]; limit: number }> = [
  { filters: ['["amenity"="restaurant"]'], limit: 150 },
  { filters: ['["amenity"~"^(cafe|ice_cream|bar|pub|biergarten|nightclub)$"]'], limit: 150 },
  {
    filters: ['["amenity"~"^(cinema|theatre|arts_centre|music_venue)$"]', '["tourism"~"^(museum|gallery)$"]'],
    limit: 100,
  },
  {
    filters: ['["tourism"~"^(viewpoint|attraction|zoo|aquarium)$"]', '["leisure"~"^(park|garden)$"]'],
    limit: 100,
  },
  {
    filters: [
      '["leisure"~"^(escape_game|bowling_alley|sauna)$"]',
      '["leisure"="sports_centre"]["sport"~"climbing"]',
      '["amenity"~"^(marketplace|public_bath)$"]',
    ],
    limit: 80,
  },
];
/** Bigger circles only return an arbitrary slice of a city, at a high cost to the public servers. */
const MAX_RADIUS_M = 25_000;
/** The rings each group is asked in, inside the query's own radius. */
const RINGS_M = [700, 2000, 6000];
const OSM_ID = /^osm:(node|way|relation)\/(\d{1,15})$/;

export function aroundQuery(center: LatLng, radiusM: number): string {
  const point = `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`;
  const rings = [...RINGS_M.filter((r) => r < radiusM), radiusM];
  const groups = rings.flatMap((ring) =>
    GROUPS.map(
      ({ filters, limit }) =>
        `(${filters.map((f) => `nwr${f}["name"](around:${ring},${point});`).join("")});out center ${limit};`,
    ),
  );
  return `[out:json][timeout:10];${groups.join("")}`;
}

/** Country and zone from the query, else from the nearest gazetteer city (none further than 100 km). */
function areaNear(point: LatLng, query?: Partial<CandidateQuery>): Area | null {
  const near = resolveLocation(`${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`);
  const timeZone = query?.timeZone || near?.timeZone;
  if (!timeZone) return null;
  return { country: query?.country || near?.country || "", timeZone };
}

export class OverpassSource extends OnlinePlaceSource {
  readonly name = "osm" as const;
  private readonly http: HttpClientOptions;

  constructor(private readonly options: OverpassOptions) {
    super(options.geocoder);
    // The public instances ask for few, unhurried requests; queries get 10 s on the server.
    this.http = { minIntervalMs: 1000, timeoutMs: 12_000, ...options };
  }

  async candidates(query: CandidateQuery): Promise<Place[]> {
    const radiusM = Math.min(MAX_RADIUS_M, Math.round(query.radiusKm * 1000));
    // ~100 m rounding lets nearby starts share one cached answer.
    const key = `osm:around:${query.center.lat.toFixed(3)},${query.center.lng.toFixed(3)}:${radiusM}`;
    const elements = await cachedCall(this.options.cache, key, () =>
      this.fetchElements(aroundQuery(query.center, radiusM)),
    );
    const area = areaNear(query.center, query) ?? { country: query.country, timeZone: query.timeZone };
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const element of elements) {
      const place = elementToPlace(element, area);
      if (!place) continue;
      // The same venue mapped twice (a node and its building) or listed by two groups.
      const twin = `${place.name}|${place.category}|${place.lat.toFixed(3)},${place.lng.toFixed(3)}`;
      if (seen.has(place.sourceId) || seen.has(twin)) continue;
      seen.add(place.sourceId).add(twin);
      places.push(place);
      this.remember(place);
    }
    return places;
  }

  /** `osm:node/123` by an Overpass id query. */
  protected async lookUp(sourceId: string): Promise<Place | null> {
    const match = OSM_ID.exec(sourceId);
    if (!match) return null;
    const [, type, id] = match;
    const elements = await cachedCall(this.options.cache, `osm:element:${type}/${id}`, () =>
      this.fetchElements(`[out:json][timeout:10];${type}(id:${id});out center;`),
    );
    const element = elements[0];
    const point = element && { lat: element.lat ?? element.center?.lat, lng: element.lon ?? element.center?.lon };
    if (!point || point.lat === undefined || point.lng === undefined) return null;
    const area = areaNear({ lat: point.lat, lng: point.lng });
    return area ? elementToPlace(element, area) : null;
  }

  private async fetchElements(query: string): Promise<OverpassElement[]> {
    const body = new URLSearchParams({ data: query });
    const answer = await fetchJson<{ elements?: OverpassElement[]; remark?: string }>(
      "overpass",
      this.options.url,
      { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      this.http,
    );
    // Overpass reports a server-side timeout as 200 with a remark and partial data: not worth caching.
    if (answer.remark && /error|timed out/i.test(answer.remark)) {
      throw unavailable("overpass", answer.remark);
    }
    // Keep only what the mapping reads; ways' node lists would bloat the cache.
    return (answer.elements ?? []).map(({ type, id, lat, lon, center, tags }) => ({
      type,
      id,
      lat,
      lon,
      center,
      tags,
    }));
  }
}
