// Appetite: nobody wants a food hall while still full. A market whose stalls are the meal (the Markthalle
// Im Viadukt, Borough Market) or a food hall to taste and buy in (La Grande Épicerie) comes at least two
// and a half hours after the last meal ended, unless it was asked for: fondue, the Cabaret Voltaire, then
// the food hall is food after food. So does an hour or more at a café that serves brunch and lunch
// (Holybelly, Claus): a coffee there is fine, a second lunch is not.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { vetoes, type Rule, type Visit } from "./types";
import { askedFor } from "./wishes";

/** From the end of a meal until appetite returns. */
const DIGESTING = 150 * MINUTE;

/** A market people go to for its food: a food hall, a food shop or a street-food market, meal or not. */
export function isFoodHall(place: Place): boolean {
  if (place.category !== "market") return false;
  const tags = place.tags ?? [];
  return !tags.includes("christmas-market") && (tags.includes("food-market") || tags.includes("street-food"));
}

/** Longer than this, a visit to a café that serves lunch is a meal, whatever the plan calls it. */
const COFFEE = 45 * MINUTE;
const eatsThere = (v: Visit) =>
  v.place.category === "cafe" && v.place.meals.includes("lunch") && v.end - v.start > COFFEE;

export const appetite: Rule = {
  name: "appetite",
  veto(ctx, visits, i) {
    const v = visits[i];
    if (v.meal || !(isFoodHall(v.place) || eatsThere(v))) return null;
    if (askedFor(ctx, v.place)) return null;
    for (let j = i - 1; j >= 0; j--) {
      const w = visits[j];
      if (w.meal && v.start - w.end < DIGESTING) return `${v.place.name} is food too soon after ${w.place.name}`;
    }
    return null;
  },
  violations: (ctx, plan) => vetoes(appetite, ctx, plan.visits),
};
