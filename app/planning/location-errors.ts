// Why a plan cannot start where someone asked: a place nobody knows, or a town Amble has no places for
// (then it names the cities it does cover, in the plan's language, from locales/<language>/planner.json).
import { createT } from "../i18n/translate";
import de from "../../locales/de/planner.json";
import en from "../../locales/en/planner.json";
import { CATALOG_CITIES } from "./places/catalog";
import type { ResolvedLocation } from "./places/gazetteer";
import type { PlanLanguage } from "./request";

export class LocationError extends Error {
  constructor(
    readonly code: "unknown-location" | "not-covered",
    message: string,
  ) {
    super(message);
  }
}

const t = { en: createT("en", { planner: en }, "planner"), de: createT("de", { planner: de }, "planner") };

/** "Berlin, Munich, …, Paris, and New York" / "Berlin, München, …, Paris und New York". */
function coveredCities(language: PlanLanguage): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(
    CATALOG_CITIES.map((c) => c.city.name[language]),
  );
}

export function unknownLocation(text: string): LocationError {
  return new LocationError(
    "unknown-location",
    `We couldn't find "${text}". Try a city or neighbourhood, like "Berlin" or "Kreuzberg, Berlin".`,
  );
}

/** A town the gazetteer or geocoder knows, but no place source can plan in right now. */
export function notCovered(location: ResolvedLocation, language: PlanLanguage): LocationError {
  const message = t[language]("errors.notCoveredPlace", { place: location.label, cities: coveredCities(language) });
  return new LocationError("not-covered", message);
}
