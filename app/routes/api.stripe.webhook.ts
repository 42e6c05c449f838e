// POST /api/stripe/webhook: Stripe's events. The signature covers the exact bytes sent, so the raw
// body is read before anything else; events are applied once each (applyStripeEvent).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type Stripe from "stripe";
import { applyStripeEvent, paymentsEnabled, verifiedStripeEvent } from "~/models/payments.server";
import { errorResponse, methodNotAllowed } from "~/web/api.server";
import { apiError } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  const payload = await request.text();
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!paymentsEnabled()) return apiError(404, "payments-disabled", "Payments are not available.");
  let event: Stripe.Event;
  try {
    event = verifiedStripeEvent(payload, request.headers.get("Stripe-Signature"));
  } catch {
    return apiError(400, "invalid-signature", "The webhook signature does not match.");
  }
  try {
    return json({ received: true, result: await applyStripeEvent(event) });
  } catch (error) {
    // A 500 makes Stripe deliver the event again later.
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
