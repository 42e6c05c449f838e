// What Google says of a place's character: cuisines and diets from its types ("pizza_restaurant",
// "vegan_restaurant"), wine bars and wineries, sports bars by name, and the amenities it reports
// (outdoor seating, dogs, a step-free entrance), as the same facts OpenStreetMap gives (place-facts.ts).
import { NO_FACTS, type Diet, type PlaceFacts } from "./place-facts";
import type { ProfileName } from "./profiles";

export type GoogleAmenities = {
  outdoorSeating?: boolean;
  allowsDogs?: boolean;
  servesVegetarianFood?: boolean;
  accessibilityOptions?: { wheelchairAccessibleEntrance?: boolean };
};

/** Google's `<cuisine>_restaurant` and food-shop types as place-facts cuisine keys. */
const TYPE_CUISINES: Record<string, string> = {
  pizza_restaurant: "pizza",
  hamburger_restaurant: "burger",
  steak_house: "steak_house",
  breakfast_restaurant: "breakfast",
  brunch_restaurant: "brunch",
  fine_dining_restaurant: "fine_dining",
  ice_cream_shop: "ice_cream",
  coffee_shop: "coffee_shop",
  bakery: "cake",
  wine_bar: "wine",
  winery: "wine",
  tea_house: "tea",
};
const TYPE_DIETS: Record<string, Diet> = { vegetarian_restaurant: "vegetarian", vegan_restaurant: "vegan" };
const SPORTS_NAME = /\bsports?[ -]?(bar|pub)\b|sportsbar|sportbar/i;

function cuisineOf(type: string): string | null {
  if (TYPE_CUISINES[type]) return TYPE_CUISINES[type];
  const cuisine = /^(\w+?)_(restaurant|house)$/.exec(type)?.[1];
  return cuisine && cuisine !== "fast_food" && !TYPE_DIETS[type] ? cuisine : null;
}

export function refineGoogleKind(base: ProfileName, types: readonly string[], name: string): ProfileName {
  if ((base === "bar" || base === "pub") && SPORTS_NAME.test(name)) return "sports_bar";
  if (types.includes("winery") || types.includes("wine_bar"))
    return base === "restaurant" ? "wine_restaurant" : "wine_tavern";
  return base;
}

export function googleFacts(types: readonly string[], amenities: GoogleAmenities, kind: ProfileName): PlaceFacts {
  const diets = types.map((t) => TYPE_DIETS[t]).filter((d): d is Diet => Boolean(d));
  if (amenities.servesVegetarianFood && !diets.includes("vegetarian")) diets.push("vegetarian");
  return {
    ...NO_FACTS,
    cuisines: [...new Set(types.map(cuisineOf).filter((c): c is string => Boolean(c)))],
    diets,
    outdoorSeating: amenities.outdoorSeating === true,
    stepFree: amenities.accessibilityOptions?.wheelchairAccessibleEntrance === true,
    dogs: amenities.allowsDogs === true,
    ownWine: kind === "wine_restaurant" || (kind === "wine_tavern" && types.includes("winery")),
    sports: kind === "sports_bar",
  };
}
