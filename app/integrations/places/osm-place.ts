// One OpenStreetMap element as Amble's Place: its kind from amenity, tourism or leisure, refined by what
// its tags say (osm-character.ts), its stated facts as tags and a description, its hours or its kind's
// usual hours, and a price estimated from its kind unless OSM states one.
import { pricedIn } from "~/planning/money";
import type { Place } from "~/planning/places/place";
import { webUrl } from "~/planning/places/web-url";
import { osmFacts, refineKind, statedPriceLevel } from "./osm-character";
import { casualTraits, describeFacts, factTags } from "./place-facts";
import { estimateSpend, KIND_TAGS, profileTraits, PROFILES, type ProfileName } from "./profiles";
import { usualHours } from "./usual-hours";

export type OverpassElement = {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  /** Ways and relations, from `out center`. */
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
};

function profileOf(tags: Record<string, string>): ProfileName | null {
  const { amenity, tourism, leisure } = tags;
  if (tags.access === "private" || tags.access === "no" || tags.disused === "yes") return null;
  switch (amenity) {
    case "restaurant":
    case "cafe":
    case "bar":
    case "pub":
    case "biergarten":
    case "nightclub":
    case "cinema":
    case "theatre":
    case "arts_centre":
    case "music_venue":
      return amenity;
    case "ice_cream":
      return "ice_cream";
    case "marketplace":
      return "market";
    case "public_bath":
      return "spa";
  }
  switch (tourism) {
    case "museum":
    case "gallery":
    case "viewpoint":
    case "attraction":
    case "zoo":
    case "aquarium":
      return tourism;
  }
  switch (leisure) {
    case "park":
    case "garden":
      return leisure;
    case "escape_game":
      return "escape_room";
    case "bowling_alley":
      return "bowling";
    case "sauna":
      return "spa";
    case "sports_centre":
      return /climbing/.test(tags.sport ?? "") ? "climbing" : null;
  }
  return null;
}

export type Area = { country: string; timeZone: string };

/** An OSM element as a Place, or null when it is not somewhere Amble plans a visit. */
export function elementToPlace(element: OverpassElement, area: Area): Place | null {
  const tags = element.tags ?? {};
  const name = tags.name?.trim();
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  const base = profileOf(tags);
  if (!name || lat === undefined || lng === undefined || !base) return null;
  const kind = refineKind(base, tags);
  const profile = PROFILES[kind];
  const facts = osmFacts(tags, kind);
  const stated = statedPriceLevel(tags);
  const priceLevel = stated ?? profile.priceLevel;
  const neighbourhood =
    tags["addr:suburb"] ?? tags["addr:quarter"] ?? tags["addr:neighbourhood"] ?? tags["addr:district"] ?? null;
  const street = [tags["addr:street"] ?? tags["addr:place"], tags["addr:housenumber"]].filter(Boolean).join(" ");
  const town = [tags["addr:postcode"], tags["addr:city"]].filter(Boolean).join(" ");
  // Parks and viewpoints rarely have an address; their name is what a map search finds.
  const address = tags["addr:full"] ?? ([street, town].filter(Boolean).join(", ") || name);
  return {
    source: "osm",
    sourceId: `osm:${element.type}/${element.id}`,
    name,
    category: profile.category,
    lat,
    lng,
    neighbourhood,
    address,
    priceLevel,
    ...pricedIn(area.country, estimateSpend(profile, stated)),
    priceEstimated: stated === null && profile.priceLevel > 0,
    openingHours: tags.opening_hours?.trim() || usualHours(kind),
    ...profileTraits(profile),
    ...(priceLevel === 4 ? { vibes: [...new Set([...profile.vibes, "romantic"])] } : {}),
    ...casualTraits(facts),
    // A chain (brand=Starbucks) is handy, but a local picks the town's own place for any mood or occasion.
    ...(tags.brand ? { vibes: [], occasions: [] } : {}),
    tags: [
      ...new Set([
        ...(KIND_TAGS[kind] ?? []),
        ...factTags(facts),
        ...(priceLevel === 4 ? (["fine-dining"] as const) : []),
      ]),
    ],
    description: describeFacts(facts),
    // Mappers use either key for a venue's own site.
    website: webUrl(tags.website) ?? webUrl(tags["contact:website"]),
    country: area.country,
    timeZone: area.timeZone,
  };
}
