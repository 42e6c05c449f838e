import { db } from "~/db/client.server";

export type SubscriptionPlanView = {
  planName: string;
  displayName: string;
  dailyPlanLimit: number | null;
  monthlyPlanLimit: number | null;
  maxDurationHours: number;
  swapsAllowed: number | null;
  regensAllowed: boolean;
  priceMonthly: number;
  features: string[];
};

export async function listSubscriptionPlans(): Promise<SubscriptionPlanView[]> {
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
