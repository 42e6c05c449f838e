// Google Places (API "New") as a place source (GOOGLE_MAPS_API_KEY, or PLACES_SOURCE=google), and its
// autocomplete. Opening hours arrive as weekly periods and are rewritten in OSM opening_hours syntax,
// so one hours check serves every source.
import { resolveLocation } from "./gazetteer";
import { cachedCall, fetchJson, type HttpClientOptions, type PlaceCache } from "./http";
import {
  PlacePhotoSchema,
  type CandidateQuery,
  type Geocoder,
  type LatLng,
  type Place,
  type PlacePhoto,
} from "./place";
import { OnlinePlaceSource } from "./online-source";
import { estimateSpend, PROFILES, type ProfileName } from "./profiles";
import type { Suggestion, SuggestionLanguage } from "./suggestions";
import { webUrl } from "./web-url";

export type GooglePoint = { day: number; hour?: number; minute?: number };
export type GooglePeriod = { open: GooglePoint; close?: GooglePoint };

export type GooglePlace = {
  id: string;
  displayName?: { text: string; languageCode?: string };
  formattedAddress?: string;
  location?: { latitude: number; longitude: number };
  types?: string[];
  primaryType?: string;
  priceLevel?: string;
  businessStatus?: string;
  regularOpeningHours?: { periods?: GooglePeriod[]; weekdayDescriptions?: string[] };
  addressComponents?: Array<{ longText: string; shortText?: string; types: string[] }>;
  websiteUri?: string;
  photos?: GooglePhoto[];
};

export type GooglePhoto = {
  /** `places/<place id>/photos/<photo reference>` */
  name: string;
  widthPx?: number;
  heightPx?: number;
  authorAttributions?: Array<{ displayName?: string; uri?: string; photoUri?: string }>;
};

export type GoogleOptions = Partial<HttpClientOptions> & {
  apiKey: string;
  /** e.g. https://places.googleapis.com */
  baseUrl: string;
  userAgent: string;
  cache?: PlaceCache;
  geocoder?: Geocoder;
};

const PLACE_FIELDS = [
  "id",
  "displayName",
  "formattedAddress",
  "location",
  "types",
  "primaryType",
  "priceLevel",
  "businessStatus",
  "regularOpeningHours",
  "addressComponents",
  "websiteUri",
  "photos",
];
/** Nearby Search returns at most 20 places a call, so each kind of outing gets its own call. */
const NEARBY_GROUPS = [
  ["restaurant"],
  ["cafe", "ice_cream_shop", "bakery"],
  ["bar", "night_club"],
  ["museum", "art_gallery", "movie_theater", "performing_arts_theater"],
  ["park", "tourist_attraction", "zoo", "aquarium"],
  ["bowling_alley", "spa", "amusement_center"],
];
const MAX_RADIUS_M = 50_000;
const TYPE_PROFILES: Record<string, ProfileName> = {
  restaurant: "restaurant",
  fast_food_restaurant: "cheap_eats",
  cafe: "cafe",
  coffee_shop: "cafe",
  bakery: "cafe",
  ice_cream_shop: "ice_cream",
  dessert_shop: "ice_cream",
  bar: "bar",
  wine_bar: "bar",
  pub: "pub",
  night_club: "nightclub",
  concert_hall: "music_venue",
  movie_theater: "cinema",
  performing_arts_theater: "theatre",
  museum: "museum",
  art_gallery: "gallery",
  observation_deck: "viewpoint",
  tourist_attraction: "attraction",
  park: "park",
  botanical_garden: "garden",
  zoo: "zoo",
  aquarium: "aquarium",
  bowling_alley: "bowling",
  spa: "spa",
  amusement_center: "amusement",
  market: "market",
};
const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};
/** Address-like kinds for the autocomplete (the API takes at most five). */
const AUTOCOMPLETE_TYPES = ["locality", "sublocality", "neighborhood", "street_address", "route"];
export const AUTOCOMPLETE_REGIONS = ["us", "ca", "gb", "de", "fr", "it", "es", "au"];
const GOOGLE_ID = /^google:([A-Za-z0-9_-]{10,300})$/;

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const OSM_DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Google's weekly periods (day 0 = Sunday) as OSM opening_hours. A period past midnight is split at
 * midnight ("Fr 20:00-24:00; Sa 00:00-03:00,…"): a later rule for Saturday would otherwise cancel
 * Friday's overflow, and the evaluator joins the two halves into one open interval again.
 */
