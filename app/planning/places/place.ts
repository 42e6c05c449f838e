// A real place from a place source, in the shape the engine plans with.
import * as z from "zod";
import { CURRENCIES, type Currency } from "../money";
import { OCCASIONS, VIBES } from "../request";
import { PLACE_TAGS, type PlaceTag } from "./place-tags";

export { PLACE_TAGS, type PlaceTag } from "./place-tags";

export const CATEGORIES = [
  "restaurant",
  "cafe",
  "bar",
  "park",
  "garden",
  "viewpoint",
  "museum",
  "gallery",
  "cinema",
  "theatre",
  "live_music",
  "activity",
  "spa",
  "market",
  "landmark",
  "dessert",
  "club",
] as const;
export type Category = (typeof CATEGORIES)[number];
export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

export const PLACE_SOURCES = ["catalog", "osm", "google"] as const;
export type PlaceSourceName = (typeof PLACE_SOURCES)[number];

const Localized = z.object({ en: z.string().min(1), de: z.string().min(1) });

export const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const ClockTime = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

/**
 * When a tip holds: a local clock window (`to` may pass midnight), months (1–12), weekdays, and
 * daylight ("sunset": the sun sets during the visit, or up to half an hour before it; a clock window
 * can't say that, as sunset moves by five hours over the year). A tip that does not hold is not shown.
 */
export const TipConditionSchema = z.object({
  from: ClockTime.optional(),
  to: ClockTime.optional(),
  months: z.array(z.number().int().min(1).max(12)).min(1).optional(),
  days: z.array(z.enum(WEEKDAYS)).min(1).optional(),
  light: z.enum(["day", "dark", "sunset"]).optional(),
  /** true: only when children come; false: only when none do. */
  kids: z.boolean().optional(),
  /** The tip is about alcohol: never shown with children or a wish for no alcohol. */
  alcohol: z.literal(true).optional(),
});
export type TipCondition = z.infer<typeof TipConditionSchema>;

/** One of a place's tips and when it holds; the plan shows the first that holds at the visit. */
export const PlaceTipSchema = z.object({
  en: z.string().min(1),
  de: z.string().min(1),
  when: TipConditionSchema.optional(),
});
export type PlaceTip = z.infer<typeof PlaceTipSchema>;

/** The curated catalog's place record (app/planning/places/catalog/README.md). */
export const CatalogPlaceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** The name German speakers use, where it differs ("Eiffelturm"). */
  nameDe: z.string().min(1).optional(),
  category: z.enum(CATEGORIES),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  neighbourhood: z.string().min(1),
  address: z.string().min(1),
  priceLevel: z.number().int().min(0).max(4),
  spend: z.number().min(0),
  openingHours: z.string().min(1),
  vibes: z.array(z.enum(VIBES)).min(1),
  kids: z.boolean(),
  setting: z.enum(["indoor", "outdoor"]),
  occasions: z.array(z.enum(OCCASIONS)),
  meals: z.array(z.enum(MEALS)),
  visitMinutes: z.number().int().min(30).max(240),
  bookingAdvised: z.boolean(),
  description: Localized,
  tip: Localized,
  tipWhen: TipConditionSchema.optional(),
  /** Further tips, each with when it holds; `tip` (with `tipWhen`) comes first. */
  tips: z.array(PlaceTipSchema).optional(),
  tags: z.array(z.enum(PLACE_TAGS)).optional(),
  /**
   * When guests may begin, where that differs from when the place is open (a tasting menu's last
   * seating): a visit starts inside these hours and ends inside `openingHours`.
   */
  seatingHours: z.string().min(1).optional(),
  website: z.url().optional(),
  bookingUrl: z.url().optional(),
});
export type CatalogPlace = z.infer<typeof CatalogPlaceSchema>;

export const CatalogCitySchema = z.object({
  city: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: Localized,
    country: z.string().length(2),
    timeZone: z.string().min(1),
    currency: z.enum(CURRENCIES),
    lat: z.number(),
    lng: z.number(),
  }),
  places: z.array(CatalogPlaceSchema).min(1),
});
export type CatalogCity = z.infer<typeof CatalogCitySchema>;

export type Localized = z.infer<typeof Localized>;

