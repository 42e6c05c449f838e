// Appetite: nobody wants a food hall while still full. A market whose stalls are the meal (the Markthalle
// Im Viadukt, Borough Market) or a food hall to taste and buy in (La Grande Épicerie) comes at least two
// and a half hours after the last meal ended, unless it was asked for: fondue, the Cabaret Voltaire, then
// the food hall is food after food. After lunch, more than a coffee's 45 minutes at a café that serves
// lunch waits too: two and a half hours at a brunch house (Holybelly, Claus), an hour and a half where it
// is Kaffee und Kuchen. After dinner, an hour in a café is coffee and dessert.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { vetoes, type Rule, type Visit } from "./types";
import { COFFEE } from "./variety";
import { askedFor } from "./wishes";

/** From the end of a meal until appetite returns. */
const DIGESTING = 150 * MINUTE;

/** A market people go to for its food: a food hall, a food shop or a street-food market, meal or not. */
export function isFoodHall(place: Place): boolean {
  if (place.category !== "market") return false;
  const tags = place.tags ?? [];
  return !tags.includes("christmas-market") && (tags.includes("food-market") || tags.includes("street-food"));
}

/** Kaffee und Kuchen an hour and a half after lunch is an afternoon custom, not a second lunch. */
const CAKE_AFTER = 90 * MINUTE;
const CAKE: ReadonlySet<string> = new Set(["afternoon-tea", "tea", "bakery", "chocolate"]);
/** A brunch house (eggs, granola, pancakes) with no cake or tea to go for. */
const brunchHouse = (place: Place) => {
  const tags = place.tags ?? [];
  return tags.includes("brunch") && !tags.some((t) => CAKE.has(t));
};
/** Longer than a coffee, a visit to a café that serves lunch is a meal, whatever the plan calls it. */
const eatsThere = (v: Visit) =>
  v.place.category === "cafe" && v.place.meals.includes("lunch") && v.end - v.start > COFFEE;

export const appetite: Rule = {
  name: "appetite",
  veto(ctx, visits, i) {
    const v = visits[i];
    const hall = isFoodHall(v.place);
    if (v.meal || !(hall || eatsThere(v))) return null;
    if (askedFor(ctx, v.place)) return null;
    for (let j = i - 1; j >= 0; j--) {
      const w = visits[j];
      // After dinner, an hour in a café is coffee and dessert, not another dinner.
      const full = hall
        ? w.meal !== null && DIGESTING
        : w.meal === "lunch" && (brunchHouse(v.place) ? DIGESTING : CAKE_AFTER);
      if (full && v.start - w.end < full) return `${v.place.name} is food too soon after ${w.place.name}`;
    }
    return null;
  },
  violations: (ctx, plan) => vetoes(appetite, ctx, plan.visits),
};
