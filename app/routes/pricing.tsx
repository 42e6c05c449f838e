import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlanFeatures } from "~/components/plan-features";
import { getSubscriptionPlan } from "~/models/subscription-plans.server";

export const meta: MetaFunction = () => [{ title: "Pricing · Amble" }];

export async function loader() {
  // Payments are off until Stripe is configured: the simplified "Free Forever" page (DESIGN §1).
  return json({ freePlan: await getSubscriptionPlan("free") });
}

export default function PricingRoute() {
  const { freePlan } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-md pt-6">
      <h1 id="pricing-title" className="text-center text-3xl font-extrabold text-violet-950">
        {t("pricing.freeForever")}
      </h1>
      <p className="mt-2 text-center text-slate-700">{t("pricing.freeForeverIntro")}</p>
      <div className="card mt-6">
        <h2 className="text-xl font-bold">{t("tier.free")}</h2>
        <p className="mb-4 text-3xl font-extrabold">{t("pricing.priceZero")}</p>
        <PlanFeatures plan={freePlan} />
        <Link to="/" className="btn-primary mt-6 w-full">
          {t("pricing.startPlanning")}
        </Link>
      </div>
    </section>
  );
}
