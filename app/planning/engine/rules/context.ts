// What every rule needs to know about one plan, worked out once: its window and meal times, the wishes
// read from the request, daylight on that day and place, and whether a night out is asked for.
import type { LatLng, Place } from "../../places/place";
import type { PlanRequest } from "../../request";
import { specialDayOf } from "../../special-days";
import type { PlanningContext } from "../types";
import { mealWindows, mealWindowsAround, type PlanWindow } from "../window";
import { daylightSpans } from "./daylight";
import { newYearOf } from "./new-year";
import { nightOut } from "./night";
import type { RuleContext, RuleName } from "./types";
import { wishesOf, type Wish } from "./wish-parse";

const NONE: ReadonlySet<RuleName> = new Set();

export function ruleContext(input: {
  request: PlanRequest;
  window: PlanWindow;
  origin: LatLng;
  relaxed?: ReadonlySet<RuleName>;
  /** The places the plan is chosen from, where a wish may name one ("the Tate Modern"). */
  candidates?: readonly Place[];
}): RuleContext {
  const { request, window, origin } = input;
  const { wishes, unread } = wishesOf(request.specialRequests, request.preferences, input.candidates);
  return {
    request,
    window,
    origin,
    meals: mealWindowsAround(window),
    required: requiredMeals(window, wishes),
    wishes,
    unread,
    light: daylightSpans(window, origin),
    night: nightOut(request, window),
    newYear: newYearOf(window),
    quietMorning: quietMorning(window, origin, input.candidates?.[0]?.country),
    relaxed: input.relaxed ?? NONE,
  };
}

/** The meals a plan should have: afternoon tea asked for is the afternoon's meal, in place of lunch. */
function requiredMeals(window: PlanWindow, wishes: readonly Wish[]) {
  const tea = wishes.some((w) => !w.negated && w.intent.id === "afternoon-tea");
  return mealWindows(window).filter((m) => !(tea && m.meal === "lunch"));
}

/** Sunday, or a public holiday where the plan is (the country its places are in). */
function quietMorning(window: PlanWindow, origin: LatLng, country: string | undefined): boolean {
  if (new Date(`${window.date}T12:00:00Z`).getUTCDay() === 0) return true;
  return Boolean(country) && specialDayOf(window.date, country!, origin)?.kind === "holiday";
}

const known = new WeakMap<PlanningContext, RuleContext>();

/** The rule context of a planning context, worked out once per context. */
export function rulesFor(ctx: PlanningContext): RuleContext {
  let rc = known.get(ctx);
  if (!rc) known.set(ctx, (rc = ruleContext(ctx)));
  return rc;
}

/**
 * The context with changes its rules do not read but for the rules set aside (another neighbourhood hold,
 * a rule relaxed): the new context shares what the rules worked out for the first instead of reading the
 * wishes, the light and the meals again.
 */
export function sharingRules(
  ctx: PlanningContext,
  changes: Pick<PlanningContext, "relaxed"> | Pick<PlanningContext, "neighbourhood">,
): PlanningContext {
  const next = { ...ctx, ...changes };
  const rules = rulesFor(ctx);
  known.set(next, next.relaxed === ctx.relaxed ? rules : { ...rules, relaxed: next.relaxed ?? NONE });
  return next;
}
