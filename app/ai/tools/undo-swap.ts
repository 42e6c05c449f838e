// Brings back the activity a swap replaced.
import { undoSwap as undo } from "~/services/swaps.server";
import { activityTool } from "./activity-tool";
import type { ChatSession } from "./session.server";

export const undoSwap = (session: ChatSession) =>
  activityTool(session, "Undo the swap of an activity of the current plan. Use the replacement activity's id.", undo);