export function googlePeriodsToOsm(periods: readonly GooglePeriod[] | undefined): string | null {
  if (!periods?.length) return null;
  // "Open 24 hours": a single period opening Sunday 00:00 and never closing.
  const [first] = periods;
  if (periods.length === 1 && !first.close && first.open.day === 0 && !first.open.hour && !first.open.minute) {
    return "24/7";
  }
  const days: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => []);
  for (const { open, close } of periods) {
    if (!open || !close) continue;
    const start = open.day * DAY + (open.hour ?? 0) * 60 + (open.minute ?? 0);
    let end = close.day * DAY + (close.hour ?? 0) * 60 + (close.minute ?? 0);
    if (end <= start) end += WEEK; // Saturday night into Sunday
    for (let t = start; t < end; ) {
      const dayStart = Math.floor(t / DAY) * DAY;
      const until = Math.min(end, dayStart + DAY);
      days[(dayStart / DAY) % 7].push([t - dayStart, until - dayStart]);
      t = until;
    }
  }
  const hours = days.map((ranges) =>
    merge(ranges)
      .map(([a, b]) => `${clock(a)}-${clock(b)}`)
      .join(","),
  );
  if (hours.every((h) => h === "00:00-24:00")) return "24/7";
  const byHours = new Map<string, number[]>();
  for (const [position, day] of MONDAY_FIRST.entries()) {
    if (hours[day]) byHours.set(hours[day], [...(byHours.get(hours[day]) ?? []), position]);
  }
  if (!byHours.size) return null;
  return [...byHours].map(([h, positions]) => `${dayList(positions)} ${h}`).join("; ");
}

function merge(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Positions in a Monday-first week as "Mo-Fr", "Mo,We" or "Sa-Su". */
function dayList(positions: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < positions.length; ) {
    let j = i;
    while (j + 1 < positions.length && positions[j + 1] === positions[j] + 1) j++;
    const name = (p: number) => OSM_DAYS[MONDAY_FIRST[p]];
    runs.push(j > i ? `${name(positions[i])}-${name(positions[j])}` : name(positions[i]));
    i = j + 1;
  }
  return runs.join(",");
}

function profileOf(place: GooglePlace): ProfileName | null {
  for (const type of [place.primaryType, ...(place.types ?? [])]) {
    if (!type) continue;
    if (TYPE_PROFILES[type]) return TYPE_PROFILES[type];
    if (type.endsWith("_restaurant")) return "restaurant";
  }
  return null;
}

type Area = { country: string; timeZone: string };

export function googlePlaceToPlace(g: GooglePlace, area: Area): Place | null {
  const kind = profileOf(g);
  const name = g.displayName?.text?.trim();
  if (!kind || !name || !g.location) return null;
  if (g.businessStatus && g.businessStatus !== "OPERATIONAL") return null;
  const profile = PROFILES[kind];
  const level = g.priceLevel !== undefined && g.priceLevel in PRICE_LEVELS ? PRICE_LEVELS[g.priceLevel] : null;
  const component = (type: string) => g.addressComponents?.find((c) => c.types.includes(type))?.longText;
  const country = g.addressComponents?.find((c) => c.types.includes("country"))?.shortText;
  return {
    source: "google",
    sourceId: `google:${g.id}`,
    name,
    category: profile.category,
    lat: g.location.latitude,
    lng: g.location.longitude,
    neighbourhood: component("sublocality_level_1") ?? component("sublocality") ?? component("neighborhood") ?? null,
    address: g.formattedAddress ?? name,
    priceLevel: level ?? profile.priceLevel,
    spend: estimateSpend(profile, level),
    openingHours: googlePeriodsToOsm(g.regularOpeningHours?.periods),
    vibes: profile.vibes,
    kids: profile.kids,
    setting: profile.setting,
    occasions: profile.occasions,
    meals: profile.meals,
    visitMinutes: profile.visitMinutes,
    bookingAdvised: profile.bookingAdvised,
    description: null,
    tip: null,
    website: webUrl(g.websiteUri),
    photo: photoOf(g.photos),
    country: country || area.country,
    timeZone: area.timeZone,
  };
}

/** The place's first photo with its authors' credit; none when Google sent none or an unusable one. */
function photoOf(photos: readonly GooglePhoto[] | undefined): PlacePhoto | null {
  const [first] = photos ?? [];
  if (!first) return null;
  const parsed = PlacePhotoSchema.safeParse({
    ref: first.name,
    attributions: (first.authorAttributions ?? [])
      .filter((a) => a.displayName?.trim())
      .slice(0, 5)
      .map((a) => ({ name: a.displayName!.trim(), uri: webUrl(a.uri) })),
  });
  return parsed.success ? parsed.data : null;
}

const circle = (center: LatLng, radius: number) => ({
  circle: { center: { latitude: center.lat, longitude: center.lng }, radius },
});

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
      fetchJson<GooglePlace>(
        "google-places",
        this.url(`/v1/places/${encodeURIComponent(id)}`),
        { headers: this.headers(PLACE_FIELDS.join(",")) },
        this.http,
      ),
    );
    if (!g.location) return null;
    const near = resolveLocation(`${g.location.latitude.toFixed(6)}, ${g.location.longitude.toFixed(6)}`);
    return near ? googlePlaceToPlace(g, { country: near.country, timeZone: near.timeZone }) : null;
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
    type Prediction = {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
      types?: string[];
    };
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
