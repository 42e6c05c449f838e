// Where Amble can plan with the place source configured: the bundled catalog's cities always, and any
// town when an online source is on ("auto", "osm", "google"); with PLACES_SOURCE=catalog only near a
// catalog city (the planner refuses elsewhere: planning/planner.ts).
import { config } from "~/config.server";
import type { Language } from "~/i18n/config";
import { CATALOG_CITIES, catalogCityNear } from "~/planning/places/catalog";
import type { Suggestion } from "~/planning/places/suggestions";
import type { Coverage, CoveredSuggestion } from "~/wire/coverage";

const onlineSources = () => config().places.source !== "catalog";

/** The online source behind "anywhere else" (services/places.server.ts picks it the same way). */
function elsewhere(): string | null {
  const { source, googleApiKey } = config().places;
  if (source === "catalog") return null;
  return source === "google" || (source === "auto" && googleApiKey) ? "Google Maps" : "OpenStreetMap";
}

export function coverage(language: Language): Coverage {
  const names = CATALOG_CITIES.map((c) => c.city.name[language]);
  return { cities: new Intl.ListFormat(language, { type: "conjunction" }).format(names), elsewhere: elsewhere() };
}

const CITY_NAMES = new Set(CATALOG_CITIES.flatMap((c) => [c.city.name.en, c.city.name.de]));

/** Whether the catalog covers a suggestion: by its position, or (Google's come without one) by its name. */
function inCatalog(s: Suggestion): boolean {
  if (s.geometry) return catalogCityNear(s.geometry.location) !== null;
  const city = s.structured_formatting.secondary_text.split(",")[0].trim();
  return CITY_NAMES.has(s.structured_formatting.main_text) || CITY_NAMES.has(city);
}

/** Plannable suggestions first (in their own order), each marked. */
export function markCoverage(suggestions: Suggestion[]): CoveredSuggestion[] {
  const anywhere = onlineSources();
  const marked = suggestions.map((s) => ({ ...s, plannable: anywhere || inCatalog(s) }));
  return [...marked.filter((s) => s.plannable), ...marked.filter((s) => !s.plannable)];
}
