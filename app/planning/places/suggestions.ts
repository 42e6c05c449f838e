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

/** Suggestions from the bundled gazetteer: towns, and neighbourhoods with their city ("Kreuzberg, Berlin"). */
export function gazetteerSuggestions(input: string, language: SuggestionLanguage, limit = 8): Suggestion[] {
  const localName = (name: string, country: string) => CITY_NAMES.get(`${name}|${country}`)?.[language] ?? name;
  return suggestLocations(input, limit).map(({ id, name, city, location }) => {
    const country = regionNames[language].of(location.country) ?? location.country;
    const geometry = { location: { lat: location.lat, lng: location.lng } };
    if (city) {
      const town = localName(city, location.country);
      return {
        place_id: id,
        description: `${name}, ${town}`,
        structured_formatting: { main_text: name, secondary_text: `${town}, ${country}` },
        types: ["neighborhood"],
        geometry,
      };
    }
    const town = localName(name, location.country);
    return {
      place_id: id,
      description: `${town}, ${country}`,
      structured_formatting: { main_text: town, secondary_text: country },
      types: ["locality"],
      geometry,
    };
  });
}
