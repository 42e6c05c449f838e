// Swapping one activity of a saved plan for another that fits, undoing it, and the swap history: the
// engine picks the replacement under every rule, models/swaps.server.ts writes it.
import type { Viewer } from "~/auth/viewer.server";
import { planView, reloadPlan, type PlanRow } from "~/models/plans.server";
import type { PlanningContext, Stop } from "~/planning/engine/compose";
import { swapStop, type Swapped } from "~/planning/engine/swap";
import { companyOf } from "~/planning/company";
import { activityDraft } from "~/planning/activity-draft";
import { requestFieldsOf } from "~/planning/request-options";
import { PlanRequestSchema, type PlanLanguage, type PlanRequest, type Transport } from "~/planning/request";
import { MINUTE } from "~/planning/time";
import { checkVisit, scheduleOf } from "~/planning/hours";
import { maxVisit } from "~/planning/engine/visit-length";
import { travelMinutes, legMode } from "~/planning/travel";
import { ServiceError } from "~/utils/errors";
import { ownedOrThrow, translateCoreError } from "./plans.server";
import { stopsOf } from "./plan-stops.server";
import { planContextOf } from "./plan-context.server";
import {
  historyOf,
  originalOf,
  recordSwap,
  restoreOriginal,
  rewriteActivity,
  swapEntries,
  usedPlaces,
} from "~/models/swaps.server";

function requestOf(plan: PlanRow): PlanRequest {
  return PlanRequestSchema.parse(requestFieldsOf(plan));
}

/** Whether a stop may run from `start` to `end`: open then and no longer than a visit there lasts. */
const mayRun = (stop: Stop, start: number, end: number) =>
  end - start <= maxVisit(stop.place) * MINUTE &&
  checkVisit(scheduleOf(stop.place), new Date(start), new Date(end)).verification !== "closed";

/** After an undo the neighbours take back the time they gave a swapped-in stop, where they may. */
function takeBack(stops: Stop[], index: number, mode: Transport) {
  const [prev, stop, next] = [stops[index - 1], stops[index], stops[index + 1]];
  if (prev) {
    const until = stop.start - travelMinutes(prev.place, stop.place, mode) * MINUTE;
    if (until > prev.end && mayRun(prev, prev.start, until)) stops[index - 1] = { ...prev, end: until };
  }
  if (next) {
    const arrival = stop.end + travelMinutes(stop.place, next.place, mode) * MINUTE;
    if (arrival < next.start && mayRun(next, arrival, next.end)) stops[index + 1] = { ...next, start: arrival };
  }
}

/** The saved words of `stop`, standing at `index` of the plan's `stops`, in the plan's language and seed. */
const draftAt = (plan: PlanRow, stops: Stop[], index: number, stop: Stop) =>
  activityDraft({
    stop,
    index,
    count: stops.length,
    language: plan.language as PlanLanguage,
    seed: plan.seed,
    company: companyOf(requestOf(plan)),
    previous: stops[index - 1],
    next: stops[index + 1],
  });

/** Re-writes the neighbours of `index`: their times, and the leg to the stop after, which now starts elsewhere. */
async function rewriteNeighbours(plan: PlanRow, stops: Stop[], index: number) {
  const mode = plan.transportation as Transport;
  const write = (i: number, stop: Stop) =>
    // That stop may have been swapped or undone meanwhile; whoever did so re-wrote it.
    rewriteActivity(plan.activities[i].id, draftAt(plan, stops, i, stop));
  const [prev, next] = [stops[index - 1], stops[index + 1]];
  if (prev && prev.end !== plan.activities[index - 1].endsAt.getTime()) await write(index - 1, prev);
  if (!next) return;
  await write(index + 1, {
    ...next,
    travelMinutes: travelMinutes(stops[index].place, next.place, mode),
    legMode: legMode(stops[index].place, next.place, mode),
  });
}

export async function swapActivity(viewer: Viewer, planId: string, activityId: string) {
  const plan = await ownedOrThrow(viewer, planId);
  if (!viewer.user || plan.isGuestPlan) throw new ServiceError(403, "sign-in-required", "Sign in to swap activities.");
  const index = plan.activities.findIndex((a) => a.id === activityId);
  if (index < 0) throw new ServiceError(404, "activity-not-found", "That activity is not part of this plan.");
  const allowance = viewer.entitlements.swapsAllowed;
  if (allowance !== null && plan.swapCount >= allowance) {
    throw new ServiceError(403, "swap-limit-reached", "Only 1 swap per plan allowed");
  }

  const stops = await stopsOf(plan);
  const [everUsed, history, planned] = await Promise.all([
    usedPlaces(planId),
    historyOf(planId),
    // The plan's own window: a swap on a holiday keeps the day as the plan did.
    planContextOf(plan, { withCandidates: true }),
  ]);
  const context: PlanningContext = {
    ...planned,
    seed: plan.seed + history.length + 1,
    // Places swapped in and taken back by an undo are not offered again.
    exclude: new Set([...everUsed, ...history].map((a) => a.sourceId)),
  };
  let swapped: Swapped;
  try {
    swapped = swapStop(context, stops, index, [...new Set(everUsed.map((a) => a.name))].reverse());
  } catch (error) {
    translateCoreError(error);
  }
  const replacement = swapped.stop;
  stops[index] = replacement;
  // A neighbour may have given the new stop time; its row is re-written below.
  if (swapped.prev) stops[index - 1] = swapped.prev;
  if (swapped.next) stops[index + 1] = swapped.next;
  const draft = draftAt(plan, stops, index, replacement);
  const old = plan.activities[index];

  await recordSwap(planId, allowance, old, draft);
  await rewriteNeighbours(plan, stops, index);
  const fresh = await reloadPlan(planId);
  return { plan: planView(fresh, allowance), swappedActivity: replacement.place.name };
}

export async function undoSwap(viewer: Viewer, planId: string, activityId: string) {
  const plan = await ownedOrThrow(viewer, planId);
  if (!viewer.user || plan.isGuestPlan) throw new ServiceError(403, "sign-in-required", "Sign in to undo a swap.");
  const index = plan.activities.findIndex((a) => a.id === activityId);
  const current = plan.activities[index];
  if (!current) throw new ServiceError(404, "activity-not-found", "That activity is not part of this plan.");
  if (!current.swappedFromId) throw new ServiceError(409, "nothing-to-undo", "This activity was not swapped.");
  const original = await originalOf(planId, current.swappedFromId);
  if (!original) throw new ServiceError(409, "nothing-to-undo", "The original activity is gone.");

  await restoreOriginal(planId, current, original.id);
  const restored = await reloadPlan(planId);
  const stops = await stopsOf(restored);
  takeBack(stops, index, restored.transportation as Transport);
  await rewriteNeighbours(restored, stops, index);
  return {
    plan: planView(await reloadPlan(planId), viewer.entitlements.swapsAllowed),
    restoredActivity: original.name,
  };
}

export async function swapHistory(viewer: Viewer, planId: string) {
  const plan = await ownedOrThrow(viewer, planId);
  return swapEntries(plan.id);
}
