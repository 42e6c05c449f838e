// POST /api/create-subscription: {clientSecret} for the Payment Element, or {error, message}.
import { createSubscription } from "~/models/payments.server";
import { methodNotAllowed } from "~/web/api.server";
import { checkoutAction } from "~/web/checkout-action.server";

export const action = checkoutAction(createSubscription);

export const loader = () => methodNotAllowed("POST");
