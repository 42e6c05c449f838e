// Whether an edited plan still works: inside its time, every re-timed visit open throughout, and no rule
// of a good outing newly broken. A saved plan may already break a rule (set aside with a notice, or
// planned before the rule existed): an edit is not refused for what it did not change.
import { checkVisit, openIntervals, scheduleOf } from "../../hours";
import type { Place } from "../../places/place";
import { HOUR } from "../../time";
import { RULES, rulesFor, type RuleName } from "../rules";
import type { PlanningContext, Stop } from "../types";
import type { EditRefusal } from "./refusal";

/** When the place, open at `at`, closes (back-to-back intervals joined); null when it is closed then. */
export function closingAfter(place: Place, at: number): number | null {
  const schedule = scheduleOf(place);
  if (!schedule.hours) return Infinity;
  const intervals = openIntervals(
    { hours: schedule.hours, country: place.country, timeZone: place.timeZone },
    new Date(at - 24 * HOUR),
    new Date(at + 24 * HOUR),
  );
  let until: number | null = null;
  for (const i of intervals) {
    if (until === null && i.start <= at && i.end > at) until = i.end;
    else if (until !== null && i.start <= until) until = Math.max(until, i.end);
  }
  return until;
}

function hoursRefusal(stop: Stop): EditRefusal | null {
  const { place, start, end } = stop;
  if (checkVisit(scheduleOf(place), new Date(start), new Date(end)).verification !== "closed") return null;
  const closes = closingAfter(place, start);
  if (closes === null || closes === Infinity || closes <= start)
    return { code: "closed", place: place.name, at: start };
  return { code: "closes-before", place: place.name, at: closes };
}

/** The rules that object to `stops[i]`, by name. */
function objections(ctx: PlanningContext, stops: readonly Stop[], i: number): RuleName[] {
  const rules = rulesFor(ctx);
  return RULES.filter((r) => r.veto && !rules.relaxed.has(r.name) && r.veto(rules, stops, i, stops.length - 1 - i)).map(
    (r) => r.name,
  );
}

/** The name of the stop before `stops[i]`, if any. */
const nameBefore = (stops: readonly Stop[], i: number) => stops[i - 1]?.place.name;

const sameTime = (a: Stop | undefined, b: Stop) => a !== undefined && a.start === b.start && a.end === b.end;

/** The reason `after` (the plan edited) does not work where `before` did, or null when it works. */
export function refusalOf(ctx: PlanningContext, before: readonly Stop[], after: readonly Stop[]): EditRefusal | null {
  const last = after.at(-1);
  const end = Math.max(ctx.window.end, before.at(-1)?.end ?? 0);
  if (last && last.end > end) return { code: "window-full", at: ctx.window.end };
  const was = new Map(before.map((s) => [s.place.sourceId, s]));
  for (const stop of after) {
    if (sameTime(was.get(stop.place.sourceId), stop)) continue;
    const refusal = hoursRefusal(stop);
    if (refusal) return refusal;
  }
  const broken = new Set(before.flatMap((_, i) => objections(ctx, before, i)));
  for (const [i, stop] of after.entries()) {
    const rule = objections(ctx, after, i).find((r) => !broken.has(r));
    if (!rule) continue;
    if (rule === "meals") {
      // A meal fine at its time on its own is refused for what comes before it: say which stop that is.
      const alone = objections(ctx, [stop], 0).includes("meals");
      const before = alone ? undefined : nameBefore(after, i);
      return { code: "meal-order", place: stop.place.name, at: stop.start, after: before };
    }
    return { code: "rule", rule, place: stop.place.name };
  }
  return null;
}

/** The rule that keeps `place` out of this plan altogether (not for children, far over budget), or null. */
export function unadmitted(ctx: PlanningContext, place: Place): RuleName | null {
  const rules = rulesFor(ctx);
  return RULES.find((r) => r.admits && !rules.relaxed.has(r.name) && !r.admits(rules, place))?.name ?? null;
}