export type Place = {
  source: PlaceSourceName;
  sourceId: string;
  name: string;
  category: Category;
  lat: number;
  lng: number;
  neighbourhood: string | null;
  address: string;
  /** 0 free … 4 luxury */
  priceLevel: number;
  /** Typical spend per person in euro: what the budget bands compare. */
  spend: number;
  /** The same spend as the place prices it, in its own currency (absent: euro). */
  localSpend?: number;
  /** Price level and spend guessed from the kind of place, not stated by the source (OSM, Google without a level). */
  priceEstimated?: boolean;
  currency?: Currency;
  /** OpenStreetMap opening_hours syntax, or null when the source does not know. */
  openingHours: string | null;
  vibes: readonly string[];
  kids: boolean;
  setting: "indoor" | "outdoor";
  occasions: readonly string[];
  meals: readonly Meal[];
  visitMinutes: number;
  bookingAdvised: boolean;
  description: Localized | null;
  tip: Localized | null;
  /** When the tip holds; absent = always. */
  tipWhen?: TipCondition | null;
  /** Further tips with their conditions (catalog). */
  tips?: readonly PlaceTip[];
  /** The German name where it differs. */
  nameDe?: string | null;
  tags?: readonly PlaceTag[];
  /** OSM-syntax hours in which a visit may begin (last seating); absent = `openingHours`. */
  seatingHours?: string | null;
  website?: string | null;
  bookingUrl?: string | null;
  /** A picture of the place from its source (Google Places), with the credit it must carry. */
  photo?: PlacePhoto | null;
  /** ISO country code, for public holidays in the opening hours. */
  country: string;
  timeZone: string;
};

/**
 * A Google Places photo: its resource name (`places/<id>/photos/<ref>`, fetched through Amble's
 * `/api/place-photo`, which holds the key) and the authors Google requires to be credited beside it.
 */
export const PlacePhotoSchema = z.object({
  ref: z.string().regex(/^places\/[\w-]{1,300}\/photos\/[\w-]{1,1000}$/),
  attributions: z.array(z.object({ name: z.string().min(1).max(200), uri: z.url().nullable() })).max(5),
});
export type PlacePhoto = z.infer<typeof PlacePhotoSchema>;

export type LatLng = { lat: number; lng: number };

/** The names a neighbourhood goes by, to know a place's own ("Kreuzberg"; "Le Marais", "Marais"). */
/** A neighbourhood's names; `wide` for a borough ("Brooklyn", "Hamburg-Mitte"), kept to more loosely. */
export type NeighbourhoodNames = { name: string; aka: readonly string[]; wide?: boolean };

/** Where a plan starts: what a person typed or picked, as a centre, country and time zone. */
export type ResolvedLocation = {
  /** What to call the place in a plan ("Kreuzberg, Berlin"). */
  label: string;
  lat: number;
  lng: number;
  country: string;
  timeZone: string;
  /** Set when the place is a neighbourhood or district (lat/lng its centre): the plan stays there where it can. */
  neighbourhood?: NeighbourhoodNames;
};

export type CandidateQuery = {
  center: LatLng;
  radiusKm: number;
  timeZone: string;
  country: string;
};

/** Turns what a person typed into a centre, country and time zone, for places the gazetteer lacks. */
export interface Geocoder {
  geocode(text: string): Promise<ResolvedLocation | null>;
  /** A place this geocoder suggested in the autocomplete, by its id, as the server knows it; null when unknown. */
  locate?(placeId: string): Promise<ResolvedLocation | null>;
}

/** Where places come from: the bundled catalog, OpenStreetMap, Google Places, or "auto" (catalog, else online). */
export interface PlaceSource {
  readonly name: PlaceSourceName | "auto";
  candidates(query: CandidateQuery): Promise<Place[]>;
  /** One place by its source id, for swaps and re-checks of stored plans; null when unknown or unreachable. */
  place(sourceId: string): Promise<Place | null>;
  /** Online sources geocode any town; the catalog has no geocoder and plans only where the gazetteer knows. */
  geocode?(text: string): Promise<ResolvedLocation | null>;
  /** A place the online autocomplete suggested, by its id (Geocoder.locate). */
  locate?(placeId: string): Promise<ResolvedLocation | null>;
}

/** An online provider is down or refused and nothing is cached: the service answers 503. */
export class PlacesUnavailableError extends Error {
  readonly code = "places-unavailable";
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super("Places can't be looked up right now. Please try again in a few minutes.");
  }
}
