// A Google Places (API "New") place as Amble's Place: its kind of outing from Google's types, price level,
// opening hours in OSM syntax and the first photo with its authors' credit.
import { pricedIn } from "~/planning/money";
import { resolveLocation } from "~/planning/places/gazetteer";
import { PlacePhotoSchema, type Place, type PlacePhoto, type ResolvedLocation } from "~/planning/places/place";
import { webUrl } from "~/planning/places/web-url";
import { googlePeriodsToOsm, type GooglePeriod } from "./google-hours";
import { googleFacts, refineGoogleKind, type GoogleAmenities } from "./google-character";
import { casualTraits, describeFacts, factTags } from "./place-facts";
import { estimateSpend, KIND_TAGS, profileTraits, PROFILES, type ProfileName } from "./profiles";
import { usualHours } from "./usual-hours";

export type GooglePlace = GoogleAmenities & {
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

/** The fields a place is asked for (the field mask). */
export const PLACE_FIELDS = [
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
  "outdoorSeating",
  "allowsDogs",
  "servesVegetarianFood",
  "accessibilityOptions",
];
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
  winery: "bar",
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
  const base = profileOf(g);
  const name = g.displayName?.text?.trim();
  if (!base || !name || !g.location) return null;
  if (g.businessStatus && g.businessStatus !== "OPERATIONAL") return null;
  const types = [g.primaryType, ...(g.types ?? [])].filter((t): t is string => Boolean(t));
  const kind = refineGoogleKind(base, types, name);
  const profile = PROFILES[kind];
  const facts = googleFacts(types, g, kind);
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
    ...pricedIn(country || area.country, estimateSpend(profile, level)),
    priceEstimated: level === null && profile.priceLevel > 0,
    openingHours: googlePeriodsToOsm(g.regularOpeningHours?.periods) ?? usualHours(kind),
    ...profileTraits(profile),
    ...(level === 4 ? { vibes: [...new Set([...profile.vibes, "romantic"])] } : {}),
    ...casualTraits(facts),
    tags: [
      ...new Set([...(KIND_TAGS[kind] ?? []), ...factTags(facts), ...(level === 4 ? (["fine-dining"] as const) : [])]),
    ],
    description: describeFacts(facts),
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

/** Kinds of place that are part of a town: a plan there stays in that part of town where it can. */
const NEIGHBOURHOOD_TYPES = new Set(["sublocality", "sublocality_level_1", "neighborhood"]);

/** Where a suggested place is: its centre and country, and the time zone of the nearest gazetteer town. */
export function googleLocation(g: GooglePlace): ResolvedLocation | null {
  if (!g.location) return null;
  const { latitude: lat, longitude: lng } = g.location;
  const near = resolveLocation(`${lat.toFixed(6)}, ${lng.toFixed(6)}`);
  if (!near) return null;
  const name = g.displayName?.text?.trim() || near.label;
  const component = (type: string) => g.addressComponents?.find((c) => c.types.includes(type));
  const town = component("locality")?.longText;
  const inTown = (g.types ?? []).some((t) => NEIGHBOURHOOD_TYPES.has(t));
  return {
    label: inTown && town && town !== name ? `${name}, ${town}` : name,
    lat,
    lng,
    country: component("country")?.shortText ?? near.country,
    timeZone: near.timeZone,
    ...(inTown ? { neighbourhood: { name, aka: [] } } : {}),
  };
}
