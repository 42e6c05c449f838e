// GET /shared/:token/calendar.ics: the shared plan as a calendar file, for whoever has its link; once the
// owner revokes the link, "Plan not found".
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSharedPlan } from "~/services/plan-sharing.server";
import { ServiceError } from "~/utils/errors";
import { calendarNotFound, calendarResponse } from "~/web/calendar.server";

const NOINDEX = { "X-Robots-Tag": "noindex" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return calendarResponse(await getSharedPlan(params.token), NOINDEX);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return calendarNotFound(request, NOINDEX);
    throw error;
  }
}
