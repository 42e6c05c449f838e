// Refining in conversation ("start at 8", "make it cheaper", "shorter", "in Munich instead"). A change of
// time, budget, duration or transport is a new version of the plan on screen, made in place and counted
// nowhere; another place, day, vibe or wish is a new plan, made only after the user said yes to it
// (new-plan-guard.server.ts), and counted like any other by the plan service.
import { tool } from "ai";
import { localStart } from "~/planning/start-time";
import { localDate } from "~/planning/time";
import { revisePlan } from "~/services/revise-plan.server";
import { requestOfPlan } from "../plan-request";
import { refinementOf, type VersionChanges } from "../refinement";
import { newPlanRefusal } from "./new-plan-guard.server";
import { mergeRequest, RequestFieldsSchema } from "./request-fields";
import { failure, inTurn, planFromSession, planOutcome, showPlan, type ChatSession } from "./session.server";
import type { ToolOutcome } from "../chat-context";

/** Changes the plan on screen in place and shows the new version. */
async function reviseOnScreen(session: ChatSession, run: string, changes: VersionChanges): Promise<ToolOutcome> {
  try {
    const { plan, droppedSwaps } = await revisePlan(session.viewer, session.plan!.id, changes);
    session.request = { ...session.request, ...requestOfPlan(plan) };
    session.writer.write({ type: "data-request", id: "request", data: session.request });
    showPlan(session, run, plan);
    return { ...planOutcome(plan), revised: { droppedSwaps } };
  } catch (error) {
    return failure(error);
  }
}

export const adjustPlan = (session: ChatSession) =>
  tool({
    description:
      "Change the current plan. A new startTime, timeSlot, budget, duration or transportation changes it in place (nothing counted). Another location, day, vibe or wish makes a new plan: the tool then answers confirm-new-plan until the user has said yes.",
    inputSchema: RequestFieldsSchema,
    execute: (changes, { toolCallId }) =>
      inTurn(session, async () => {
        const merged = mergeRequest(session.request, changes);
        if (!merged.ok) return { ok: false as const, error: "invalid-request", message: merged.message };
        const plan = session.plan;
        if (plan) {
          const today = localDate(new Date(), plan.timeZone);
          const refinement = refinementOf({ ...plan, startTime: localStart(plan) }, changes, today);
          if (refinement.kind === "none") {
            return { ok: false as const, error: "no-change", message: "The plan already is like that." };
          }
          if (refinement.kind === "version") return reviseOnScreen(session, toolCallId, refinement.changes);
          const refused = await newPlanRefusal(session);
          if (refused) return refused;
        }
        session.request = merged.request;
        session.writer.write({ type: "data-request", id: "request", data: merged.request });
        return planFromSession(session, toolCallId);
      }),
  });
