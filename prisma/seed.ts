// Idempotent seed: the subscription plans are the single source of truth for limits
// (docs/decisions/0004-limits-from-plans.md). Re-running updates them in place.
import type { PrismaClient } from "../app/generated/prisma/client";

export const SUBSCRIPTION_PLANS = [
  {
    planName: "free",
    displayName: "Free",
    dailyPlanLimit: 5,
    monthlyPlanLimit: 60,
    maxDurationHours: 6,
    swapsAllowed: 1,
    regensAllowed: true,
    priceMonthly: 0,
    sortOrder: 0,
    features: ["plansPerDay", "durationUpTo", "oneSwap", "regenerate", "history"],
  },
  {
    planName: "premium",
    displayName: "Premium",
    dailyPlanLimit: null,
    monthlyPlanLimit: null,
    maxDurationHours: 8,
    swapsAllowed: null,
    regensAllowed: true,
    priceMonthly: 599,
    sortOrder: 1,
    features: ["unlimitedPlans", "durationUpTo", "unlimitedSwaps", "unlimitedRegenerate", "history"],
  },
] as const;

export async function seed(db: PrismaClient): Promise<void> {
  for (const plan of SUBSCRIPTION_PLANS) {
    const data = { ...plan, features: [...plan.features] };
    await db.subscriptionPlan.upsert({ where: { planName: plan.planName }, create: data, update: data });
  }
}
