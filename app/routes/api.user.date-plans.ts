// GET /api/user/date-plans: the signed-in user's saved plans, newest first.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/auth/viewer.server";
import { planView, recentPlans } from "~/models/plans.server";
import { methodNotAllowed } from "~/web/api.server";
import { apiError } from "~/utils/http.server";

const PLAN_HISTORY_LIMIT = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  if (!viewer.user) return apiError(401, "unauthorized", "Please sign in.");
  const plans = await recentPlans(viewer.user.id, PLAN_HISTORY_LIMIT);
  return json(plans.map((p) => planView(p, viewer.entitlements.swapsAllowed)));
}

export const action = () => methodNotAllowed("GET");
