// An upscale or luxury plan where the places' data cannot tell price levels apart (OpenStreetMap states
// none, so every restaurant is "about €35"): the plan says its prices are estimates instead of pretending
// the pizzeria is the fine-dining choice.
import de from "../../../locales/de/places.json";
import en from "../../../locales/en/places.json";
import type { Place } from "../places/place";
import type { PlanRequest } from "../request";
import type { PlanNotice } from "./plan-notice";

const PRICED = new Set(["restaurant", "bar", "cafe"]);

export function priceNotices(request: Pick<PlanRequest, "budget">, candidates: readonly Place[]): PlanNotice[] {
  if (request.budget !== "upscale" && request.budget !== "luxury") return [];
  const priced = candidates.filter((p) => PRICED.has(p.category));
  const guessed = priced.filter((p) => p.priceEstimated);
  // Some stated levels at the top (Google's, a Michelin star) are enough to tell the upscale places apart.
  const statedHigh = priced.some((p) => !p.priceEstimated && p.priceLevel >= 3);
  if (statedHigh || !guessed.length || guessed.length < priced.length / 2) return [];
  return [
    {
      kind: "prices-estimated",
      wish: null,
      text: { en: en.notices.pricesEstimated, de: de.notices.pricesEstimated },
    },
  ];
}
