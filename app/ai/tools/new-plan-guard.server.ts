// Nothing in the chat spends a plan unasked: a refinement that needs a new plan (another place, day or
// vibe, "another one") is made only once the user has said yes to "That makes a new plan. Go ahead?".
// Unlimited plans need no question; used-up plans get the limit's answer straight away.
import { rateLimitStatus } from "~/models/limits.server";
import type { ToolOutcome } from "../chat-context";
import type { ChatSession } from "./session.server";

function allowed(session: ChatSession): null {
  session.newPlanConfirmed = false;
  return null;
}

/**
 * Null when the new plan may be made now (the user's yes is then used up: one yes, one plan); otherwise
 * what the tool answers instead.
 */
export async function newPlanRefusal(session: ChatSession): Promise<ToolOutcome | null> {
  const { viewer } = session;
  const status = await rateLimitStatus(viewer, {
    guestKey: viewer.guestKey,
    fingerprint: session.fingerprint,
    ip: session.client.ip,
  });
  const remaining = { today: status.dailyRemaining, month: status.monthlyRemaining };
  if (remaining.today === null && remaining.month === null) return allowed(session);
  if (!status.canCreatePlan) {
    const error = !viewer.user
      ? "guest-limit-reached"
      : remaining.today === 0
        ? "daily-limit-reached"
        : "monthly-limit-reached";
    return { ok: false, error, message: "No plans are left to make a new one." };
  }
  if (session.newPlanConfirmed) return allowed(session);
  return {
    ok: false,
    error: "confirm-new-plan",
    message:
      "This change needs a new plan, which counts against the user's limits. Ask whether to go ahead, stating what is left, and call this tool again only after a yes.",
    remaining,
  };
}
