// A saved plan as the engine plans with it: its request, its place and neighbourhood, its own window (a
// plan on a holiday keeps the day as it did) and, where a change needs other places, the candidates.
import type { PlanRow } from "~/models/plans.server";
import { placeOfPlan } from "~/models/plan-place.server";
import type { PlanningContext } from "~/planning/engine/compose";
import { findCandidates, neighbourhoodAround } from "~/planning/planner";
import { requestFieldsOf } from "~/planning/request-options";
import { PlanRequestSchema } from "~/planning/request";
import { windowEnd } from "~/planning/engine/window";
import { placeSource } from "./places.server";
import { translateCoreError } from "./plans.server";

export async function planContextOf(plan: PlanRow, { withCandidates = false } = {}): Promise<PlanningContext> {
  const request = PlanRequestSchema.parse(requestFieldsOf(plan));
  const place = placeOfPlan(plan);
  const start = plan.startsAt.getTime();
  // Its own end: a New Year's Eve plan may run on to half past midnight (engine/window.ts).
  const end = windowEnd(plan.plannedDate, start, plan.duration, plan.timeZone);
  const window = { date: plan.plannedDate, start, end, timeZone: plan.timeZone };
  const candidates = withCandidates
    ? await findCandidates(placeSource(), place, request, window).catch(translateCoreError)
    : [];
  return { request, origin: place, neighbourhood: neighbourhoodAround(place), window, candidates, seed: plan.seed };
}
