// What one stop costs per person. A restaurant's figure is its lunch or dinner, so a breakfast there is
// priced at about 60 % of it (Dishoom's bacon naan roll and chai, not its dinner) and marked as estimated.
import { isEstimatedPrice } from "./money";
import type { Meal, Place } from "./places/place";

export const BREAKFAST_SHARE = 0.6;

export type StopSpend = { euro: number; local: number; estimated: boolean };

type Priced = Pick<Place, "category" | "meals" | "spend" | "localSpend" | "source">;

/** Whether the place's spend is a main meal's while this visit is its breakfast. */
const breakfastAtRestaurant = (place: Priced, meal: Meal | null) =>
  meal === "breakfast" && place.category === "restaurant" && place.meals.some((m) => m !== "breakfast");

export function stopSpend(place: Priced, meal: Meal | null): StopSpend {
  const local = place.localSpend ?? place.spend;
  if (!breakfastAtRestaurant(place, meal)) {
    return { euro: place.spend, local, estimated: isEstimatedPrice(place.source, place.spend) };
  }
  return {
    euro: Math.round(place.spend * BREAKFAST_SHARE),
    local: Math.round(local * BREAKFAST_SHARE),
    estimated: place.spend > 0,
  };
}
