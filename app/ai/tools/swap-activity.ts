// Swaps one activity of the current plan for another place (the same service and limits as the API).
import { swapActivity as swap } from "~/services/swaps.server";
import { activityTool } from "./activity-tool";
import type { ChatSession } from "./session.server";

export const swapActivity = (session: ChatSession) =>
  activityTool(
    session,
    "Swap one activity of the current plan for another place. Use an activity id from the context.",
    swap,
  );
