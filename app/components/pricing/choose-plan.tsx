// Pricing with payments on: the free and Premium cards, the reader's usage, and the questions people ask.
import { Link } from "@remix-run/react";
import { Crown } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { tierLines, type Offer, type TierTerms } from "~/wire/offer";
import type { RateLimitStatus } from "~/wire/usage";
import { GuestNote, PlanOffer, PricingHeading } from "./plan-offer";
import { PayPalButton } from "./paypal-button";
import { useCheckoutReturn } from "./use-checkout-return";

type ChoosePlanProps = {
  offer: Offer;
  signedIn: boolean;
  tier: "free" | "premium" | null;
  usage: RateLimitStatus | null;
  canManageSubscription: boolean;
};

export function ChoosePlan({ offer, signedIn, tier, usage, canManageSubscription }: ChoosePlanProps) {
  const { t, i18n } = useTranslation();
  const premium = offer.premium!;
  const price = new Intl.NumberFormat(i18n.language === "de" ? "de-DE" : "en-IE", {
    style: "currency",
    currency: "EUR",
  }).format(premium.priceMonthlyCents / 100);
  // The FAQ quotes the same lines as the two cards.
  const lineOf = (terms: TierTerms, feature: string) => tierLines(t, { ...terms, features: [feature] })[0] ?? "";
  const faqValues = {
    swap: { free: lineOf(offer.free, "oneSwap"), premium: lineOf(premium, "oneSwap") },
    regenerate: { free: lineOf(offer.free, "regenerate"), premium: lineOf(premium, "regenerate") },
    billing: {},
  };
  useCheckoutReturn();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-4xl pt-6">
      <PricingHeading title={t("pricing.choosePlan")} intro={t("pricing.choosePlanIntro")} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PlanOffer
          id="plan-free"
          name={t("tier.free")}
          price={t("pricing.priceZero")}
          perMonth={t("pricing.perMonth")}
          badge={tier === "free" ? t("pricing.currentPlan") : undefined}
          terms={offer.free}
        >
          {tier === "free" ? (
            <button type="button" className="btn-secondary w-full" disabled>
              {t("pricing.currentPlan")}
            </button>
          ) : (
            <Link to="/" className="btn-secondary w-full">
              {t("pricing.getStarted")}
            </Link>
          )}
        </PlanOffer>

        <PlanOffer
          id="plan-premium"
          name={
            <>
              <Crown aria-hidden className="h-5 w-5 text-amber-500" /> {t("tier.premium")}
            </>
          }
          price={price}
          perMonth={t("pricing.perMonth")}
          note={t("pricing.billing")}
          badge={tier === "premium" ? t("pricing.currentPlan") : t("pricing.mostPopular")}
          featured
          terms={premium}
        >
          {tier === "premium" ? (
            canManageSubscription ? (
              <Link to="/billing-portal" reloadDocument className="btn-secondary w-full">
                {t("pricing.manageSubscription")}
              </Link>
            ) : null
          ) : (
            <>
              <Link to="/subscribe" className="btn-primary w-full">
                {t("pricing.upgrade")}
              </Link>
              {signedIn ? <PayPalButton /> : null}
            </>
          )}
        </PlanOffer>
      </div>
      {signedIn ? null : <GuestNote offer={offer} />}

      {usage ? (
        <section aria-labelledby="usage-title" className="card mt-6">
          <h2 id="usage-title" className="text-lg font-bold">
            {t("pricing.currentUsage")}
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-3">
            <UsageFigure label={t("pricing.remainingToday")} value={usage.dailyRemaining ?? t("pricing.unlimited")} />
            <UsageFigure label={t("pricing.remainingMonth")} value={usage.monthlyRemaining ?? t("pricing.unlimited")} />
            <UsageFigure
              label={t("pricing.maxDuration")}
              value={t("pricing.hours", { count: usage.maxDurationHours })}
            />
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="faq-title" className="card mt-6">
        <h2 id="faq-title" className="text-lg font-bold">
          {t("pricing.faqTitle")}
        </h2>
        {(["swap", "regenerate", "billing"] as const).map((topic) => (
          <details key={topic} className="mt-3 border-t border-slate-100 pt-3">
            <summary className="cursor-pointer font-semibold">{t(`pricing.faq.${topic}.question`)}</summary>
            <p className="mt-2 text-slate-700">{t(`pricing.faq.${topic}.answer`, faqValues[topic])}</p>
          </details>
        ))}
      </section>

      <nav aria-label={t("pricing.navigation")} className="mt-6 flex justify-center gap-4">
        <Link to="/" className="btn-secondary">
          {t("pricing.toPlanner")}
        </Link>
        {signedIn ? (
          <Link to="/profile" className="btn-secondary">
            {t("pricing.toProfile")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

function UsageFigure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-extrabold">{value}</dd>
    </div>
  );
}
