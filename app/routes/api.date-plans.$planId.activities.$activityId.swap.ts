// POST: replace one activity with a fitting alternative (SPEC §4 "Activity swap").
import { swapActivity } from "~/services/plans.server";
import { activityAction, methodNotAllowed } from "~/web/api.server";

export const action = activityAction(swapActivity);
export const loader = () => methodNotAllowed("POST");
