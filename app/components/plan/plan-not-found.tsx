// "Plan not found": the same answer for a plan that doesn't exist and someone else's plan, so neither tells
// a stranger anything. A revoked link says so instead: whoever holds it was shown the plan before.
import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/translations";

export function PlanNotFound({
  backTo,
  backLabel,
  revoked = false,
}: {
  backTo: string;
  backLabel: string;
  revoked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-missing" className="card mx-auto mt-8 max-w-md text-center">
      <h1 id="plan-missing" className="text-2xl font-bold">
        {revoked ? t("planDetail.revokedTitle") : t("planDetail.notFoundTitle")}
      </h1>
      <p className="mt-2 text-slate-600">{revoked ? t("planDetail.revokedText") : t("planDetail.notFoundText")}</p>
      <div className="mt-6">
        <Link to={backTo} className="btn-secondary">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {backLabel}
        </Link>
      </div>
    </section>
  );
}
