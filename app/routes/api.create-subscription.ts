// POST /api/create-subscription: {clientSecret} for the Payment Element, or {error, message}.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import { createSubscription } from "~/models/payments.server";
import { errorResponse, methodNotAllowed } from "~/web/api.server";
import { apiError } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await getUser(request);
  if (!user) return apiError(401, "unauthorized", "Please sign in to upgrade to Premium.");
  try {
    return json(await createSubscription(user));
  } catch (error) {
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
