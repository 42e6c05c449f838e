// POST /api/create-checkout-session: {url} of a Stripe Checkout (PayPal) page, or {error, message}.
import { createCheckoutSession } from "~/models/payments.server";
import { methodNotAllowed } from "~/web/api.server";
import { checkoutAction } from "~/web/checkout-action.server";

export const action = checkoutAction(createCheckoutSession);

export const loader = () => methodNotAllowed("POST");
