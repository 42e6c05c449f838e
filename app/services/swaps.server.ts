// Swapping one activity of a saved plan for another that fits, undoing it, and the swap history: the
// engine picks the replacement under every rule, models/swaps.server.ts writes it.
import type { Viewer } from "~/auth/viewer.server";
import { placeOfPlan } from "~/models/plan-place.server";
import { planView, reloadPlan, type PlanRow } from "~/models/plans.server";
import type { PlanningContext, Stop } from "~/planning/engine/compose";
import { swapStop } from "~/planning/engine/swap";
import type { Meal, Place } from "~/planning/places/place";
import { companyOf } from "~/planning/company";
import { findCandidates, neighbourhoodAround } from "~/planning/planner";
import { activityDraft } from "~/planning/activity-draft";
import { requestFieldsOf } from "~/planning/request-options";
import { PlanRequestSchema, type PlanRequest, type Transport } from "~/planning/request";
import { HOUR } from "~/planning/time";
import { travelMinutes, legMode } from "~/planning/travel";
import { placeSource } from "./places.server";
import { ServiceError } from "~/utils/errors";
import { ownedOrThrow, translateCoreError } from "./plans.server";
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

/** A stored activity back as a stop; its place from the source, or as stored when the source lost it. */
async function stopsOf(plan: PlanRow): Promise<Stop[]> {
  const source = placeSource();
  const { country } = placeOfPlan(plan);
  return Promise.all(
    plan.activities.map(async (a): Promise<Stop> => {
      const place: Place = (await source.place(a.sourceId)) ?? {
        source: a.source as Place["source"],
        sourceId: a.sourceId,
        name: a.name,
        category: a.category as Place["category"],
        lat: a.lat,
        lng: a.lng,
        neighbourhood: null,
        address: a.location,
        priceLevel: 0,
        spend: a.spendEur,
        openingHours: a.openingHours,
        vibes: [],
        kids: false,
        setting: "indoor",
        occasions: [],
        meals: a.meal ? [a.meal as Meal] : [],
        visitMinutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000),
        bookingAdvised: false,
        description: null,
        tip: null,
        country,
        timeZone: plan.timeZone,
      };
      return {
        place,
        start: a.startsAt.getTime(),
        end: a.endsAt.getTime(),
        travelMinutes: a.travelMinutes,
        legMode: a.legMode as Transport,
        meal: (a.meal as Meal | null) ?? null,
      };
    }),
  );
}

/** Re-writes the stop after `index`, whose leg now starts somewhere else. */
function followingUpdate(plan: PlanRow, stops: Stop[], index: number) {
  const next = stops[index + 1];
  if (!next) return null;
  const mode = plan.transportation as Transport;
  const moved: Stop = {
    ...next,
    travelMinutes: travelMinutes(stops[index].place, next.place, mode),
    legMode: legMode(stops[index].place, next.place, mode),
  };
  const draft = activityDraft(
    moved,
    index + 1,
    stops.length,
    plan.language as "en" | "de",
    plan.seed,
    companyOf(requestOf(plan)),
  );
  // That stop may have been swapped or undone meanwhile; whoever did so re-wrote its leg.
  return rewriteActivity(plan.activities[index + 1].id, draft);
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

  const request = requestOf(plan);
  const stops = await stopsOf(plan);
  const [everUsed, history] = await Promise.all([usedPlaces(planId), historyOf(planId)]);
  const place = placeOfPlan(plan);
  const window = {
    date: plan.plannedDate,
    start: plan.startsAt.getTime(),
    end: plan.startsAt.getTime() + plan.duration * HOUR,
    timeZone: plan.timeZone,
  };
  const context: PlanningContext = {
    request,
    origin: place,
    neighbourhood: neighbourhoodAround(place),
    window,
    // The plan's window: a swap on a holiday keeps the day as the plan did.
    candidates: await findCandidates(placeSource(), place, request, window).catch(translateCoreError),
    seed: plan.seed + history.length + 1,
    // Places swapped in and taken back by an undo are not offered again.
    exclude: new Set([...everUsed, ...history].map((a) => a.sourceId)),
  };
  let replacement: Stop;
  try {
    replacement = swapStop(context, stops, index, [...new Set(everUsed.map((a) => a.name))].reverse());
  } catch (error) {
    translateCoreError(error);
  }
  stops[index] = replacement;
  const draft = activityDraft(
    replacement,
    index,
    stops.length,
    plan.language as "en" | "de",
    plan.seed,
    companyOf(request),
  );
  const old = plan.activities[index];

  await recordSwap(planId, allowance, old, draft);
  await followingUpdate(plan, stops, index);
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
  await followingUpdate(restored, await stopsOf(restored), index);
  return {
    plan: planView(await reloadPlan(planId), viewer.entitlements.swapsAllowed),
    restoredActivity: original.name,
  };
}

export async function swapHistory(viewer: Viewer, planId: string) {
  const plan = await ownedOrThrow(viewer, planId);
  return swapEntries(plan.id);
}
