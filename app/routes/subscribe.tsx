import { json, redirect, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { PlanFeatures } from "~/components/plan-features";
import { useToast } from "~/components/ui/toast";
import { config } from "~/config.server";
import { currentOffer } from "~/models/offer.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "premium");

// Stripe.js is fetched from Stripe's servers: only in the browser, and only once the form is shown.
const PaymentForm = lazy(() => import("~/components/payments/payment-form"));

export async function loader() {
  const stripe = config().stripe;
  const { premium } = await currentOffer();
  // Payments off: there is nothing to subscribe to, so the reader lands on the (free) pricing page.
  if (!stripe || !premium) return redirect("/pricing");
  // The publishable key is meant for browsers.
  return json({ publishableKey: stripe.publishableKey, premium });
}

type Checkout =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "no-client-secret" }
  | { state: "ready"; clientSecret: string };

export default function SubscribeRoute() {
  const { publishableKey, premium } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const toast = useToast();
  const [checkout, setCheckout] = useState<Checkout>({ state: "loading" });

  useEffect(() => {
    let cancelled = false;
    const settle = (next: Checkout) => (cancelled ? null : setCheckout(next));
    fetch("/api/create-subscription", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })
      .then(async (response) => {
        const body = (await response.json()) as { clientSecret?: string | null; error?: string; message?: string };
        if (body.error) {
          if (body.error === "Already subscribed") {
            toast({ title: t("payments.alreadyPremium"), description: t("payments.alreadyPremiumText") });
          }
          return settle({ state: "error", message: body.message ?? body.error });
        }
        settle(body.clientSecret ? { state: "ready", clientSecret: body.clientSecret } : { state: "no-client-secret" });
      })
      .catch(() => settle({ state: "error", message: t("payments.initFailed") }));
    return () => {
      cancelled = true;
    };
  }, [toast, t]);

  if (checkout.state === "loading") {
    return (
      <p role="status" className="mt-16 text-center text-slate-700">
        {t("subscribe.settingUp")}
      </p>
    );
  }
  if (checkout.state === "error") return <SubscribeCard title={t("subscribe.errorTitle")} text={checkout.message} />;
  if (checkout.state === "no-client-secret") {
    return <SubscribeCard title={t("subscribe.unableTitle")} text={t("subscribe.unableText")} />;
  }
  return (
    <section aria-labelledby="subscribe-title" className="card mx-auto mt-8 max-w-lg">
      <h1 id="subscribe-title" className="text-2xl font-bold text-violet-950">
        {t("pricing.upgrade")}
      </h1>
      <p className="mt-1 text-slate-700">{t("subscribe.intro")}</p>
      <PlanFeatures terms={premium} className="mb-6 mt-3 space-y-2 text-left" />
      <Suspense fallback={<p role="status">{t("subscribe.loadingForm")}</p>}>
        <PaymentForm publishableKey={publishableKey} clientSecret={checkout.clientSecret} />
      </Suspense>
      <Link to="/pricing" className="mt-4 inline-block text-sm text-violet-800 underline">
        {t("subscribe.backToPricing")}
      </Link>
    </section>
  );
}

function SubscribeCard({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="subscribe-title" className="card mx-auto mt-8 max-w-md text-center">
      <h1 id="subscribe-title" className="text-2xl font-bold text-red-700">
        {title}
      </h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to="/pricing" className="btn-secondary mt-6">
        {t("subscribe.backToPricing")}
      </Link>
    </section>
  );
}
