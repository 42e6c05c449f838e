// What Amble offers and where its limits lie, in one place. The subscription plan rows and whether payments
// are on become the numbers that every sentence about limits states: the guest prompt, the longer-plans
// upsell, pricing, the user menu, the footer and the chat all read them from here, so none can disagree.
// Pure: the server builds the offer (models/offer.server.ts) and pages receive it as loader data.
import type { TFunction } from "~/i18n/translate";
import type { SubscriptionPlanView } from "./usage";

/** One tier's limits; null means unlimited. */
export type TierTerms = {
  plansPerDay: number | null;
  plansPerMonth: number | null;
  hours: number;
  swaps: number | null;
  regenerate: boolean;
  /** The row's feature keys, in its order: which lines its list shows. */
  features: string[];
};

export type Offer = {
  paymentsEnabled: boolean;
  /** Without an account: plans per device, each up to this many hours, no swap. */
  guest: { plans: number; hours: number };
  free: TierTerms;
  /** Only while payments are on: otherwise nothing may offer, price or mention Premium. */
  premium: (TierTerms & { priceMonthlyCents: number }) | null;
};

const termsOf = (row: SubscriptionPlanView): TierTerms => ({
  plansPerDay: row.dailyPlanLimit,
  plansPerMonth: row.monthlyPlanLimit,
  hours: row.maxDurationHours,
  swaps: row.swapsAllowed,
  regenerate: row.regensAllowed,
  features: row.features,
});

export function offerOf(
  plans: SubscriptionPlanView[],
  settings: { paymentsEnabled: boolean; guestPlans: number; guestHours: number },
): Offer {
  const row = (name: string) => {
    const plan = plans.find((p) => p.planName === name);
    if (!plan) throw new Error(`Subscription plan ${name} is not seeded`);
    return plan;
  };
  const premium = settings.paymentsEnabled ? row("premium") : null;
  return {
    paymentsEnabled: settings.paymentsEnabled,
    guest: { plans: settings.guestPlans, hours: settings.guestHours },
    free: termsOf(row("free")),
    premium: premium ? { ...termsOf(premium), priceMonthlyCents: premium.priceMonthly } : null,
  };
}

/** Whether to invite this reader to Premium: only while it can be bought, and not to a subscriber. */
export const offersPremium = (offer: Offer | null, tier: "guest" | "free" | "premium") =>
  Boolean(offer?.premium) && tier !== "premium";

/** The line for the plans a tier allows: per day and per month, as limited. */
function plansLine(t: TFunction, terms: TierTerms): string {
  const { plansPerDay: day, plansPerMonth: month } = terms;
  if (day !== null && month !== null) return t("offer.plansPerDayAndMonth", { count: day, month });
  if (day !== null) return t("offer.plansPerDay", { count: day });
  if (month !== null) return t("offer.plansPerMonth", { count: month });
  return t("offer.plansUnlimited");
}

/**
 * A tier's list, worded from its real numbers: each feature key of its row names a line, and the line
 * states what the row's limits say (a row listing "unlimitedSwaps" with one swap still says one swap).
 * Keys without a number behind them are worded from pricing.features.
 */
export function tierLines(t: TFunction, terms: TierTerms): string[] {
  const lines = terms.features.map((feature) => {
    switch (feature) {
      case "plansPerDay":
      case "unlimitedPlans":
        return plansLine(t, terms);
      case "durationUpTo":
        return t("offer.hoursUpTo", { count: terms.hours });
      case "oneSwap":
      case "unlimitedSwaps":
        if (terms.swaps === null) return t("offer.swapsUnlimited");
        return terms.swaps > 0 ? t("offer.swapsPerPlan", { count: terms.swaps }) : null;
      case "regenerate":
      case "unlimitedRegenerate":
        if (!terms.regenerate) return null;
        return terms.plansPerDay === null && terms.plansPerMonth === null
          ? t("offer.regenerateUnlimited")
          : t("offer.regenerateCounts");
      default:
        return t(`pricing.features.${feature}`);
    }
  });
  return [...new Set(lines.filter((line): line is string => Boolean(line)))];
}
