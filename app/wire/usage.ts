// Limits as the browser sees them: a subscription plan's terms and a viewer's rate-limit status.

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

export type RateLimitStatus = {
  dailyRemaining: number | null;
  monthlyRemaining: number | null;
  plan: SubscriptionPlanView | null;
  canCreatePlan: boolean;
  maxDurationHours: number;
  resetTimeMs: number;
  subscription: { subscriptionTier: "free" | "premium" };
};
