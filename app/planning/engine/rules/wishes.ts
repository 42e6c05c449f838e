// Wishes: a negated wish ("no museums", "ohne Alkohol") keeps its places out of the plan; a plain wish
// ("Jazz", "Brettspiele") puts a place that meets it in, whenever one is open in the plan's window, at
// its best hour where it has one. A dish chooses the plan's meal; a diet is kept by every meal. When a
// wish can't be met, the plan says why (wish-availability.ts, engine/notices.ts). Indoor only steers.
import type { Place } from "../../places/place";
import { minuteOfDay } from "../../time";
import { isWhatIntentNames, meetsIntent } from "../../wishes/meets";
import type { Rule, RuleContext, Visit } from "./types";
import type { Wish } from "./wish-parse";

export const meets = (wish: Wish, place: Place) => meetsIntent(wish.intent, place);

/** The negated wish a place goes against, if any: what it is, not a meal it could serve. */
export function refusedBy(ctx: RuleContext, place: Place): Wish | undefined {
  return ctx.wishes.find((w) => w.negated && !w.soft && isWhatIntentNames(w.intent, place));
}

/**
 * Whether a visit meets a plain wish: a dish or a diet only as a meal when the plan has one (so
 * "vegan" is dinner at a vegan place, not a vegan café beside a schnitzel dinner), a meal word only
 * as that meal.
 */
export function metBy(ctx: RuleContext, wish: Wish, visit: Visit, visits: readonly Visit[]): boolean {
  const { intent } = wish;
  if (intent.strict && !atBestHour(ctx, wish, visit.start)) return false;
  if (intent.food) return meets(wish, visit.place) && (visit.meal !== null || !visits.some((v) => v.meal));
  if (intent.meals && !isWhatIntentNames(intent, visit.place)) {
    return visit.meal !== null && intent.meals.includes(visit.meal);
  }
  return meets(wish, visit.place);
}

/** Plain wishes no visit meets. */
export function unmet(ctx: RuleContext, visits: readonly Visit[]): Wish[] {
  return ctx.wishes.filter((w) => !w.negated && !visits.some((v) => metBy(ctx, w, v, visits)));
}

/** Does a visit starting then start at the wish's best hour (karaoke late, afternoon tea at four)? */
export function atBestHour(ctx: RuleContext, wish: Wish, start: number): boolean {
  const best = wish.intent.best;
  if (!best) return false;
  let hour = minuteOfDay(start, ctx.window.timeZone) / 60;
  if (hour < 6) hour += 24;
  return hour >= best[0] && hour < best[1];
}

export const wishes: Rule = {
  name: "wishes",
  admits: (ctx, place) => !refusedBy(ctx, place),
  score(ctx, visits, i) {
    const v = visits[i];
    let s = 0;
    for (const w of ctx.wishes) {
      if (w.negated) {
        if (w.soft && meets(w, v.place)) s -= 4;
        continue;
      }
      if (w.intent.food === "diet" && v.meal && !meets(w, v.place)) s -= 8;
      // While a plan is built, `visits` ends at `i`: no copy needed then.
      if (!metBy(ctx, w, v, visits.length === i + 1 ? visits : visits.slice(0, i + 1))) continue;
      let already = false;
      for (let j = 0; j < i && !already; j++) already = metBy(ctx, w, visits[j], visits);
      // The first place that meets a wish matters most; more outdoors is what "outdoor" asks for.
      s += !already ? 6 : w.intent.id === "outdoor" ? 2 : 0.5;
      if (!already && atBestHour(ctx, w, v.start)) s += 3;
      // What the wish names beats a place that only has it on the side: "Aussicht" is a viewpoint first,
      // a brasserie terrace with a view second.
      if (!already && w.intent.tags && w.intent.categories?.includes(v.place.category)) s += 6;
    }
    return s;
  },
  judge: (ctx, visits) => -15 * unmet(ctx, visits).length,
  violations(ctx, plan) {
    const out: string[] = [];
    for (const v of plan.visits) {
      const wish = refusedBy(ctx, v.place);
      if (wish) out.push(`${v.place.name} goes against the wish "${wish.said}"`);
    }
    for (const w of unmet(ctx, plan.visits)) {
      if (!plan.notices.some((n) => n.wish === w.intent.id))
        out.push(`the wish "${w.said}" is neither met nor explained`);
    }
    return out;
  },
};
