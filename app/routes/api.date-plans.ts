// POST /api/date-plans: a plan request in, a saved plan out.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { generatePlan } from "~/services/plans.server";
import { clientIp, errorResponse, methodNotAllowed, readBody, viewerWithGuest } from "~/web/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { viewer, headers } = await viewerWithGuest(request);
  try {
    const body = await readBody(request);
    const previousPlanId = typeof body.previousPlanId === "string" ? body.previousPlanId : null;
    const plan = await generatePlan({ viewer, body, previousPlanId, client: { ip: clientIp(request) } });
    return json(plan, { status: 201, headers });
  } catch (error) {
    return errorResponse(error, headers);
  }
}

export const loader = () => methodNotAllowed("POST");
