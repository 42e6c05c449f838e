// Shaping a saved plan by hand (move, remove, longer or shorter, add a place) and undoing it. Only the
// plan's owner may; an edit is free (no new plan, no swap) and saved as the plan's next version, with
// the plan as it stood kept for "Undo edit". The engine (planning/engine/edit) re-times and checks it.
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import { canUndoEdit, undoStackOf, writeUndoStack } from "~/models/plan-edits.server";
import { placeOfPlan } from "~/models/plan-place.server";
import { saveVersion, type KeptSwap } from "~/models/plan-versions.server";
import { planView, reloadPlan, type PlanRow, type PlanView } from "~/models/plans.server";
import type { PlanningContext, Stop } from "~/planning/engine/compose";
import { editStops, type EditRefusal, type EditResult, type StopEdit } from "~/planning/engine/edit";
import { refuse } from "~/planning/engine/edit/refusal";
import { bestOfKind, gapSuggestions, placesNamed, placing } from "~/planning/engine/edit/suggest";
import { reflow } from "~/planning/engine/edit/reflow";
import type { Place } from "~/planning/places/place";
import { writePlan } from "~/planning/planner";
import { PlanNoticesSchema } from "~/planning/engine/notices";
import { ServiceError } from "~/utils/errors";
import type { AddablePlace, PlanEdit } from "~/wire/plan-edits";
import { planContextOf } from "./plan-context.server";
import { stopsOf } from "./plan-stops.server";
import { placeSource } from "./places.server";
import { undoDraft } from "./revise-plan.server";
import { ownedOrThrow } from "./plans.server";

export type EditedPlan = { plan: PlanView; canUndoEdit: boolean };

/** The API's words for a refusal; the page and the chat say it from `extra.refusal` in the reader's language. */
const refusalMessage = (r: EditRefusal) =>
  `This change does not fit the plan (${r.code}${r.place ? `: ${r.place}` : ""}).`;

function activityIndex(plan: PlanRow, activityId: string): number {
  const index = plan.activities.findIndex((a) => a.id === activityId);
  if (index < 0) throw new ServiceError(404, "activity-not-found", "That activity is not part of this plan.");
  return index;
}

function stopEditOf(plan: PlanRow, ctx: PlanningContext, edit: Exclude<PlanEdit, { kind: "undo" }>): StopEdit {
  if (edit.kind === "add") {
    // Only the places the plan is made from: its catalog or its online source, around its start.
    const place = ctx.candidates.find((p) => p.sourceId === edit.sourceId);
    if (!place) throw new ServiceError(404, "place-not-found", "That place is not among this plan's places.");
    return { kind: "add", place, position: edit.position };
  }
  const index = activityIndex(plan, edit.activityId);
  if (edit.kind === "move") return { kind: "move", index, direction: edit.direction };
  if (edit.kind === "resize") return { kind: "resize", index, minutes: edit.minutes };
  return { kind: "remove", index };
}

/** Swaps the edited plan still holds, each still undoable, at its new position. */
async function keptSwaps(plan: PlanRow, ctx: PlanningContext, stops: readonly Stop[]): Promise<KeptSwap[]> {
  const rows = await db.activity.findMany({ where: { planId: plan.id }, select: { id: true, sourceId: true } });
  const sourceOf = new Map(rows.map((a) => [a.id, a.sourceId]));
  const source = placeSource();
  return Promise.all(
    plan.activities
      .filter((a) => a.swappedFromId)
      .map((a) => ({ a, position: stops.findIndex((s) => s.place.sourceId === a.sourceId) }))
      .filter(({ position }) => position >= 0)
      .map(async ({ a, position }) => {
        const originalSource = sourceOf.get(a.swappedFromId!);
        const original = originalSource ? ((await source.place(originalSource)) ?? undefined) : undefined;
        return {
          position,
          originalId: a.swappedFromId!,
          original: undoDraft(original, position, stops, ctx.request, plan.seed),
        };
      }),
  );
}

/** Saves `stops` as the plan's next version: same title and outing, its stops written again. */
async function saveEdited(plan: PlanRow, ctx: PlanningContext, stops: Stop[], now: Date) {
  const location = placeOfPlan(plan);
  const draft = writePlan(
    { location, window: ctx.window, context: ctx, stops },
    { request: ctx.request, now, seed: plan.seed, source: placeSource() },
  );
  draft.title = plan.title;
  // What the plan said of itself (a wish it could not meet, a rule set aside) still holds.
  draft.notices = PlanNoticesSchema.parse(plan.notices ?? []);
  const rows = await db.activity.findMany({ where: { planId: plan.id }, select: { id: true } });
  const kept = await keptSwaps(plan, ctx, stops);
  await saveVersion(
    plan,
    rows.map((r) => r.id),
    draft,
    kept,
  );
}

async function answer(viewer: Viewer, planId: string): Promise<EditedPlan> {
  const fresh = await reloadPlan(planId);
  return {
    plan: planView(fresh, fresh.isGuestPlan ? 0 : viewer.entitlements.swapsAllowed),
    canUndoEdit: canUndoEdit(fresh),
  };
}

