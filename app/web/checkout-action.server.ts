// The two ways into Premium share one endpoint shape: a signed-in user posts an empty JSON object and
// gets what the browser needs to pay (a Checkout page's {url} for PayPal, a {clientSecret} for the card
// form), or {error, message}. Each route names only which checkout it starts.
import * as z from "zod";
import { getUser } from "~/auth/session.server";
import { ServiceError } from "~/utils/errors";
import { apiAction } from "./api.server";

/** "empty JSON object": anything else it carries is ignored. */
const CheckoutBody = z.object({});

export function checkoutAction<T>(start: (user: { id: string; email: string }) => Promise<T>) {
  return apiAction(CheckoutBody, async (_body, { request }) => {
    const user = await getUser(request);
    if (!user) throw new ServiceError(401, "unauthorized", "Please sign in to upgrade to Premium.");
    return start(user);
  });
}
