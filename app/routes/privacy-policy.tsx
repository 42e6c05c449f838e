import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { LegalSections, type LegalSection } from "~/components/legal-sections";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "privacy");

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation("legal");
  const sections = t("privacy.sections", { returnObjects: true }) as LegalSection[];
  return (
    <article aria-labelledby="privacy-title" className="card mx-auto max-w-3xl">
      <h1 id="privacy-title" className="text-3xl font-extrabold">
        {t("privacy.title")}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{t("privacy.updated")}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{t("privacy.intro")}</p>
      <LegalSections sections={Array.isArray(sections) ? sections : []} />
      <Link to="/" className="btn-primary mt-8">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("privacy.backHome")}
      </Link>
    </article>
  );
}
