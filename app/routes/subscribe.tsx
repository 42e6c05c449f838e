import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const meta: MetaFunction = () => [{ title: "Premium · Amble" }];

export default function SubscribeRoute() {
  const { t } = useTranslation();
  // Payments are not configured: the spec's error card, honest about why.
  return (
    <section aria-labelledby="subscribe-title" className="card mx-auto mt-8 max-w-md text-center">
      <h1 id="subscribe-title" className="text-2xl font-bold text-red-700">
        {t("subscribe.errorTitle")}
      </h1>
      <p className="mt-2 text-slate-700">{t("subscribe.paymentsDisabled")}</p>
      <Link to="/pricing" className="btn-secondary mt-6">
        {t("subscribe.backToPricing")}
      </Link>
    </section>
  );
}
