// "Another one, please": a different plan for the same request, avoiding the current plan's places. It
// is a new plan, so it is made only after the user said yes to it (new-plan-guard.server.ts); the service
// refuses guests (sign-in-required), as the API does.
import { tool } from "ai";
import { z } from "zod";
import { newPlanRefusal } from "./new-plan-guard.server";
import { inTurn, planFromSession, type ChatSession } from "./session.server";

export const regeneratePlan = (session: ChatSession) =>
  tool({
    description:
      "Make a different plan for the same request, avoiding the current plan's places. It is a new plan: the tool answers confirm-new-plan until the user has said yes.",
    inputSchema: z.object({}),
    execute: (_input, { toolCallId }) =>
      inTurn(session, async () => {
        if (!session.plan) {
          return { ok: false as const, error: "no-plan", message: "There is no plan to regenerate yet." };
        }
        if (session.viewer.user) {
          const refused = await newPlanRefusal(session);
          if (refused) return refused;
        }
        return planFromSession(session, toolCallId, session.plan.id);
      }),
  });
