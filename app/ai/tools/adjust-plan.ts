// Refining in conversation ("make it cheaper", "start at 8", "more romantic"): change the request and
// plan again. A new plan counts like any other, so the service's limits decide whether it may be made.
import { tool } from "ai";
import { mergeRequest, RequestFieldsSchema } from "./request-fields";
import { inTurn, planFromSession, type ChatSession } from "./session.server";

export const adjustPlan = (session: ChatSession) =>
  tool({
    description:
      "Change fields of the current plan's request (budget, timeSlot, vibe, duration, transportation, location…) and make a new plan with them.",
    inputSchema: RequestFieldsSchema,
    execute: (changes, { toolCallId }) =>
      inTurn(session, async () => {
        const merged = mergeRequest(session.request, changes);
        if (!merged.ok) return { ok: false as const, error: "invalid-request", message: merged.message };
        session.request = merged.request;
        session.writer.write({ type: "data-request", id: "request", data: merged.request });
        return planFromSession(session, toolCallId);
      }),
  });
