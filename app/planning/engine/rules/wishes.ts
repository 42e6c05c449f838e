// Wishes: a negated wish ("no museums", "ohne Alkohol") keeps its places out of the plan; a plain wish
// ("Jazz", "Brettspiele") puts a place that meets it in, whenever one is open in the plan's window, at
// its best hour where it has one. A dish chooses the plan's meal; a diet is kept by every meal. When a
// wish can't be met, the plan says why (wish-availability.ts, engine/notices.ts). Indoor only steers.
import type { Place } from "../../places/place";
import { MINUTE, minuteOfDay } from "../../time";
import { distanceKm } from "../../travel";
import { isWhatIntentNames, meetsIntent } from "../../wishes/meets";
import { vetoes, type Rule, type RuleContext, type Visit } from "./types";
import type { Wish } from "./wish-parse";

export const meets = (wish: Wish, place: Place) => meetsIntent(wish.intent, place);

/** Whether the couple asked for what the place is (a preference such as indoors only steers, never asks). */
export const askedFor = (ctx: RuleContext, place: Place) =>
  ctx.wishes.some((w) => !w.negated && !w.soft && meets(w, place));

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

// A wish that is an evening of its own — a Heuriger, a tasting menu — is the plan's centre: it gets its time
// (three quarters of its visit at least, never cut to fit in more) and once there the plan stays near it
// (no ride away from the Heuriger for a coffee in town), so with nothing near it has the rest of the
// evening. Only restaurants and bars where a visit takes two hours or more are such centres.

/** A place where a wished visit takes this long is the plan's centre. */
const CENTRE_MINUTES = 120;
/** Within this of the centre, the stop before or after is a walk away. */
const NEAR_KM = 1.5;

const LINGERING: ReadonlySet<string> = new Set(["restaurant", "bar"]);

/** A place a wish may make the plan's centre: a restaurant or bar where a visit takes two hours or more. */
export const mayBeCentre = (place: Place) => LINGERING.has(place.category) && place.visitMinutes >= CENTRE_MINUTES;

function isCentre(ctx: RuleContext, visits: readonly Visit[], i: number): boolean {
  const v = visits[i];
  if (!mayBeCentre(v.place)) return false;
  return ctx.wishes.some((w) => !w.negated && metBy(ctx, w, v, visits));
}

const far = (a: Place, b: Place) => distanceKm(a, b) > NEAR_KM;

/** The shortest visit to a wished centre, in minutes. */
export const centreVisit = (place: Place) => Math.round((place.visitMinutes * 0.75) / 5) * 5;
const cut = (v: Visit) => v.end - v.start < centreVisit(v.place) * MINUTE;

/** Why `visits[i]` (or the stop before it, shortened to make room) cuts a wished centre short or rides away from it. */
export function centreVeto(ctx: RuleContext, visits: readonly Visit[], i: number): string | null {
  if (!ctx.wishes.length) return null;
  const v = visits[i];
  const before = i > 0 ? visits[i - 1] : null;
  if (isCentre(ctx, visits, i) && cut(v)) return `${v.place.name} is what was asked for: it gets its time`;
  if (!before || !isCentre(ctx, visits, i - 1)) return null;
  if (cut(before)) return `${before.place.name} is what was asked for: it gets its time`;
  return far(before.place, v.place) ? `${before.place.name} is what was asked for: the plan stays near it` : null;
}

export const wishes: Rule = {
  name: "wishes",
  admits: (ctx, place) => !refusedBy(ctx, place),
  veto: centreVeto,
  score(ctx, visits, i) {
    const v = visits[i];
    let s = 0;
    let firsts = 0;
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
      if (!already) firsts++;
    }
    // One place that meets two wishes at once ("Aussicht und Museum": a museum with a roof terrace) beats
    // two places that meet one each, leaving time for the rest of the plan.
    return firsts >= 2 ? s + 8 : s;
  },
  judge: (ctx, visits) => -15 * unmet(ctx, visits).length,
  violations(ctx, plan) {
    const out = vetoes(wishes, ctx, plan.visits);
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
