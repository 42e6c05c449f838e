import { db } from "~/db/client.server";
import type { SubscriptionPlanView } from "~/wire/usage";

export type { SubscriptionPlanView };

/**
 * The rows change only when the seed runs at a deploy, yet every signed-in request reads them: each
 * instance keeps them for a minute, so an edited limit reaches every instance within a minute.
 */
const CACHE_MS = 60_000;
let cached: { until: number; plans: Promise<SubscriptionPlanView[]> } | null = null;

export function listSubscriptionPlans(): Promise<SubscriptionPlanView[]> {
  if (!cached || cached.until < Date.now()) {
    const plans = readSubscriptionPlans();
    cached = { until: Date.now() + CACHE_MS, plans };
    // A failed read is not remembered.
    plans.catch(() => {
      if (cached?.plans === plans) cached = null;
    });
  }
  return cached.plans;
}

async function readSubscriptionPlans(): Promise<SubscriptionPlanView[]> {
  const rows = await db.subscriptionPlan.findMany({ orderBy: { sortOrder: "asc" } });
  return rows.map(({ id: _id, sortOrder: _sortOrder, features, ...plan }) => ({
    ...plan,
    features: Array.isArray(features) ? features.filter((f): f is string => typeof f === "string") : [],
  }));
}

export async function getSubscriptionPlan(planName: "free" | "premium"): Promise<SubscriptionPlanView> {
  const plan = (await listSubscriptionPlans()).find((p) => p.planName === planName);
  if (!plan) throw new Error(`Subscription plan ${planName} is not seeded`);
  return plan;
}
