// The address autocomplete's answer shape, whichever provider filled it.
import { CATALOG_CITIES } from "./catalog";
import { suggestLocations } from "./gazetteer";

export type Suggestion = {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
  types: string[];
  /** Known without a details call for gazetteer and Nominatim answers; Google's need one. */
  geometry?: { location: { lat: number; lng: number } };
};

export type SuggestionLanguage = "en" | "de";

const regionNames = {
  en: new Intl.DisplayNames(["en"], { type: "region" }),
  de: new Intl.DisplayNames(["de"], { type: "region" }),
};

/** The cities Amble covers by their English name, so a German reader sees "München, Deutschland". */
const CITY_NAMES = new Map(CATALOG_CITIES.map(({ city }) => [`${city.name.en}|${city.country}`, city.name]));

/** Suggestions from the bundled gazetteer: no network, cities only. */
export function gazetteerSuggestions(input: string, language: SuggestionLanguage, limit = 8): Suggestion[] {
  return suggestLocations(input, limit).map((place) => {
    const country = regionNames[language].of(place.country) ?? place.country;
    const name = CITY_NAMES.get(`${place.label}|${place.country}`)?.[language] ?? place.label;
    return {
      place_id: `gazetteer:${place.label}:${place.country}`,
      description: `${name}, ${country}`,
      structured_formatting: { main_text: name, secondary_text: country },
      types: ["locality"],
      geometry: { location: { lat: place.lat, lng: place.lng } },
    };
  });
}
