// Swaps one activity of the current plan for another place (the same service and limits as the API).
import { tool } from "ai";
import { z } from "zod";
import { swapActivity as swap } from "~/services/swaps.server";
import { failure, inTurn, type ChatSession } from "./session.server";

export const swapActivity = (session: ChatSession) =>
  tool({
    description: "Swap one activity of the current plan for another place. Use an activity id from the context.",
    inputSchema: z.object({ activityId: z.string().min(1).max(100) }),
    execute: ({ activityId }, { toolCallId }) =>
      inTurn(session, async () => {
        if (!session.plan) return { ok: false as const, error: "no-plan", message: "There is no plan yet." };
        try {
          const { plan, swappedActivity } = await swap(session.viewer, session.plan.id, activityId);
          session.plan = plan;
          session.writer.write({ type: "data-plan", id: toolCallId, data: { run: toolCallId, plan } });
          return { ok: true as const, swappedActivity };
        } catch (error) {
          return failure(error);
        }
      }),
  });
