import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { Crown } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translations";
import { getViewer } from "~/auth/viewer.server";
import { PlanFeatures } from "~/components/plan-features";
import { useToast } from "~/components/ui/toast";
import { useUsage } from "~/components/usage/usage-context";
import { db } from "~/db/client.server";
import { rateLimitStatus } from "~/models/limits.server";
import { currentOffer } from "~/models/offer.server";
import { refreshSubscription } from "~/models/payments.server";
import { pageMeta } from "~/utils/meta";
import { tierLines, type Offer, type TierTerms } from "~/wire/offer";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "pricing");

export async function loader({ request }: LoaderFunctionArgs) {
  const offer = await currentOffer();
  // Without Stripe keys: the simplified "Free Forever" page, with no word of Premium.
  if (!offer.premium) return json({ paymentsEnabled: false as const, offer });
  let viewer = await getViewer(request);
  let user = viewer.user;
  // Back from the card payment form: Stripe may be quicker than its webhook, so ask it directly.
  if (user && new URL(request.url).searchParams.get("success") === "true") {
    await refreshSubscription(user.id).catch((error) => console.error("[amble] subscription refresh", error));
    viewer = await getViewer(request);
    user = viewer.user;
  }
  const tier = user ? (viewer.entitlements.tier as "free" | "premium") : null;
  const subscription = user ? await db.subscription.findUnique({ where: { userId: user.id } }) : null;
  return json({
    paymentsEnabled: true as const,
    offer,
    signedIn: Boolean(user),
    tier,
    usage: user ? await rateLimitStatus(viewer) : null,
    canManageSubscription: tier === "premium" && Boolean(subscription?.stripeCustomerId),
  });
}

export default function PricingRoute() {
  const data = useLoaderData<typeof loader>();
  return data.paymentsEnabled ? <ChoosePlan {...data} /> : <FreeForever offer={data.offer} />;
}

function FreeForever({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-md pt-6">
      <PricingHeading title={t("pricing.freeForever")} intro={t("pricing.freeForeverIntro")} />
      <div className="mt-6">
        <PlanOffer id="plan-free" name={t("tier.free")} price={t("pricing.priceZero")} terms={offer.free}>
          <Link to="/" className="btn-primary w-full">
            {t("pricing.startPlanning")}
          </Link>
        </PlanOffer>
      </div>
      <GuestNote offer={offer} />
    </section>
  );
}

/** What trying Amble without an account allows. */
function GuestNote({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t("pricing.guestNote", { count: offer.guest.plans, hours: offer.guest.hours })}
    </p>
  );
}

function PricingHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 id="pricing-title" className="text-center text-3xl font-extrabold text-violet-950">
        {title}
      </h1>
      <p className="mt-2 text-center text-slate-700">{intro}</p>
    </>
  );
}

/** One plan's card: its name, price and limits, and what the reader can do about it. */
function PlanOffer({
  id,
  name,
  price,
  perMonth,
  note,
  badge,
  featured = false,
  terms,
  children,
}: {
  id: string;
  name: ReactNode;
  price: string;
  perMonth?: string;
  note?: string;
  badge?: string;
  featured?: boolean;
  terms: TierTerms;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={id}
      className={`card relative flex flex-col${featured ? " border-2 border-violet-500" : ""}`}
    >
      {badge ? <Badge>{badge}</Badge> : null}
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
        {name}
      </h2>
      <p className={`text-3xl font-extrabold${note ? "" : " mb-4"}`}>
        {price} {perMonth ? <span className="text-base font-normal text-slate-600">{perMonth}</span> : null}
      </p>
      {note ? <p className="mb-4 text-sm text-slate-600">{note}</p> : null}
      <PlanFeatures terms={terms} />
      <div className="mt-auto space-y-2 pt-6">{children}</div>
    </article>
  );
}

type ChoosePlanData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { paymentsEnabled: true }>;

function ChoosePlan({ offer, signedIn, tier, usage, canManageSubscription }: ChoosePlanData) {
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

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="absolute -top-3 right-4 rounded-full bg-violet-700 px-3 py-1 text-xs font-bold text-white">
      {children}
    </span>
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

/** Starts Stripe Checkout with PayPal; the browser leaves for Stripe's page. */
function PayPalButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const response = await fetch("/api/create-checkout-session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      const body = (await response.json()) as { url?: string; error?: string; message?: string };
      if (response.ok && body.url) return window.location.assign(body.url);
      toast({ title: t("payments.error"), description: body.message ?? body.error, variant: "destructive" });
    } catch {
      toast({ title: t("payments.paymentFailed"), description: t("payments.paypalFailed"), variant: "destructive" });
    }
    setBusy(false);
  }
  return (
    <button type="button" className="btn-secondary w-full" onClick={() => void start()} disabled={busy}>
      {t("pricing.payWithPayPal")}
    </button>
  );
}

/**
 * Back from a checkout: PayPal (Stripe Checkout) returns with success=true, session_id and
 * checkout=paypal, which is confirmed with the server; the card form returns with success=true alone.
 * Either way usage is refreshed and the query string removed.
 */
function useCheckoutReturn() {
  const { t } = useTranslation();
  const toast = useToast();
  const { refresh } = useUsage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const sessionId = params.get("session_id");
    if (handled.current || params.get("success") !== "true") return;
    handled.current = true;
    const done = () => {
      void refresh();
      navigate("/pricing", { replace: true });
    };
    if (!sessionId || params.get("checkout") !== "paypal") return done();
    fetch(`/api/checkout-success/${encodeURIComponent(sessionId)}`)
      .then(async (response) => {
        const body = (await response.json()) as { success?: boolean; message?: string };
        if (response.ok && body.success) {
          toast({ title: t("payments.activated"), description: t("payments.activatedText"), variant: "success" });
        } else {
          toast({
            title: t("payments.subscriptionError"),
            description: body.message ?? t("payments.activationIssue"),
            variant: "destructive",
          });
        }
      })
      .catch(() =>
        toast({
          title: t("payments.subscriptionError"),
          description: t("payments.contactSupport"),
          variant: "destructive",
        }),
      )
      .finally(done);
  }, [params, refresh, navigate, toast, t]);
}
