// GET /plan/:id/calendar.ics: the plan as a calendar file, one event per stop, for its owner only (the
// user, or the guest whose cookie made it); anyone else is told "Plan not found", as on the plan page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/auth/viewer.server";
import { getPlan } from "~/services/plans.server";
import { ServiceError } from "~/utils/errors";
import { calendarNotFound, calendarResponse } from "~/web/calendar.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return calendarResponse(await getPlan(await getViewer(request), params.planId ?? ""));
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return calendarNotFound(request);
    throw error;
  }
}
