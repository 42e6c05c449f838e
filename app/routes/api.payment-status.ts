// GET /api/payment-status: whether Premium can be bought here (payments need Stripe keys).
import { json } from "@remix-run/node";
import { paymentsEnabled } from "~/models/payments.server";

export function loader() {
  return json({ paymentsEnabled: paymentsEnabled() });
}
