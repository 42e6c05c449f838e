// Variety: not the same kind of place twice in a row, and rather something new than a repeat. A short
// plan (four stops or fewer) never holds two viewpoints, two museums or two squares unless a wish asks
// for more of the same: one of each is the outing, two is a tour.
import type { Category, Place } from "../../places/place";
import { vetoes, type Rule, type Visit } from "./types";
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
/** A sit-down over a drink right after another, or right after lunch (a long lunch is a sit-down too). */
const sitsAgain = (visits: readonly Visit[], i: number) =>
  i > 0 &&
  !visits[i].meal &&
  SITTING.has(visits[i].place.category) &&
  (visits[i - 1].meal === "lunch" || (!visits[i - 1].meal && SITTING.has(visits[i - 1].place.category)));

export const variety: Rule = {
  name: "variety",
  veto(ctx, visits, i, remaining) {
    if (i + 1 + remaining > SHORT_PLAN) return null;
    const v = visits[i];
    const kind = kindOf(v.place);
    if (!kind || askedFor(ctx, v.place)) return null;
    const twin = visits.slice(0, i).find((w) => kindOf(w.place) === kind);
    return twin ? `${v.place.name} repeats ${twin.place.name} in a short plan` : null;
  },
  score(ctx, visits, i) {
    const category = visits[i].place.category;
    if (visits[i - 1]?.place.category === category) return -4;
    // By day, a second sit-down over a drink right after the first (a café-bar, then a café across town, or
    // wine after a long lunch) is one too many: a walk or a sight between them. Evenings go from bar to bar.
    if (sitsAgain(visits, i) && localHour(visits[i].start, ctx.window.timeZone) < EVENING) return -3;
    // Asked for every place at every position: a loop, not a slice.
    for (let j = 0; j < i; j++) if (visits[j].place.category === category) return -1.5;
    return 0;
  },
  violations: (ctx, plan) => vetoes(variety, ctx, plan.visits),
};
