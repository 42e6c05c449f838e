// The shape of a rule of a good outing: one module each, consulted by every step that builds or changes
// a plan (construction, repair, budget raising, reordering, swaps, a language model's picks), and what
// it knows of the plan (worked out in context.ts). Types only, so every rule and the notices can import it.
import type { LatLng, Meal, Place } from "../../places/place";
import type { PlanRequest } from "../../request";
import type { PlanNotice } from "../plan-notice";
import type { MealWindow, PlanWindow } from "../window";
import type { Wish } from "./wish-parse";

/** A place at a time: a planned stop, or a candidate for the next one. */
export type Visit = { place: Place; start: number; end: number; meal: Meal | null };

export type RuleName =
  | "meals"
  | "daylight"
  | "wishes"
  | "night"
  | "kids"
  | "kit"
  | "route"
  | "budget"
  | "variety"
  | "walk-through"
  | "cold"
  | "new-year"
  | "appetite";

export type Span = { start: number; end: number };

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
  /** A Sunday or public holiday: streets are empty and shutters down until about ten. */
  quietMorning: boolean;
  /** When the new year begins, if the plan runs across it (31 December into 1 January); else null. */
  newYear: number | null;
  relaxed: ReadonlySet<RuleName>;
};

/** A finished plan as the rules judge it: its visits in order and what it tells the user. */
export type FinishedPlan = { visits: readonly Visit[]; notices: readonly PlanNotice[] };

export interface Rule {
  readonly name: RuleName;
  /** Hard, independent of time and order: a place this plan never visits. */
  admits?(ctx: RuleContext, place: Place): boolean;
  /**
   * Hard: why `visits[i]` may not stand where it is, or null. Looks only at `visits[0..i]` (the list may
   * be a plan still being built); `remaining` stops will follow it.
   */
  veto?(ctx: RuleContext, visits: readonly Visit[], i: number, remaining: number): string | null;
  /**
   * The latest a visit to `place` beginning at `start` may end under this rule, or null for no limit;
   * `previous`: the plan's visit just before it, where the caller knows it.
   */
  until?(ctx: RuleContext, place: Place, start: number, previous?: Visit): number | null;
  /** Soft: how much this rule likes `visits[i]` there (0 = indifferent); `remaining` stops will follow. */
  score?(ctx: RuleContext, visits: readonly Visit[], i: number, remaining: number): number;
  /** Soft, over a whole plan: how much this rule likes it (0 = indifferent), to choose among plans. */
  judge?(ctx: RuleContext, visits: readonly Visit[]): number;
  /** What a finished plan breaks of this rule, in plain words; empty when it keeps it. */
  violations(ctx: RuleContext, plan: FinishedPlan): string[];
}

/** Every veto a rule raises over a finished plan's visits. */
export function vetoes(rule: Rule, ctx: RuleContext, visits: readonly Visit[]): string[] {
  if (!rule.veto) return [];
  const out: string[] = [];
  for (let i = 0; i < visits.length; i++) {
    const why = rule.veto(ctx, visits, i, visits.length - 1 - i);
    if (why) out.push(why);
  }
  return out;
}

/** Every place a rule does not admit, among a finished plan's visits. */
export function inadmissible(rule: Rule, ctx: RuleContext, visits: readonly Visit[], what: string): string[] {
  if (!rule.admits) return [];
  return visits.filter((v) => !rule.admits!(ctx, v.place)).map((v) => `${v.place.name}: ${what}`);
}
