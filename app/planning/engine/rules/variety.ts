// Variety: not the same kind of place twice in a row, and rather something new than a repeat. A short
// plan (four stops or fewer) never holds two viewpoints, two museums or two squares unless a wish asks
// for more of the same: one of each is the outing, two is a tour. A coffee after lunch is fine; a second
// long sit straight after lunch (wine, or an afternoon in a café) is not.
import type { Category, Place } from "../../places/place";
import { MINUTE } from "../../time";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";
import { localHour } from "../window";
import { isWalkThrough } from "./walk-through";
import { askedFor } from "./wishes";

const SHORT_PLAN = 4;
const ONCE_IN_A_SHORT_PLAN: ReadonlySet<Category> = new Set(["viewpoint", "museum"]);

/** What a place counts as for "twice": its category, or a square or street to walk through. */
function kindOf(place: Place): string | null {
  if (isWalkThrough(place)) return "walk-through";
  return ONCE_IN_A_SHORT_PLAN.has(place.category) ? place.category : null;
}

const EVENING = 17;
/** Somewhere to sit over a drink or a coffee, when it is not a meal. */
const SITTING: ReadonlySet<Category> = new Set(["bar", "cafe", "dessert"]);
/** A coffee after lunch is what everyone does, for as long as a coffee takes: longer, it is a second sitting. */
export const COFFEE = 45 * MINUTE;
const isCoffee = (place: Place) => place.category === "cafe" || place.category === "dessert";
/** A coffee (or an ice cream) straight after lunch, by day. */
const coffeeAfterLunch = (ctx: RuleContext, place: Place, start: number, previous: Visit | undefined) =>
  isCoffee(place) && previous?.meal === "lunch" && localHour(start, ctx.window.timeZone) < EVENING;
/**
 * A sit-down over a drink right after another, or right after lunch (a long lunch is a sit-down too): a
 * bar after lunch, or a café for longer than a coffee.
 */
const sitsAgain = (visits: readonly Visit[], i: number) => {
  const v = visits[i];
  if (i === 0 || v.meal || !SITTING.has(v.place.category)) return false;
  const before = visits[i - 1];
  if (before.meal === "lunch") return !isCoffee(v.place) || v.end - v.start > COFFEE;
  return !before.meal && SITTING.has(before.place.category);
};

export const variety: Rule = {
  name: "variety",
  veto(ctx, visits, i, remaining) {
    const v = visits[i];
    if (coffeeAfterLunch(ctx, v.place, v.start, visits[i - 1]) && v.end - v.start > COFFEE)
      return `${v.place.name} straight after lunch is a coffee, not a second sitting`;
    if (i + 1 + remaining > SHORT_PLAN) return null;
    const kind = kindOf(v.place);
    if (!kind || askedFor(ctx, v.place)) return null;
    const twin = visits.slice(0, i).find((w) => kindOf(w.place) === kind);
    return twin ? `${v.place.name} repeats ${twin.place.name} in a short plan` : null;
  },
  score(ctx, visits, i) {
    const category = visits[i].place.category;
    if (visits[i - 1]?.place.category === category) return -4;
    // By day, a second sit-down over a drink right after the first (a café-bar, then a café across town, or
    // wine after a long lunch) is one too many: a walk or a sight between them. A coffee after lunch is not
    // one (held to a coffee's length below). Evenings go from bar to bar.
    if (sitsAgain(visits, i) && localHour(visits[i].start, ctx.window.timeZone) < EVENING) return -3;
    // Asked for every place at every position: a loop, not a slice.
    for (let j = 0; j < i; j++) if (visits[j].place.category === category) return -1.5;
    return 0;
  },
  // A coffee straight after lunch is over in three quarters of an hour.
  until: (ctx, place, start, previous) => (coffeeAfterLunch(ctx, place, start, previous) ? start + COFFEE : null),
  violations: (ctx, plan) => vetoes(variety, ctx, plan.visits),
};
