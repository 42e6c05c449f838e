// GET /billing-portal: "Manage subscription" opens a fresh Stripe billing portal session.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/session.server";
import { billingPortalUrl } from "~/models/payments.server";
import { errorResponse } from "~/web/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // No subscription to manage (404) or payments switched off (503): that answer, not a 500.
  const url = await billingPortalUrl(user.id).catch((error: unknown) => {
    throw errorResponse(error);
  });
  return redirect(url);
}
