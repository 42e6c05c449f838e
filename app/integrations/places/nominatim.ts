// Nominatim (OpenStreetMap's geocoder): any town for planning when an online source is on, and the
// autocomplete's fallback. Its usage policy asks for at most one request a second, a User-Agent naming
// the app, and caching; all three are kept here.
import * as z from "zod";
import { resolveLocation } from "~/planning/places/gazetteer";
import type { Geocoder, ResolvedLocation } from "~/planning/places/place";
import { cachedCall, fetchJson, type HttpClientOptions, type PlaceCache } from "./http";
import type { Suggestion, SuggestionLanguage } from "~/planning/places/suggestions";

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

  /**
   * Towns and cities for the address autocomplete. Each is remembered (in the cache), so a pick of one
   * plans where this answer said it is, without searching its name again.
   */
  async suggest(input: string, language: SuggestionLanguage): Promise<Suggestion[]> {
    const hits = await this.search(input, { limit: 8, language, featureType: "city" });
    const suggestions: Suggestion[] = [];
    for (const hit of hits) {
      const main = hit.name || hit.display_name.split(",")[0].trim();
      const a = hit.address ?? {};
      const point = { lat: Number(hit.lat), lng: Number(hit.lon) };
      const id = hit.osm_type && hit.osm_id ? `osm:${hit.osm_type}/${hit.osm_id}` : `nominatim:${hit.place_id}`;
      const picked: Picked = { label: main, ...point, country: a.country_code?.toUpperCase() ?? "" };
      await this.options.cache?.set(pickKey(id), picked).catch(() => undefined);
      suggestions.push({
        place_id: id,
        description: hit.display_name,
        structured_formatting: {
          main_text: main,
          secondary_text: [a.state, a.country].filter((part) => part && part !== main).join(", "),
        },
        types: [hit.addresstype ?? hit.type ?? "place"],
        geometry: { location: point },
      });
    }
    return suggestions;
  }

  /** A town this autocomplete suggested, as it was suggested; null when it was not (or is forgotten). */
  async locate(placeId: string): Promise<ResolvedLocation | null> {
    const hit = await this.options.cache?.get(pickKey(placeId)).catch(() => null);
    const picked = PickedSchema.safeParse(hit?.value);
    if (!picked.success) return null;
    const { label, lat, lng, country } = picked.data;
    const near = resolveLocation(`${lat.toFixed(6)}, ${lng.toFixed(6)}`);
    return near ? { label, lat, lng, country: country || near.country, timeZone: near.timeZone } : null;
  }
}

const pickKey = (placeId: string) => `nominatim:suggested:${placeId}`;
const PickedSchema = z.object({
  label: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  country: z.string(),
});
type Picked = z.infer<typeof PickedSchema>;
