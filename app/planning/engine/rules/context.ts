// What every rule needs to know about one plan, worked out once: its window and meal times, the wishes
// read from the request, daylight on that day and place, and whether a night out is asked for.
import type { LatLng } from "../../places/place";
import type { PlanRequest } from "../../request";
import type { PlanningContext } from "../types";
import { mealWindows, mealWindowsAround, type MealWindow, type PlanWindow } from "../window";
import { daylightSpans, type Span } from "./daylight";
import { nightOut } from "./night";
import type { RuleName } from "./types";
import { readWishes, type Wish } from "./wish-parse";

export type RuleContext = {
  request: PlanRequest;
  window: PlanWindow;
  origin: LatLng;
  /** Meal windows around the plan: when a meal may be served. */
  meals: readonly MealWindow[];
  /** Meals the plan spans by at least an hour, which it should include. */
  required: readonly MealWindow[];
  wishes: readonly Wish[];
  /** Request text that reads as no wish at all (the plan says so). */
  unread: string | null;
  /** Sunrise to sunset plus civil twilight, on the plan's day and the days either side. */
  light: readonly Span[];
  /** A night out: the plan should end at a bar, club or live music. */
  night: boolean;
  relaxed: ReadonlySet<RuleName>;
};

const NONE: ReadonlySet<RuleName> = new Set();

export function ruleContext(input: {
  request: PlanRequest;
  window: PlanWindow;
  origin: LatLng;
  relaxed?: ReadonlySet<RuleName>;
}): RuleContext {
  const { request, window, origin } = input;
  const { wishes, unread } = readWishes(request.specialRequests, request.preferences);
  return {
    request,
    window,
    origin,
    meals: mealWindowsAround(window),
    required: mealWindows(window),
    wishes,
    unread,
    light: daylightSpans(window, origin),
    night: nightOut(request, window),
    relaxed: input.relaxed ?? NONE,
  };
}

const known = new WeakMap<PlanningContext, RuleContext>();

/** The rule context of a planning context, worked out once per context. */
export function rulesFor(ctx: PlanningContext): RuleContext {
  let rc = known.get(ctx);
  if (!rc) known.set(ctx, (rc = ruleContext(ctx)));
  return rc;
}
