// Refining a plan in place: a later or earlier start, another budget band, shorter or longer, another way
// of getting around. The same outing (place, date, vibe, wishes) planned again with its own seed under
// every rule, keeping the places the user swapped in where they still fit; saved as a new version of the
// same plan (models/plan-versions.server.ts), so no plan is counted against the limits.
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import { saveVersion, type KeptSwap } from "~/models/plan-versions.server";
import { placeOfPlan } from "~/models/plan-place.server";
import { planView, reloadPlan, type PlanRow, type PlanView } from "~/models/plans.server";
import type { PlanningContext, Stop } from "~/planning/engine/compose";
import { reviseStops, type Revised } from "~/planning/engine/revise";
import { planWindow, stopCount } from "~/planning/engine/window";
import { checkVisit, scheduleOf } from "~/planning/hours";
import type { Place } from "~/planning/places/place";
import { companyOf } from "~/planning/company";
import { findCandidates, neighbourhoodAround, writePlan, type PlanDraft } from "~/planning/planner";
import { activityDraft } from "~/planning/activity-draft";
import { requestFieldsOf, type PlanRequest } from "~/planning/request";
import { legMode, travelMinutes } from "~/planning/travel";
import { placeSource } from "./places.server";
import { ServiceError } from "~/utils/errors";
import { ownedOrThrow, parseRequestOrThrow, translateCoreError } from "./plans.server";
import { stopsOf } from "./plan-stops.server";
import { PlanNoticesSchema } from "~/planning/engine/notices";

/** The request fields a version may change; anything else is another outing, and a new plan. */
export const VERSION_FIELDS = ["timeSlot", "startTime", "budget", "duration", "transportation", "language"] as const;
export type PlanRevision = Partial<Pick<PlanRequest, (typeof VERSION_FIELDS)[number]>>;

export type RevisedPlan = {
  plan: PlanView;
  /** Names of swapped-in places the new version keeps, and of those that no longer fit. */
  keptSwaps: string[];
  droppedSwaps: string[];
};

/** The plan's request with the changes; a new slot without a time of its own starts at the slot's start. */
function revisedRequest(plan: PlanRow, changes: PlanRevision): PlanRequest {
  const fields = requestFieldsOf(plan);
  const newSlot = changes.timeSlot !== undefined && changes.timeSlot !== plan.timeSlot;
  const startTime = changes.startTime ?? (newSlot ? undefined : fields.startTime);
  return parseRequestOrThrow({ ...fields, ...changes, startTime });
}

/** The swapped-out activity as undo would bring it back in the new version: at the kept stop's time. */
export function undoDraft(
  original: Place | undefined,
  at: number,
  stops: readonly Stop[],
  request: PlanRequest,
  seed: number,
) {
  if (!original) return null;
  const kept = stops[at];
  const prev = stops[at - 1];
  const mode = request.transportation;
  if (checkVisit(scheduleOf(original), new Date(kept.start), new Date(kept.end)).verification === "closed") return null;
  const stop: Stop = {
    ...kept,
    place: original,
    travelMinutes: prev ? travelMinutes(prev.place, original, mode) : 0,
    legMode: prev ? legMode(prev.place, original, mode) : mode,
  };
  return activityDraft({
    stop,
    index: at,
    count: stops.length,
    language: request.language,
    seed,
    company: companyOf(request),
    previous: prev,
    next: stops[at + 1],
  });
}

export async function revisePlan(
  viewer: Viewer,
  planId: string,
  changes: PlanRevision,
  now = new Date(),
): Promise<RevisedPlan> {
  const plan = await ownedOrThrow(viewer, planId);
  const request = revisedRequest(plan, changes);
  if (request.duration > viewer.entitlements.maxDurationHours) {
    throw new ServiceError(403, "duration-exceeds-limit", "Duration exceeds subscription limit", {
      maxDurationHours: viewer.entitlements.maxDurationHours,
    });
  }
  const [everyActivity, swappedOut] = await Promise.all([
    db.activity.findMany({ where: { planId }, select: { id: true, sourceId: true } }),
    db.swapHistory.findMany({ where: { planId }, select: { sourceId: true } }),
  ]);
  const pins = plan.activities.flatMap((a, position) => (a.swappedFromId ? [{ position, sourceId: a.sourceId }] : []));
  const onPlan = new Set(plan.activities.map((a) => a.sourceId));
  const source = placeSource();
  const location = placeOfPlan(plan);

  // Another language is the same outing in other words: every stop and what the plan says stay as they are.
  const asked = requestFieldsOf(plan);
  const sameOuting = VERSION_FIELDS.every((f) => f === "language" || request[f] === asked[f]);
  let context: PlanningContext;
  let revised: Revised;
  try {
    const window = planWindow(request, plan.timeZone, now);
    context = {
      request,
      origin: location,
      neighbourhood: neighbourhoodAround(location),
      window,
      candidates: await findCandidates(source, location, request, window),
      seed: plan.seed,
      // Places the user swapped out stay out of every version, unless an undo brought them back.
      exclude: new Set(swappedOut.map((s) => s.sourceId).filter((id) => !onPlan.has(id))),
    };
    revised = sameOuting
      ? { stops: await stopsOf(plan), relaxed: new Set(), kept: pins }
      : reviseStops(context, stopCount(request.duration), pins, plan.activities.length);
  } catch (error) {
    translateCoreError(error);
  }

  const draft: PlanDraft = writePlan(
    { location, window: context.window, context: { ...context, relaxed: revised.relaxed }, stops: revised.stops },
    { request, now, seed: plan.seed, source },
  );
  if (sameOuting) draft.notices = PlanNoticesSchema.parse(plan.notices ?? []);
  // The activities a kept swap replaced are the plan's own swapped-out rows, already read above.
  const sourceIdOf = new Map(everyActivity.map((a) => [a.id, a.sourceId]));
  const kept: KeptSwap[] = await Promise.all(
    revised.kept.map(async ({ position, sourceId }) => {
      const replacement = plan.activities.find((a) => a.sourceId === sourceId && a.swappedFromId)!;
      const originalId = replacement.swappedFromId!;
      const originalSource = sourceIdOf.get(originalId);
      const original = originalSource
        ? (context.candidates.find((p) => p.sourceId === originalSource) ??
          (await source.place(originalSource)) ??
          undefined)
        : undefined;
      return { position, originalId, original: undoDraft(original, position, revised.stops, request, plan.seed) };
    }),
  );
  await saveVersion(
    plan,
    everyActivity.map((a) => a.id),
    draft,
    kept,
  );
  const keptIds = new Set(revised.kept.map((k) => k.sourceId));
  const swappedIn = plan.activities.filter((a) => a.swappedFromId);
  return {
    plan: planView(await reloadPlan(planId), plan.isGuestPlan ? 0 : viewer.entitlements.swapsAllowed),
    keptSwaps: swappedIn.filter((a) => keptIds.has(a.sourceId)).map((a) => a.name),
    droppedSwaps: swappedIn.filter((a) => !keptIds.has(a.sourceId)).map((a) => a.name),
  };
}
