// GET /api/checkout-success/:sessionId: on return from Stripe Checkout, confirms the user's checkout
// and records Premium at once, without waiting for the webhook.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import { confirmCheckout } from "~/models/payments.server";
import { errorResponse } from "~/web/api.server";
import { apiError } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return apiError(401, "unauthorized", "Please sign in.");
  try {
    return json(await confirmCheckout(user.id, params.sessionId ?? ""), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
