// A plan's versions. A refinement that keeps the outing (a later start, another budget band, shorter or
// longer, another way of getting around) rewrites the plan in place: one plan, one id, one swap
// allowance, no new count against the limits. The plan row is updated and its activities replaced in one
// transaction; each version the chat showed lives on in the thread's messages, which hold the plan as it
// was then. Swaps the new version keeps stay undoable: the swapped-out activity is stored again, timed
// for the kept stop, and the swap history points at it.
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/db/client.server";
import { newId } from "~/db/hot-path.server";
import type { ActivityDraft } from "~/planning/activity-draft";
import type { PlanDraft } from "~/planning/planner";
import { activityData, planChanged, type PlanRow } from "./plans.server";

/**
 * A swap the new version keeps: its position, and the activity it replaced as undo would bring it back
 * at that time (null when that place is closed then: the swap stays, but can no longer be undone).
 */
export type KeptSwap = { position: number; originalId: string; original: ActivityDraft | null };

/**
 * Replaces `plan` (as read, with every activity id it had, swapped-out ones included) by `draft`. Fails
 * with a 409 when anything changed the plan since it was read: a swap, an undo or another version.
 */
export async function saveVersion(
  plan: PlanRow,
  activityIds: readonly string[],
  draft: PlanDraft,
  kept: readonly KeptSwap[],
): Promise<void> {
  const r = draft.request;
  await db.$transaction(async (tx) => {
    const updated = await tx.datePlan.updateMany({
      where: { id: plan.id, swapCount: plan.swapCount },
      data: {
        title: draft.title,
        timeSlot: r.timeSlot,
        budget: r.budget,
        duration: r.duration,
        transportation: r.transportation,
        language: r.language,
        startsAt: new Date(draft.startsAt),
        writer: draft.writer,
        notices: draft.notices as unknown as Prisma.InputJsonValue,
      },
    });
    if (updated.count !== 1) throw planChanged();
    // Exactly the activities read, and nothing added since: otherwise a swap or undo got in between.
    const removed = await tx.activity.deleteMany({ where: { planId: plan.id, id: { in: [...activityIds] } } });
    if (removed.count !== activityIds.length || (await tx.activity.count({ where: { planId: plan.id } })) > 0) {
      throw planChanged();
    }
    // One insert for the whole version: each activity, and before a kept swap's the activity it replaced,
    // stored again (inactive) at the new time so the swap can still be undone.
    const moved: Array<{ from: string; to: string }> = [];
    const rows = draft.activities.flatMap((activity) => {
      const swap = kept.find((k) => k.position === activity.position);
      const original = swap?.original
        ? { ...activityData(swap.original), id: newId(), planId: plan.id, active: false, swappedFromId: null }
        : null;
      if (swap && original) moved.push({ from: swap.originalId, to: original.id });
      const row = {
        ...activityData(activity),
        id: newId(),
        planId: plan.id,
        active: true,
        swappedFromId: original?.id ?? null,
      };
      return original ? [original, row] : [row];
    });
    await tx.activity.createMany({ data: rows });
    for (const { from, to } of moved) {
      await tx.swapHistory.updateMany({ where: { planId: plan.id, activityId: from }, data: { activityId: to } });
    }
  });
}
