// What "Undo edit" brings back: the plan's stops as they stood before each of its last hand edits (the
// places and times; the words are written again from the plan's seed), and which places the plan held
// right after, so an undo after a swap or a new version (other places) is refused rather than guessed.
import * as z from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/db/client.server";
import type { PlanRow } from "./plans.server";

const UNDO_DEPTH = 10;

const UndoSchema = z.array(
  z.object({
    stops: z.array(z.object({ sourceId: z.string(), start: z.number(), end: z.number() })),
    after: z.array(z.string()),
  }),
);
export type EditUndo = z.infer<typeof UndoSchema>[number];

export function undoStackOf(plan: Pick<PlanRow, "editUndo">): EditUndo[] {
  const parsed = UndoSchema.safeParse(plan.editUndo ?? []);
  return parsed.success ? parsed.data : [];
}

/** Whether the plan, as it is now, is the one its last edit left: only then can that edit be undone. */
export function canUndoEdit(plan: Pick<PlanRow, "editUndo" | "activities">): boolean {
  const last = undoStackOf(plan).at(-1);
  return Boolean(last) && last!.after.join("|") === plan.activities.map((a) => a.sourceId).join("|");
}

export async function writeUndoStack(planId: string, stack: readonly EditUndo[]): Promise<void> {
  const kept = stack.slice(-UNDO_DEPTH);
  await db.datePlan.update({
    where: { id: planId },
    data: { editUndo: kept as unknown as Prisma.InputJsonValue },
  });
}
