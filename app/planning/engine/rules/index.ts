// The rules of a good outing, in one list. Every step that builds or changes a plan asks them: which
// places may be in it at all, whether a place may stand at a position and time, how much each rule likes
// it there, and what a finished plan breaks.
import type { Place } from "../../places/place";
import { appetite } from "./appetite";
import { budget } from "./budget";
import { cold } from "./cold";
import { daylight } from "./daylight";
import { kids } from "./kids";
import { kit } from "./kit";
import { meals } from "./meals";
import { newYear } from "./new-year";
import { night } from "./night";
import { route } from "./route";
import type { FinishedPlan, Rule, RuleContext, RuleName, Visit } from "./types";
import { variety } from "./variety";
import { walkThrough } from "./walk-through";
import { wishes } from "./wishes";

export const RULES: readonly Rule[] = [
  meals,
  daylight,
  wishes,
  night,
  kids,
  kit,
  budget,
  variety,
  walkThrough,
  route,
  cold,
  newYear,
  appetite,
];

const ADMITTING = RULES.filter((r) => r.admits);
const VETOING = RULES.filter((r) => r.veto);
const SCORING = RULES.filter((r) => r.score);
const LIMITING = RULES.filter((r) => r.until);
const JUDGING = RULES.filter((r) => r.judge);

export function admitted(ctx: RuleContext, place: Place): boolean {
  return ADMITTING.every((r) => r.admits!(ctx, place));
}

/** The first rule's objection to `visits[i]` (looking back from it), or null. */
export function vetoOf(ctx: RuleContext, visits: readonly Visit[], i: number, remaining: number): string | null {
  for (const r of VETOING) {
    const why = r.veto!(ctx, visits, i, remaining);
    if (why) return why;
  }
  return null;
}

/** Does every visit of a finished plan stand where it is? */
export function allowed(ctx: RuleContext, visits: readonly Visit[]): boolean {
  return visits.every((_, i) => vetoOf(ctx, visits, i, visits.length - 1 - i) === null);
}

/**
 * The latest a visit beginning at `start` may end under every rule (Infinity: no limit), after the visit
 * `previous` where the caller knows it.
 */
export function latestEnd(ctx: RuleContext, place: Place, start: number, previous?: Visit): number {
  let end = Infinity;
  for (const r of LIMITING) end = Math.min(end, r.until!(ctx, place, start, previous) ?? Infinity);
  return end;
}

export function scoreOf(ctx: RuleContext, visits: readonly Visit[], i: number, remaining: number): number {
  let s = 0;
  for (const r of SCORING) s += r.score!(ctx, visits, i, remaining);
  return s;
}

export function judge(ctx: RuleContext, visits: readonly Visit[]): number {
  let s = 0;
  for (const r of JUDGING) s += r.judge!(ctx, visits);
  return s;
}

export type RuleViolation = { rule: RuleName; detail: string };

export function ruleViolations(ctx: RuleContext, plan: FinishedPlan): RuleViolation[] {
  return RULES.flatMap((r) => r.violations(ctx, plan).map((detail) => ({ rule: r.name, detail })));
}

export { ruleContext, rulesFor } from "./context";
export type { FinishedPlan, Rule, RuleContext, RuleName, Visit } from "./types";
