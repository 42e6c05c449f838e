// POST /api/create-checkout-session: {url} of a Stripe Checkout (PayPal) page, or {error, message}.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import { createCheckoutSession } from "~/models/payments.server";
import { errorResponse, methodNotAllowed } from "~/web/api.server";
import { apiError } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await getUser(request);
  if (!user) return apiError(401, "unauthorized", "Please sign in to upgrade to Premium.");
  try {
    return json(await createCheckoutSession(user));
  } catch (error) {
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
