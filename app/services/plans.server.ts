// Planning as the product offers it: who may plan what, the core engine, persistence. Every edge
// (JSON API, streaming endpoint, the no-JS form, the chat) goes through these functions.
import type { PlanEvent } from "~/wire/plans";
import { newPlanSeed } from "./plan-seed.server";
import { languageModel, languageModelTimeoutMs } from "~/ai/model.server";
import type { Viewer } from "~/auth/viewer.server";
import { findOwnedPlan, planView, savePlan, type PlanRow, type PlanView } from "~/models/plans.server";
import { refundPlan, reservePlan } from "~/models/limits.server";
import { assertAcceptableRequest } from "~/moderation/moderate.server";
import { NoPlacesError } from "~/planning/engine/compose";
import { PlanWindowError } from "~/planning/engine/window";
import { PlacesUnavailableError } from "~/planning/places/place";
import {
  LocationError,
  preparePlan,
  writePlan,
  type PlanDraft,
  type PlanInput,
  type Prepared,
} from "~/planning/planner";
import { type ActivityDraft } from "~/planning/activity-draft";
import { parsePlanRequest, type PlanRequest } from "~/planning/request";
import { writePlanWithModel } from "~/integrations/writers/llm";
import { placeSource } from "./places.server";
import { ServiceError } from "~/utils/errors";

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
  await assertAcceptableRequest(request.specialRequests, request);
  const reservation = await reservePlan(
    viewer,
    { guestKey: viewer.guestKey, newDevice: viewer.guestIsNew, fingerprint: request.fingerprint, ip: client?.ip },
    now,
  );
  try {
    await onEvent?.({ type: "progress", stage: "finding", percent: 10 });
    const input: PlanInput = { request, now, seed: newPlanSeed(), source: placeSource(), avoid };
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
