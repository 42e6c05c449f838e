// POST: bring back the activity a swap replaced.
import { undoSwap } from "~/services/swaps.server";
import { activityAction, methodNotAllowed } from "~/web/api.server";

export const action = activityAction(undoSwap);
export const loader = () => methodNotAllowed("POST");
