// The promises every plan keeps, whoever wrote it: feasibility (grounded, open, reachable, in budget)
// and sense (the rules of a good outing, engine/rules). Used by the tests, the benchmark and to validate
// a language model's picks before they are saved.
import { ruleContext, ruleViolations, type RuleName, type Visit } from "./engine/rules";
import { checkVisit, scheduleOf } from "./hours";
import type { Meal, Place } from "./places/place";
import type { PlanDraft } from "./planner";
import { BUDGET_BANDS } from "./request";
import { MINUTE } from "./time";
import { travelMinutes } from "./travel";

export type Violation = { rule: string; detail: string };

export function planViolations(plan: PlanDraft, lookup: (sourceId: string) => Place | null | undefined): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string, detail: string) => out.push({ rule, detail });
  const windowStart = Date.parse(plan.startsAt);
  const windowEnd = Date.parse(plan.endsAt);
  const seen = new Set<string>();
  let previous: { lat: number; lng: number; end: number } = { ...plan.center, end: windowStart };

  if (!plan.activities.length) add("non-empty", "the plan has no activities");
  for (const a of plan.activities) {
    const place = lookup(a.sourceId);
    if (!place) {
      add("grounded", `${a.name} (${a.sourceId}) is not a place of the source`);
      continue;
    }
    // A German plan may call a place by its German name.
    const named = a.name === place.name || (a.name === place.nameDe && plan.request.language === "de");
    if (!named || place.lat !== a.lat || place.lng !== a.lng)
      add("grounded", `${a.name} differs from its source record`);
    if (seen.has(a.sourceId)) add("no-repeats", `${a.name} appears twice`);
    seen.add(a.sourceId);

    const start = Date.parse(a.startsAt);
    const end = Date.parse(a.endsAt);
    if (!(end > start)) add("schedule", `${a.name} ends before it starts`);
    // The plan begins at its first place; legs connect the places after it.
    const leg = seen.size === 1 ? 0 : travelMinutes(previous, place, plan.request.transportation);
    if (start < previous.end + leg * MINUTE)
      add("travel", `${a.name} starts before the ${leg}-minute leg can be travelled`);
    if (start < windowStart || end > windowEnd) add("window", `${a.name} lies outside the plan's window`);

    const hours = checkVisit(scheduleOf(place), new Date(start), new Date(end));
    if (hours.verification === "closed") add("open", `${a.name} is closed during the visit: ${hours.reason}`);
    if (a.verification === "verified" && hours.verification !== "verified")
      add("honest-hours", `${a.name} is claimed verified but is ${hours.verification}`);
    previous = { lat: place.lat, lng: place.lng, end };
  }

  const band = BUDGET_BANDS[plan.request.budget];
  const spend = plan.activities.reduce((s, a) => s + a.spendEur, 0);
  if (band.max !== null && spend > band.max) add("budget", `spend €${spend} is above the band's €${band.max}`);
  return out;
}

/**
 * What a plan breaks of the rules of a good outing (meals, daylight, wishes, night, kids, budget), judged
 * from the plan as saved: its request, window, activities and notices.
 */
export function senseViolations(
  plan: PlanDraft,
  lookup: (sourceId: string) => Place | null | undefined,
): Array<{ rule: RuleName; detail: string }> {
  const visits: Visit[] = [];
  for (const a of plan.activities) {
    const place = lookup(a.sourceId);
    if (place) {
      visits.push({ place, start: Date.parse(a.startsAt), end: Date.parse(a.endsAt), meal: a.meal as Meal | null });
    }
  }
  const relaxed = new Set<RuleName>(plan.notices.some((n) => n.kind === "night-unavailable") ? ["night"] : []);
  return ruleViolations(planRuleContext(plan, relaxed), { visits, notices: plan.notices });
}

/** The rules' view of a finished plan: its request, window and centre. */
export function planRuleContext(plan: PlanDraft, relaxed?: ReadonlySet<RuleName>) {
  return ruleContext({
    request: plan.request,
    window: {
      date: plan.plannedDate,
      start: Date.parse(plan.startsAt),
      end: Date.parse(plan.endsAt),
      timeZone: plan.timeZone,
    },
    origin: plan.center,
    relaxed,
  });
}
