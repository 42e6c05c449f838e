// POST: replace one activity with a fitting alternative.
import { swapActivity } from "~/services/swaps.server";
import { activityAction, methodNotAllowed } from "~/web/api.server";

export const action = activityAction(swapActivity);
export const loader = () => methodNotAllowed("POST");