/** The plan as it stood before its last edit, brought back; refused when a swap or version came since. */
async function undoEdit(viewer: Viewer, plan: PlanRow, now: Date): Promise<EditedPlan> {
  const stack = undoStackOf(plan);
  const last = stack.at(-1);
  if (!last || !canUndoEdit(plan)) throw new ServiceError(409, "nothing-to-undo", "There is no edit to undo.");
  const ctx = await planContextOf(plan);
  const current = await stopsOf(plan);
  const source = placeSource();
  const places = await Promise.all(
    last.stops.map(
      async (s) => current.find((c) => c.place.sourceId === s.sourceId)?.place ?? (await source.place(s.sourceId)),
    ),
  );
  if (places.some((p) => !p)) throw new ServiceError(409, "nothing-to-undo", "A place of that version is gone.");
  const stops = reflow(
    ctx,
    last.stops.map((s, i) => ({ place: places[i] as Place, from: s.start, length: s.end - s.start })),
  );
  await saveEdited(plan, ctx, stops, now);
  await writeUndoStack(plan.id, stack.slice(0, -1));
  return answer(viewer, plan.id);
}

/** The owner's plan, signed in: a guest's plan is kept as it was made, as for a swap. */
async function editableOrThrow(viewer: Viewer, planId: string): Promise<PlanRow> {
  const plan = await ownedOrThrow(viewer, planId);
  if (!viewer.user || plan.isGuestPlan) throw new ServiceError(403, "sign-in-required", "Sign in to edit a plan.");
  return plan;
}

/** Saves an edit's result as the plan's next version, undoable; a refusal is a 409 with its reason. */
async function saveResult(
  viewer: Viewer,
  plan: PlanRow,
  ctx: PlanningContext,
  stops: readonly Stop[],
  result: EditResult,
  now: Date,
): Promise<EditedPlan> {
  if (!result.ok) {
    throw new ServiceError(409, "edit-refused", refusalMessage(result.refusal), { refusal: result.refusal });
  }
  await saveEdited(plan, ctx, result.stops, now);
  const before = { stops: stops.map((s) => ({ sourceId: s.place.sourceId, start: s.start, end: s.end })) };
  const after = result.stops.map((s) => s.place.sourceId);
  await writeUndoStack(plan.id, [...undoStackOf(plan), { ...before, after }]);
  return answer(viewer, plan.id);
}

export async function editPlan(viewer: Viewer, planId: string, edit: PlanEdit, now = new Date()): Promise<EditedPlan> {
  const plan = await editableOrThrow(viewer, planId);
  if (edit.kind === "undo") return undoEdit(viewer, plan, now);
  const ctx = await planContextOf(plan, { withCandidates: edit.kind === "add" });
  const stops = await stopsOf(plan);
  return saveResult(viewer, plan, ctx, stops, editStops(ctx, stops, stopEditOf(plan, ctx, edit)), now);
}

/** Adds the best place of a kind ("a coffee") at `position`, or where it fits best (the chat's "add a …"). */
export async function addOfKind(
  viewer: Viewer,
  planId: string,
  category: string,
  position: number | null,
  now = new Date(),
): Promise<EditedPlan> {
  const plan = await editableOrThrow(viewer, planId);
  const ctx = await planContextOf(plan, { withCandidates: true });
  const stops = await stopsOf(plan);
  const result = bestOfKind(ctx, stops, category, position) ?? refuse({ code: "none-of-kind" });
  return saveResult(viewer, plan, ctx, stops, result, now);
}

/**
 * Adds the place the person names ("add Café Einstein before dinner") when it is among the plan's places
 * near the route, at `position` or where it fits best; a name that none has is a 404 the chat words.
 */
export async function addNamed(
  viewer: Viewer,
  planId: string,
  name: string,
  position: number | null,
  now = new Date(),
): Promise<EditedPlan> {
  const plan = await editableOrThrow(viewer, planId);
  const ctx = await planContextOf(plan, { withCandidates: true });
  const onPlan = new Set(plan.activities.map((a) => a.sourceId));
  const [place] = placesNamed(
    ctx.candidates.filter((p) => !onPlan.has(p.sourceId)),
    name,
    1,
  );
  if (!place) throw new ServiceError(404, "place-not-found", `No place called "${name}" near this plan.`);
  const stops = await stopsOf(plan);
  return saveResult(
    viewer,
    plan,
    ctx,
    stops,
    placing(ctx, stops, place, position) ?? refuse({ code: "none-of-kind" }),
    now,
  );
}

/** What the plan page offers its owner: whether the last edit can be undone. */
export async function editStateOf(viewer: Viewer, planId: string): Promise<{ canUndoEdit: boolean }> {
  const plan = await ownedOrThrow(viewer, planId);
  return { canUndoEdit: Boolean(viewer.user) && !plan.isGuestPlan && canUndoEdit(plan) };
}

/**
 * Places to add at `position`: the plan's places named like `query`, or without one the places that fit
 * the time there without moving another stop.
 */
export async function addablePlaces(
  viewer: Viewer,
  planId: string,
  position: number,
  query: string,
): Promise<AddablePlace[]> {
  const plan = await editableOrThrow(viewer, planId);
  const ctx = await planContextOf(plan, { withCandidates: true });
  const onPlan = new Set(plan.activities.map((a) => a.sourceId));
  const places = query.trim()
    ? placesNamed(
        ctx.candidates.filter((p) => !onPlan.has(p.sourceId)),
        query,
      )
    : gapSuggestions(ctx, await stopsOf(plan), Math.max(0, Math.min(position, plan.activities.length)));
  return places.map((p) => ({ sourceId: p.sourceId, name: p.name, category: p.category }));
}
