// A catalog place's tip at a visit on its local clock, as the sixty read plans met it (docs/plan-quality.md).
import { CATALOG_CITIES } from "~/planning/places/catalog";
import type { Meal, Place } from "~/planning/places/place";
import type { PlanLanguage } from "~/planning/request";
import { MINUTE, zonedInstant } from "~/planning/time";
import { placeTip, type Company, type Visit } from "~/planning/tips";

export function catalogPlace(id: string): Place {
  for (const { places } of CATALOG_CITIES) {
    const p = places.find((x) => x.id === id);
    if (p) return p as unknown as Place;
  }
  throw new Error(`no catalog place ${id}`);
}

const ZONES: Record<string, string> = {
  vienna: "Europe/Vienna",
  berlin: "Europe/Berlin",
  munich: "Europe/Berlin",
  hamburg: "Europe/Berlin",
  zurich: "Europe/Zurich",
  paris: "Europe/Paris",
  london: "Europe/London",
  "new-york": "America/New_York",
};

/** A visit of `minutes` at the local clock time `at` ("24:45" is 00:45 the night after). */
export function tipAt(
  id: string,
  date: string,
  at: string,
  minutes: number,
  extra: Partial<Visit> = {},
  company?: Company,
  language: PlanLanguage = "en",
) {
  const p = catalogPlace(id);
  const timeZone = ZONES[Object.keys(ZONES).find((c) => id.startsWith(`${c}-`)) ?? "berlin"];
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(date, 0, 0, timeZone).getTime() + (h * 60 + m) * MINUTE;
  const visit: Visit = { start, end: start + minutes * MINUTE, timeZone, lat: p.lat, lng: p.lng, meal: null, ...extra };
  return placeTip(p, language, visit, company ?? { kids: false, noAlcohol: false });
}

/** The meal a visit is. */
export const asMeal = (meal: Meal = "lunch") => ({ meal });
