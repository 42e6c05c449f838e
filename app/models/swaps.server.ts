// Swaps in the database: replacing an activity, bringing the original back, and the history. Each
// change is one transaction whose guarded writes let only one of racing requests through; the others
// change nothing and answer 409.
import { db } from "~/db/client.server";
import { activityData, planChanged } from "~/models/plans.server";
import type { ActivityDraft } from "~/planning/activity-draft";
import { ServiceError } from "~/utils/errors";

const swapLimit = () => new ServiceError(403, "swap-limit-reached", "Only 1 swap per plan allowed");

/** Counts the swap (within `allowance`), retires `old` and adds `draft` in its place. */
export async function recordSwap(
  planId: string,
  allowance: number | null,
  old: { id: string; sourceId: string },
  draft: ActivityDraft,
): Promise<void> {
  await db.$transaction(async (tx) => {
    // Counting and checking in one statement keeps two concurrent swaps from both passing.
    const counted = await tx.datePlan.updateMany({
      where: { id: planId, ...(allowance !== null ? { swapCount: { lt: allowance } } : {}) },
      data: { swapCount: { increment: 1 } },
    });
    if (counted.count === 0) throw swapLimit();
    // Only one of concurrent swaps (or a swap racing an undo) still finds the activity active.
    const replaced = await tx.activity.updateMany({ where: { id: old.id, active: true }, data: { active: false } });
    if (replaced.count === 0) throw planChanged();
    await tx.activity.create({ data: { ...activityData(draft), planId, swappedFromId: old.id } });
    await tx.swapHistory.create({ data: { planId, activityId: old.id, sourceId: old.sourceId } });
  });
}

/** Removes the replacement, makes the original active again and gives the swap back. */
export async function restoreOriginal(
  planId: string,
  replacement: { id: string; sourceId: string },
  originalId: string,
): Promise<void> {
  const replacementId = replacement.id;
  await db.$transaction(async (tx) => {
    // Only one of concurrent undos (or an undo racing a swap) still finds the replacement active; the
    // losers change nothing.
    const removed = await tx.activity.deleteMany({ where: { id: replacementId, active: true } });
    const restored = await tx.activity.updateMany({ where: { id: originalId, active: false }, data: { active: true } });
    if (removed.count === 0 || restored.count === 0) throw planChanged();
    // An undone swap changed nothing, so it does not count against the plan's swaps.
    await tx.datePlan.updateMany({
      where: { id: planId, swapCount: { gt: 0 } },
      data: { swapCount: { decrement: 1 } },
    });
    // The place taken back stays in the history, so swapping again offers another one.
    await tx.swapHistory.create({ data: { planId, activityId: replacementId, sourceId: replacement.sourceId } });
  });
}

/** Re-writes one activity (its leg changed); a no-op when it was swapped or undone meanwhile. */
export function rewriteActivity(activityId: string, draft: ActivityDraft) {
  return db.activity.updateMany({ where: { id: activityId }, data: activityData(draft) });
}

export function usedPlaces(planId: string) {
  return db.activity.findMany({ where: { planId }, select: { sourceId: true, name: true } });
}

export function originalOf(planId: string, activityId: string) {
  return db.activity.findFirst({ where: { id: activityId, planId } });
}

/** Every activity swapped out or taken back by an undo, oldest first. */
export function historyOf(planId: string) {
  return db.swapHistory.findMany({ where: { planId }, orderBy: { createdAt: "asc" } });
}

export async function swapEntries(planId: string): Promise<Array<{ activityId: string }>> {
  return (await historyOf(planId)).map((e) => ({ activityId: e.activityId }));
}
