// Google Places (API "New") as a place source (GOOGLE_MAPS_API_KEY, or PLACES_SOURCE=google): nearby
// places, one place by id, photos, and the address autocomplete with the places it suggests.
import { resolveLocation } from "~/planning/places/gazetteer";
import {
  PlacePhotoSchema,
  PlacesUnavailableError,
  type CandidateQuery,
  type Geocoder,
  type LatLng,
  type Place,
  type ResolvedLocation,
} from "~/planning/places/place";
import type { Suggestion, SuggestionLanguage } from "~/planning/places/suggestions";
import { webUrl } from "~/planning/places/web-url";
import { cachedCall, fetchJson, type HttpClientOptions, type PlaceCache } from "./http";
import { googleLocation, googlePlaceToPlace, PLACE_FIELDS, type GooglePlace } from "./google-place";
import { OnlinePlaceSource } from "./online-source";

export type GoogleOptions = Partial<HttpClientOptions> & {
  apiKey: string;
  /** e.g. https://places.googleapis.com */
  baseUrl: string;
  userAgent: string;
  cache?: PlaceCache;
  geocoder?: Geocoder;
};

/** Nearby Search returns at most 20 places a call, so each kind of outing gets its own call. */
const NEARBY_GROUPS = [
  ["restaurant"],
  ["cafe", "ice_cream_shop", "bakery"],
  ["bar", "pub", "wine_bar", "night_club"],
  ["museum", "art_gallery", "movie_theater", "performing_arts_theater"],
  ["park", "tourist_attraction", "zoo", "aquarium"],
  ["bowling_alley", "spa", "amusement_center"],
];
const MAX_RADIUS_M = 50_000;
/** Address-like kinds for the autocomplete (the API takes at most five). */
const AUTOCOMPLETE_TYPES = ["locality", "sublocality", "neighborhood", "street_address", "route"];
export const AUTOCOMPLETE_REGIONS = ["us", "ca", "gb", "de", "fr", "it", "es", "au"];
const GOOGLE_ID = /^google:([A-Za-z0-9_-]{10,300})$/;
/** A bare Google place id, as the autocomplete suggests places. */
const SUGGESTED_ID = /^[A-Za-z0-9_-]{10,300}$/;
const LOCATE_FIELDS = "id,displayName,location,addressComponents,types";

const circle = (center: LatLng, radius: number) => ({
  circle: { center: { latitude: center.lat, longitude: center.lng }, radius },
});

type Prediction = {
  placeId: string;
  text?: { text: string };
  structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
  types?: string[];
};

export class GooglePlacesSource extends OnlinePlaceSource {
  readonly name = "google" as const;
  private readonly http: HttpClientOptions;

  constructor(private readonly options: GoogleOptions) {
    super(options.geocoder);
    this.http = { minIntervalMs: 0, timeoutMs: 8000, ...options };
  }

  private url(path: string) {
    return `${this.options.baseUrl.replace(/\/$/, "")}${path}`;
  }

  private headers(fieldMask: string) {
    return {
      "Content-Type": "application/json",
      "X-Goog-Api-Key": this.options.apiKey,
      "X-Goog-FieldMask": fieldMask,
    };
  }

  private details(id: string, fields: string) {
    return fetchJson<GooglePlace>(
      "google-places",
      this.url(`/v1/places/${encodeURIComponent(id)}`),
      { headers: this.headers(fields) },
      this.http,
    );
  }

