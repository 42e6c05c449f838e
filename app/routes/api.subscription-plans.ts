// GET /api/subscription-plans: the tiers and their limits, from the seeded SubscriptionPlan rows.
import { json } from "@remix-run/node";
import { listSubscriptionPlans } from "~/models/subscription-plans.server";

export async function loader() {
  return json(await listSubscriptionPlans());
}
