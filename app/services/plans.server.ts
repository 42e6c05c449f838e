// Planning as the product offers it: who may plan what, the core engine, persistence. Every edge
// (JSON API, streaming endpoint, the no-JS form, the chat) goes through these functions.
import type { PlanEvent } from "~/wire/plans";
import crypto from "node:crypto";
import { languageModel, languageModelTimeoutMs } from "~/ai/model.server";
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import {
  activityData,
  findOwnedPlan,
  planView,
  reloadPlan,
  savePlan,
  type PlanRow,
  type PlanView,
} from "~/models/plans.server";
import { refundPlan, reservePlan } from "~/models/limits.server";
import { assertAcceptableRequest } from "~/moderation/moderate.server";
import { NoPlacesError, type PlanningContext, type Stop } from "~/planning/engine/compose";
import { swapStop } from "~/planning/engine/swap";
import { PlanWindowError } from "~/planning/engine/window";
import { PlacesUnavailableError, type Meal, type Place } from "~/planning/places/place";
import {
  activityDraft,
  findCandidates,
  LocationError,
  preparePlan,
  writePlan,
  type ActivityDraft,
  type PlanDraft,
  type PlanInput,
  type Prepared,
} from "~/planning/planner";
import { requestFieldsOf } from "~/planning/request-options";
import { parsePlanRequest, PlanRequestSchema, type PlanRequest, type Transport } from "~/planning/request";
import { HOUR } from "~/planning/time";
import { writePlanWithModel } from "~/planning/writers/llm";
import { travelMinutes, legMode } from "~/planning/travel";
import { placeSource } from "./places.server";

import { ServiceError } from "~/utils/errors";

/** The loading screen's four stages, reported as real progress. */

export type GenerateOptions = {
  viewer: Viewer;
  body: unknown;
  /** Regenerating: the plan whose places to avoid. */
  previousPlanId?: string | null;
  onEvent?: (event: PlanEvent) => void | Promise<void>;
  now?: Date;
  /** Where a guest's request came from, for the one-plan-per-device rule. */
  client?: { ip: string | null };
};

export function translateCoreError(error: unknown): never {
  if (error instanceof ServiceError) throw error;
  if (error instanceof LocationError) throw new ServiceError(422, error.code, error.message);
  if (error instanceof PlacesUnavailableError) throw new ServiceError(503, error.code, error.message);
  if (error instanceof PlanWindowError)
    throw new ServiceError(400, error.code, error.message, { fields: { plannedDate: [error.message] } });
  if (error instanceof NoPlacesError) {
    throw new ServiceError(422, "no-places-available", error.message, { recentlySuggested: error.recentlySuggested });
  }
  throw error;
}

export function parseRequestOrThrow(body: unknown): PlanRequest {
  const parsed = parsePlanRequest(body);
  if (!parsed.ok) throw new ServiceError(400, parsed.error, parsed.message, { fields: parsed.fields });
  return parsed.request;
}

/**
 * Writes the prepared plan: with the language model when one is configured, sending each activity the
 * moment the model has written it, else with the built-in writer. Activities already sent are sent again
 * only where the final plan differs (the model failed or its plan was repaired); the "plan" event that
 * follows is the truth either way.
 */
async function writeDraft(
  prepared: Prepared,
  input: PlanInput,
  onEvent: GenerateOptions["onEvent"],
): Promise<PlanDraft> {
  const model = languageModel();
  const sent: string[] = [];
  const send = async (activity: ActivityDraft, index: number, total: number) => {
    sent[index] = JSON.stringify(activity);
    await onEvent?.({ type: "activity", index, total, activity });
  };
  const draft = model
    ? await writePlanWithModel(prepared, input, {
        model,
        timeoutMs: languageModelTimeoutMs(),
        onActivity: send,
        onFallback: (reason) =>
          console.warn(`[amble] The built-in writer finished a plan the model could not: ${reason}`),
      })
    : writePlan(prepared, input);
  if (onEvent) {
    for (const [index, activity] of draft.activities.entries()) {
      if (sent[index] !== JSON.stringify(activity)) await send(activity, index, draft.activities.length);
    }
  }
  return draft;
}

export async function generatePlan({
  viewer,
  body,
  previousPlanId,
  onEvent,
  now = new Date(),
  client,
}: GenerateOptions): Promise<PlanView> {
  const request = parseRequestOrThrow(body);
  const { entitlements } = viewer;
  if (!viewer.user && !viewer.guestKey)
    throw new ServiceError(400, "no-guest-id", "Cookies are needed to plan as a guest.");
  if (previousPlanId && !entitlements.canRegenerate) {
    throw new ServiceError(403, "sign-in-required", "Sign in to try a different plan.");
  }
  if (request.duration > entitlements.maxDurationHours) {
    throw new ServiceError(403, "duration-exceeds-limit", "Duration exceeds subscription limit", {
      maxDurationHours: entitlements.maxDurationHours,
    });
  }

  let avoid: Set<string> | undefined;
  if (previousPlanId) {
    const previous = await findOwnedPlan(previousPlanId, {
      userId: viewer.user?.id,
      guestKey: viewer.guestKey ?? undefined,
    });
    if (!previous) throw new ServiceError(404, "plan-not-found", "Plan not found");
    avoid = new Set(previous.activities.map((a) => a.sourceId));
  }

  // The client's check is a courtesy; the server decides (blocklist always, a moderation model when set).
  await assertAcceptableRequest(request.specialRequests);
  const reservation = await reservePlan(
    viewer,
    { guestKey: viewer.guestKey, fingerprint: request.fingerprint, ip: client?.ip },
    now,
  );
  try {
    await onEvent?.({ type: "progress", stage: "finding", percent: 10 });
    const input: PlanInput = { request, now, seed: crypto.randomInt(1, 2 ** 31 - 1), source: placeSource(), avoid };
    const prepared = await preparePlan(input).catch(translateCoreError);
    await onEvent?.({ type: "progress", stage: "checking", percent: 40 });
    await onEvent?.({ type: "progress", stage: "routing", percent: 60 });
    await onEvent?.({ type: "progress", stage: "writing", percent: 75 });
    const draft = await writeDraft(prepared, input, onEvent);
    const saved = await savePlan(draft, viewer.user ? { userId: viewer.user.id } : { guestKey: viewer.guestKey! });
    const view = planView(saved, entitlements.swapsAllowed);
    await onEvent?.({ type: "plan", plan: view });
    return view;
  } catch (error) {
    await refundPlan(reservation);
    throw error;
  }
}

