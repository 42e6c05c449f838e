// Plans the request filled so far (the same service as the form), streaming each activity as it is ready.
// With a plan already on screen this is another plan, made only after the user said yes to it.
import { tool } from "ai";
import { z } from "zod";
import { newPlanRefusal } from "./new-plan-guard.server";
import { inTurn, planFromSession, type ChatSession } from "./session.server";

export const createPlan = (session: ChatSession) =>
  tool({
    description:
      "Create a plan from the plan request filled so far. Needs at least a location. With a plan on screen it answers confirm-new-plan until the user has said yes.",
    inputSchema: z.object({}),
    execute: (_input, { toolCallId }) =>
      inTurn(session, async () => {
        if (session.plan) {
          const refused = await newPlanRefusal(session);
          if (refused) return refused;
        }
        return planFromSession(session, toolCallId);
      }),
  });
