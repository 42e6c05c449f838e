// Swap and undo act alike on one activity of the plan on screen: the swap service does the work (its
// rules and limits, as for the API), the changed plan is shown under the answer, and the model hears the
// name of the place that came in.
import { tool } from "ai";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import type { PlanView } from "~/wire/plans";
import type { ToolOutcome } from "../chat-context";
import { failure, inTurn, showPlan, type ChatSession } from "./session.server";

/** The changed plan, and the name of the place that came in (swapped in, or brought back). */
type ActivityChange = { plan: PlanView } & Pick<
  Extract<ToolOutcome, { ok: true }>,
  "swappedActivity" | "restoredActivity"
>;

export function activityTool(
  session: ChatSession,
  description: string,
  change: (viewer: Viewer, planId: string, activityId: string) => Promise<ActivityChange>,
) {
  return tool({
    description,
    inputSchema: z.object({ activityId: z.string().min(1).max(100) }),
    execute: ({ activityId }, { toolCallId }) =>
      inTurn(session, async (): Promise<ToolOutcome> => {
        if (!session.plan) return { ok: false, error: "no-plan", message: "There is no plan yet." };
        try {
          const { plan, ...placeName } = await change(session.viewer, session.plan.id, activityId);
          showPlan(session, toolCallId, plan);
          return { ok: true, ...placeName };
        } catch (error) {
          return failure(error);
        }
      }),
  });
}