  async candidates(query: CandidateQuery): Promise<Place[]> {
    const radius = Math.min(MAX_RADIUS_M, Math.round(query.radiusKm * 1000));
    const key = `google:nearby:${query.center.lat.toFixed(3)},${query.center.lng.toFixed(3)}:${radius}`;
    const found = await cachedCall(this.options.cache, key, async () => {
      const answers = await Promise.all(
        NEARBY_GROUPS.map((includedTypes) =>
          fetchJson<{ places?: GooglePlace[] }>(
            "google-places",
            this.url("/v1/places:searchNearby"),
            {
              method: "POST",
              headers: this.headers(PLACE_FIELDS.map((f) => `places.${f}`).join(",")),
              body: JSON.stringify({
                includedTypes,
                maxResultCount: 20,
                // Nearest first: the default (popularity) would drop the places by the start for famous ones.
                rankPreference: "DISTANCE",
                locationRestriction: circle(query.center, radius),
              }),
            },
            this.http,
          ),
        ),
      );
      return answers.flatMap((a) => a.places ?? []);
    });
    const area = { country: query.country, timeZone: query.timeZone };
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const g of found) {
      const place = googlePlaceToPlace(g, area);
      if (!place || seen.has(place.sourceId)) continue;
      seen.add(place.sourceId);
      places.push(place);
      this.remember(place);
    }
    return places;
  }

  /** `google:<place id>` via Place Details. */
  protected async lookUp(sourceId: string): Promise<Place | null> {
    const id = GOOGLE_ID.exec(sourceId)?.[1];
    if (!id) return null;
    const g = await cachedCall(this.options.cache, `google:place:${id}`, () =>
      this.details(id, PLACE_FIELDS.join(",")),
    );
    if (!g.location) return null;
    const near = resolveLocation(`${g.location.latitude.toFixed(6)}, ${g.location.longitude.toFixed(6)}`);
    return near ? googlePlaceToPlace(g, { country: near.country, timeZone: near.timeZone }) : null;
  }

  /**
   * A place the autocomplete suggested, by its place id: where Google says it is (Place Details, cached).
   * Ids of the geocoder's own suggestions (the autocomplete's fallback) go to the geocoder.
   */
  async locate(placeId: string): Promise<ResolvedLocation | null> {
    if (!SUGGESTED_ID.test(placeId)) return super.locate(placeId);
    try {
      const g = await cachedCall(this.options.cache, `google:locate:${placeId}`, () =>
        this.details(placeId, LOCATE_FIELDS),
      );
      return googleLocation(g);
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return null;
      throw error;
    }
  }

  /**
   * Where a place photo can be fetched (a short-lived image address on Google's host, no key in it), at
   * most `maxWidthPx` wide: Place Photos (New) asked not to redirect.
   */
  async photoUri(ref: string, maxWidthPx: number): Promise<string | null> {
    if (!PlacePhotoSchema.shape.ref.safeParse(ref).success) return null;
    const query = new URLSearchParams({ maxWidthPx: String(maxWidthPx), skipHttpRedirect: "true" });
    const answer = await fetchJson<{ photoUri?: string }>(
      "google-places",
      this.url(`/v1/${ref}/media?${query}`),
      { headers: { "X-Goog-Api-Key": this.options.apiKey } },
      this.http,
    );
    // The browser is sent there: only Google's own image host, never an address an answer makes up.
    const uri = webUrl(answer.photoUri);
    return uri && /^https:\/\/[\w-]+\.googleusercontent\.com\//.test(uri) ? uri : null;
  }

  /** Places Autocomplete (New), biased to 30 km around `near` when the browser shared a position. */
  async suggest(input: string, language: SuggestionLanguage, near?: LatLng): Promise<Suggestion[]> {
    const answer = await fetchJson<{ suggestions?: Array<{ placePrediction?: Prediction }> }>(
      "google-places",
      this.url("/v1/places:autocomplete"),
      {
        method: "POST",
        headers: this.headers(
          "suggestions.placePrediction.placeId,suggestions.placePrediction.text," +
            "suggestions.placePrediction.structuredFormat,suggestions.placePrediction.types",
        ),
        body: JSON.stringify({
          input,
          includedPrimaryTypes: AUTOCOMPLETE_TYPES,
          includedRegionCodes: AUTOCOMPLETE_REGIONS,
          languageCode: language,
          ...(near ? { locationBias: circle(near, 30_000) } : {}),
        }),
      },
      this.http,
    );
    return (answer.suggestions ?? []).flatMap(({ placePrediction: p }) => {
      if (!p?.placeId) return [];
      const main = p.structuredFormat?.mainText?.text ?? p.text?.text ?? "";
      const secondary = p.structuredFormat?.secondaryText?.text ?? "";
      return [
        {
          place_id: p.placeId,
          description: p.text?.text ?? [main, secondary].filter(Boolean).join(", "),
          structured_formatting: { main_text: main, secondary_text: secondary },
          types: p.types ?? [],
        },
      ];
    });
  }
}
