// "Plan not found": the same answer for a plan that doesn't exist, someone else's plan and a revoked
// link, so none of them tells a stranger anything.
import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/translations";

export function PlanNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-missing" className="card mx-auto mt-8 max-w-md text-center">
      <h1 id="plan-missing" className="text-2xl font-bold">
        {t("planDetail.notFoundTitle")}
      </h1>
      <p className="mt-2 text-slate-600">{t("planDetail.notFoundText")}</p>
      <div className="mt-6">
        <Link to={backTo} className="btn-secondary">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {backLabel}
        </Link>
      </div>
    </section>
  );
}
