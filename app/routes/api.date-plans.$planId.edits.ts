// POST: shape a plan by hand: move, remove, lengthen or shorten a stop, add a place, or undo the last edit.
import { getViewer } from "~/auth/viewer.server";
import { editPlan } from "~/services/edit-plan.server";
import { PlanEditSchema } from "~/wire/plan-edits";
import { apiAction, methodNotAllowed } from "~/web/api.server";

export const action = apiAction(PlanEditSchema, async (edit, { request, params }) =>
  editPlan(await getViewer(request), params.planId ?? "", edit),
);
export const loader = () => methodNotAllowed("POST");
