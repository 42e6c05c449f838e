// "Another one, please": a different plan for the same request, avoiding the current plan's places.
// The service refuses guests (sign-in-required), as the API does.
import { tool } from "ai";
import { z } from "zod";
import { inTurn, planFromSession, type ChatSession } from "./session.server";

export const regeneratePlan = (session: ChatSession) =>
  tool({
    description: "Make a different plan for the same request, avoiding the current plan's places.",
    inputSchema: z.object({}),
    execute: (_input, { toolCallId }) =>
      inTurn(session, async () =>
        session.plan
          ? planFromSession(session, toolCallId, session.plan.id)
          : { ok: false as const, error: "no-plan", message: "There is no plan to regenerate yet." },
      ),
  });