export async function getPlan(viewer: Viewer, planId: string): Promise<PlanView> {
  const plan = await ownedOrThrow(viewer, planId);
  return planView(plan, plan.isGuestPlan ? 0 : viewer.entitlements.swapsAllowed);
}

export async function ownedOrThrow(viewer: Viewer, planId: string): Promise<PlanRow> {
  const plan = await findOwnedPlan(planId, { userId: viewer.user?.id, guestKey: viewer.guestKey ?? undefined });
  if (!plan) throw new ServiceError(404, "plan-not-found", "Plan not found");
  return plan;
}

function requestOf(plan: PlanRow): PlanRequest {
  return PlanRequestSchema.parse(requestFieldsOf(plan));
}

/** A stored activity back as a stop; its place from the source, or as stored when the source lost it. */
async function stopsOf(plan: PlanRow): Promise<Stop[]> {
  const source = placeSource();
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
        country: "",
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
  const draft = activityDraft(moved, index + 1, stops.length, plan.language as "en" | "de", plan.seed);
  // That stop may have been swapped or undone meanwhile; whoever did so re-wrote its leg.
  return db.activity.updateMany({ where: { id: plan.activities[index + 1].id }, data: activityData(draft) });
}

const planChanged = () =>
  new ServiceError(409, "conflict", "This plan was just changed in another tab or request. Reload it and try again.");

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
  const everUsed = await db.activity.findMany({ where: { planId }, select: { sourceId: true, name: true } });
  const context: PlanningContext = {
    request,
    origin: { lat: plan.locationLat, lng: plan.locationLng },
    window: {
      date: plan.plannedDate,
      start: plan.startsAt.getTime(),
      end: plan.startsAt.getTime() + plan.duration * HOUR,
      timeZone: plan.timeZone,
    },
    candidates: await findCandidates(
      placeSource(),
      { label: plan.location, lat: plan.locationLat, lng: plan.locationLng, country: "", timeZone: plan.timeZone },
      request,
    ).catch(translateCoreError),
    seed: plan.seed + plan.swapCount + 1,
    exclude: new Set(everUsed.map((a) => a.sourceId)),
  };
  let replacement: Stop;
  try {
    replacement = swapStop(context, stops, index, [...new Set(everUsed.map((a) => a.name))].reverse());
  } catch (error) {
    translateCoreError(error);
  }
  stops[index] = replacement;
  const draft = activityDraft(replacement, index, stops.length, plan.language as "en" | "de", plan.seed);
  const old = plan.activities[index];

  await db.$transaction(async (tx) => {
    // Counting and checking in one statement keeps two concurrent swaps from both passing.
    const counted = await tx.datePlan.updateMany({
      where: { id: planId, ...(allowance !== null ? { swapCount: { lt: allowance } } : {}) },
      data: { swapCount: { increment: 1 } },
    });
    if (counted.count === 0) throw new ServiceError(403, "swap-limit-reached", "Only 1 swap per plan allowed");
    // Only one of concurrent swaps (or a swap racing an undo) still finds the activity active.
    const replaced = await tx.activity.updateMany({ where: { id: old.id, active: true }, data: { active: false } });
    if (replaced.count === 0) throw planChanged();
    await tx.activity.create({ data: { ...activityData(draft), planId, swappedFromId: old.id } });
    await tx.swapHistory.create({ data: { planId, activityId: old.id, sourceId: old.sourceId } });
  });
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
  const original = await db.activity.findFirst({ where: { id: current.swappedFromId, planId } });
  if (!original) throw new ServiceError(409, "nothing-to-undo", "The original activity is gone.");

  await db.$transaction(async (tx) => {
    // Only one of concurrent undos (or an undo racing a swap) still finds the replacement active; the
    // losers change nothing.
    const removed = await tx.activity.deleteMany({ where: { id: current.id, active: true } });
    const restored = await tx.activity.updateMany({
      where: { id: original.id, active: false },
      data: { active: true },
    });
    if (removed.count === 0 || restored.count === 0) throw planChanged();
  });
  const restored = await reloadPlan(planId);
  await followingUpdate(restored, await stopsOf(restored), index);
  return {
    plan: planView(await reloadPlan(planId), viewer.entitlements.swapsAllowed),
    restoredActivity: original.name,
  };
}

export async function swapHistory(viewer: Viewer, planId: string) {
  const plan = await ownedOrThrow(viewer, planId);
  const entries = await db.swapHistory.findMany({ where: { planId: plan.id }, orderBy: { createdAt: "asc" } });
  return entries.map((e) => ({ activityId: e.activityId }));
}
