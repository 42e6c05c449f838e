// The address autocomplete behind /api/places/autocomplete: Google Places Autocomplete when a
// key is set, Nominatim when Google fails or OpenStreetMap alone is the place source, else the bundled
// gazetteer (also with "auto": the public Nominatim allows no autocomplete traffic).
import { config } from "~/config.server";
import { PlacesUnavailableError, type LatLng } from "~/planning/places/place";
import { gazetteerSuggestions, type Suggestion, type SuggestionLanguage } from "~/planning/places/suggestions";
import { googlePlaces, nominatim } from "./places.server";

export type SuggestQuery = { input: string; language: SuggestionLanguage; near?: LatLng };

type Providers = {
  google: { suggest(input: string, language: SuggestionLanguage, near?: LatLng): Promise<Suggestion[]> } | null;
  nominatim: { suggest(input: string, language: SuggestionLanguage): Promise<Suggestion[]> } | null;
};

/** Every provider asked has failed: the route answers 502. */
export class SearchFailedError extends Error {
  constructor() {
    super("Failed to search locations. Please try again.");
  }
}

function configuredProviders(): Providers {
  const google = googlePlaces();
  const online = google !== null || config().places.source === "osm";
  return { google, nominatim: online ? nominatim() : null };
}

// Provider outages are logged where they happen (fetchJson); anything else here is a bug worth an error.
export async function suggestPlaces(query: SuggestQuery, providers = configuredProviders()): Promise<Suggestion[]> {
  if (providers.google) {
    try {
      return await providers.google.suggest(query.input, query.language, query.near);
    } catch (error) {
      if (!(error instanceof PlacesUnavailableError)) console.error("[amble] Google autocomplete", error);
    }
  }
  if (providers.nominatim) {
    try {
      return await providers.nominatim.suggest(query.input, query.language);
    } catch (error) {
      if (!(error instanceof PlacesUnavailableError)) console.error("[amble] Nominatim search", error);
      throw new SearchFailedError();
    }
  }
  if (providers.google) throw new SearchFailedError();
  return gazetteerSuggestions(query.input, query.language);
}
