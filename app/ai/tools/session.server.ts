// What the chat tools share during one answer: who is asking, the request filled so far, the plan on
// screen, and the stream to the browser. Each tool calls the plan service, which enforces every rule and
// limit the API does; failures come back to the model as answers it can explain, not as crashes.
import type { UIMessageStreamWriter } from "ai";
import type { Viewer } from "~/auth/viewer.server";
import type { PlanView } from "~/wire/plans";
import { localStart } from "~/planning/start-time";
import { generatePlan } from "~/services/plans.server";
import { ServiceError } from "~/utils/errors";
import type { ChatUIMessage } from "../chat-message";
import type { ToolOutcome } from "../chat-context";
import type { RequestPatch } from "~/planning/request";

export type ChatSession = {
  viewer: Viewer;
  client: { ip: string | null };
  /** Guests only: the device fingerprint the one-plan rule uses. */
  fingerprint?: string;
  request: RequestPatch;
  plan: PlanView | null;
  /** The user said yes this turn to the assistant's "That makes a new plan. Go ahead?". */
  newPlanConfirmed: boolean;
  writer: UIMessageStreamWriter<ChatUIMessage>;
  /** The tools' work so far: a model may call several tools in one step, and each needs the one before. */
  queue?: Promise<unknown>;
};

/** Runs the tools one after another in the order the model called them ("fill the request, then plan"). */
export function inTurn<T>(session: ChatSession, run: () => Promise<T>): Promise<T> {
  const next = (session.queue ?? Promise.resolve()).then(run, run);
  session.queue = next.catch(() => {});
  return next;
}

export function failure(error: unknown): ToolOutcome {
  if (error instanceof ServiceError) return { ok: false, error: error.error, message: error.message };
  throw error;
}

export function planOutcome(plan: PlanView): Extract<ToolOutcome, { ok: true }> {
  return {
    ok: true,
    plan: {
      id: plan.id,
      title: plan.title,
      location: plan.location,
      budget: plan.budget,
      activityCount: plan.activities.length,
      totalSpend: plan.totalSpend,
      currency: plan.currency,
      startTime: localStart(plan),
      plannedDate: plan.plannedDate,
    },
  };
}

/** Shows the plan (a new one, or a new version of the one on screen) under this answer. */
export function showPlan(session: ChatSession, run: string, plan: PlanView) {
  session.plan = plan;
  session.writer.write({ type: "data-plan", id: run, data: { run, plan } });
}

/** Plans the session's request, streaming each activity to the browser the moment it is ready. */
export async function planFromSession(
  session: ChatSession,
  run: string,
  previousPlanId?: string,
): Promise<ToolOutcome> {
  try {
    const plan = await generatePlan({
      viewer: session.viewer,
      body: { ...session.request, fingerprint: session.fingerprint },
      previousPlanId,
      client: session.client,
      onEvent: (event) => {
        if (event.type === "activity") {
          const { index, total, activity } = event;
          session.writer.write({ type: "data-activity", id: `${run}-${index}`, data: { run, index, total, activity } });
        }
      },
    });
    showPlan(session, run, plan);
    return planOutcome(plan);
  } catch (error) {
    return failure(error);
  }
}
