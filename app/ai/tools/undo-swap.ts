// Brings back the activity a swap replaced.
import { tool } from "ai";
import { z } from "zod";
import { undoSwap as undo } from "~/services/swaps.server";
import { failure, inTurn, type ChatSession } from "./session.server";

export const undoSwap = (session: ChatSession) =>
  tool({
    description: "Undo the swap of an activity of the current plan. Use the replacement activity's id.",
    inputSchema: z.object({ activityId: z.string().min(1).max(100) }),
    execute: ({ activityId }, { toolCallId }) =>
      inTurn(session, async () => {
        if (!session.plan) return { ok: false as const, error: "no-plan", message: "There is no plan yet." };
        try {
          const { plan, restoredActivity } = await undo(session.viewer, session.plan.id, activityId);
          session.plan = plan;
          session.writer.write({ type: "data-plan", id: toolCallId, data: { run: toolCallId, plan } });
          return { ok: true as const, restoredActivity };
        } catch (error) {
          return failure(error);
        }
      }),
  });
