// Nominatim (OpenStreetMap's geocoder): any town for planning when an online source is on, and the
// autocomplete's fallback. Its usage policy asks for at most one request a second, a User-Agent naming
// the app, and caching; all three are kept here.
import { resolveLocation, type ResolvedLocation } from "./gazetteer";
import { cachedCall, fetchJson, type HttpClientOptions, type PlaceCache } from "./http";
import type { Geocoder } from "./place";
import type { Suggestion, SuggestionLanguage } from "./suggestions";

/** One hit of /search?format=json&addressdetails=1&extratags=1. */
export type NominatimResult = {
  place_id: number;
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  class?: string;
  type?: string;
  addresstype?: string;
  address?: Record<string, string>;
  extratags?: Record<string, string> | null;
};

export type NominatimOptions = Partial<HttpClientOptions> & {
  /** e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  userAgent: string;
  cache?: PlaceCache;
};

type SearchOptions = { limit: number; language: string; featureType?: "city" };

export class Nominatim implements Geocoder {
  private readonly http: HttpClientOptions;

  constructor(private readonly options: NominatimOptions) {
    this.http = { minIntervalMs: 1000, timeoutMs: 8000, ...options };
  }

  async search(q: string, { limit, language, featureType }: SearchOptions): Promise<NominatimResult[]> {
    const params = new URLSearchParams({
      q,
      format: "json",
      limit: String(limit),
      addressdetails: "1",
      extratags: "1",
      "accept-language": language,
    });
    if (featureType) params.set("featureType", featureType);
    const key = `nominatim:search:${params}`;
    const url = `${this.options.baseUrl.replace(/\/$/, "")}/search?${params}`;
    return cachedCall(this.options.cache, key, () => fetchJson<NominatimResult[]>("nominatim", url, {}, this.http));
  }

  /** The best hit, with the time zone of the nearest gazetteer city: none further than 100 km, so no guesses. */
  async geocode(text: string): Promise<ResolvedLocation | null> {
    const [hit] = await this.search(text.trim(), { limit: 1, language: "en" });
    if (!hit) return null;
    const lat = Number(hit.lat);
    const lng = Number(hit.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    const near = resolveLocation(`${lat.toFixed(6)}, ${lng.toFixed(6)}`);
    if (!near) return null;
    return {
      label: hit.name || hit.display_name.split(",")[0].trim(),
      lat,
      lng,
      country: hit.address?.country_code?.toUpperCase() ?? near.country,
      timeZone: near.timeZone,
    };
  }

  /** Towns and cities for the address autocomplete. */
  async suggest(input: string, language: SuggestionLanguage): Promise<Suggestion[]> {
    const hits = await this.search(input, { limit: 8, language, featureType: "city" });
    return hits.map((hit) => {
      const main = hit.name || hit.display_name.split(",")[0].trim();
      const a = hit.address ?? {};
      return {
        place_id: hit.osm_type && hit.osm_id ? `osm:${hit.osm_type}/${hit.osm_id}` : `nominatim:${hit.place_id}`,
        description: hit.display_name,
        structured_formatting: {
          main_text: main,
          secondary_text: [a.state, a.country].filter((part) => part && part !== main).join(", "),
        },
        types: [hit.addresstype ?? hit.type ?? "place"],
        geometry: { location: { lat: Number(hit.lat), lng: Number(hit.lon) } },
      };
    });
  }
}
