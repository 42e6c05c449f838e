// Fills the plan request with what the user said; the form shows it as it fills.
import { tool } from "ai";
import { assertAcceptableRequest } from "~/moderation/moderate.server";
import { mergeRequest, RequestFieldsSchema } from "./request-fields";
import { failure, inTurn, type ChatSession } from "./session.server";

export const updatePlanRequest = (session: ChatSession) =>
  tool({
    description: "Set fields of the plan request from what the user said. Only the fields they mentioned.",
    inputSchema: RequestFieldsSchema,
    execute: (changes) =>
      inTurn(session, async () => {
        const merged = mergeRequest(session.request, changes);
        if (!merged.ok) return { ok: false as const, error: "invalid-request", message: merged.message };
        try {
          await assertAcceptableRequest(changes.specialRequests);
        } catch (error) {
          return failure(error);
        }
        session.request = merged.request;
        session.writer.write({ type: "data-request", id: "request", data: merged.request });
        return { ok: true as const, request: merged.request };
      }),
  });
