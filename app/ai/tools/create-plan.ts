// Plans the request filled so far (the same service as the form), streaming each activity as it is ready.
import { tool } from "ai";
import { z } from "zod";
import { inTurn, planFromSession, type ChatSession } from "./session.server";

export const createPlan = (session: ChatSession) =>
  tool({
    description: "Create a plan from the plan request filled so far. Needs at least a location.",
    inputSchema: z.object({}),
    execute: (_input, { toolCallId }) => inTurn(session, () => planFromSession(session, toolCallId)),
  });
