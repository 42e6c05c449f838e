// GET /billing-portal: "Manage subscription" opens a fresh Stripe billing portal session.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/session.server";
import { billingPortalUrl } from "~/models/payments.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return redirect(await billingPortalUrl(user.id));
}
