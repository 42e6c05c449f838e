// The place source in use, from configuration: "auto" (default: the bundled catalog where it covers,
// OpenStreetMap elsewhere, or Google Places there when a key is set), the catalog alone
// (PLACES_SOURCE=catalog, offline), OpenStreetMap (PLACES_SOURCE=osm) or Google Places
// (PLACES_SOURCE=google, or just GOOGLE_MAPS_API_KEY). Online sources share the database cache and
// geocode any town through Nominatim.
import { config } from "~/config.server";
import { AutoPlaceSource } from "~/planning/places/auto-source";
import { CatalogSource } from "~/planning/places/catalog";
import { GooglePlacesSource } from "~/integrations/places/google";
import type { PlaceCache } from "~/integrations/places/http";
import { Nominatim } from "~/integrations/places/nominatim";
import { OverpassSource } from "~/integrations/places/overpass";
import type { PlaceSource } from "~/planning/places/place";
import { createPlaceCache } from "./place-cache.server";

let source: PlaceSource | undefined;
let cache: PlaceCache | undefined;
let geocoder: Nominatim | undefined;
let google: GooglePlacesSource | null | undefined;

/** "Amble/0.1 (+https://…)": the OSM usage policies ask every client to name itself. */
function userAgent(): string {
  return `Amble/0.1 (+${config().appUrl})`;
}

function placeCache(): PlaceCache {
  cache ??= createPlaceCache(config().places.cacheTtlHours * 3_600_000);
  return cache;
}

export function nominatim(): Nominatim {
  geocoder ??= new Nominatim({ baseUrl: config().places.nominatimUrl, userAgent: userAgent(), cache: placeCache() });
  return geocoder;
}

/** The Google client whenever a key is set (autocomplete uses it even when places come from elsewhere). */
export function googlePlaces(): GooglePlacesSource | null {
  if (google === undefined) {
    const { googleApiKey, googlePlacesUrl } = config().places;
    google = googleApiKey
      ? new GooglePlacesSource({
          apiKey: googleApiKey,
          baseUrl: googlePlacesUrl,
          userAgent: userAgent(),
          cache: placeCache(),
          geocoder: nominatim(),
        })
      : null;
  }
  return google;
}

function openStreetMap(): OverpassSource {
  const places = config().places;
  return new OverpassSource({
    url: places.overpassUrl,
    userAgent: userAgent(),
    cache: placeCache(),
    geocoder: nominatim(),
  });
}

export function placeSource(): PlaceSource {
  if (!source) {
    const places = config().places;
    if (places.source === "osm") source = openStreetMap();
    else if (places.source === "google") source = googlePlaces()!;
    else if (places.source === "auto") source = new AutoPlaceSource(googlePlaces() ?? openStreetMap());
    else source = new CatalogSource();
  }
  return source;
}
