// The chat's tools, bound to one answer's session.
import { adjustPlan } from "./adjust-plan";
import { createPlan } from "./create-plan";
import { editPlan } from "./edit-plan";
import { regeneratePlan } from "./regenerate-plan";
import type { ChatSession } from "./session.server";
import { swapActivity } from "./swap-activity";
import { undoSwap } from "./undo-swap";
import { updatePlanRequest } from "./update-plan-request";

export function chatTools(session: ChatSession) {
  return {
    updatePlanRequest: updatePlanRequest(session),
    createPlan: createPlan(session),
    adjustPlan: adjustPlan(session),
    regeneratePlan: regeneratePlan(session),
    swapActivity: swapActivity(session),
    undoSwap: undoSwap(session),
    editPlan: editPlan(session),
  };
}
