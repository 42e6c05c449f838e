// Wishes: a negated wish ("no museums", "ohne Alkohol") keeps its places out of the plan; a plain wish
// ("Jazz", "Fondue") puts a place that meets it in, whenever one is open in the plan's window. When none
// can be, the plan says why (wish-availability.ts, engine/notices.ts). The indoor preference only steers.
import type { Place } from "../../places/place";
import type { Rule, RuleContext, Visit } from "./types";
import type { Wish } from "./wish-parse";
import { meetsTopic } from "./wish-topics";

export const meets = (wish: Wish, place: Place) => meetsTopic(wish.topic, place);

/** The negated wish a place goes against, if any. */
export function refusedBy(ctx: RuleContext, place: Place): Wish | undefined {
  return ctx.wishes.find((w) => w.negated && !w.soft && meets(w, place));
}

/** Plain wishes no visit meets. */
export function unmet(ctx: RuleContext, visits: readonly Visit[]): Wish[] {
  return ctx.wishes.filter((w) => !w.negated && !visits.some((v) => meets(w, v.place)));
}

export const wishes: Rule = {
  name: "wishes",
  admits: (ctx, place) => !refusedBy(ctx, place),
  score(ctx, visits, i) {
    let s = 0;
    for (const w of ctx.wishes) {
      if (!meets(w, visits[i].place)) continue;
      if (w.negated) {
        if (w.soft) s -= 4;
        continue;
      }
      const already = visits.slice(0, i).some((v) => meets(w, v.place));
      // The first place that meets a wish matters most; more outdoors is what "outdoor" asks for.
      s += !already ? 6 : w.topic.id === "outdoor" ? 2 : 0.5;
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
      if (!plan.notices.some((n) => n.wish === w.topic.id))
        out.push(`the wish "${w.said}" is neither met nor explained`);
    }
    return out;
  },
};
