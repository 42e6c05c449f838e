// The terms of use: numbered sections from locales/<language>/legal.json, with the Impressum and the
// privacy policy a link away.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { LegalSections, type LegalSection } from "~/components/legal-sections";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "terms");

export default function TermsRoute() {
  const { t } = useTranslation("legal");
  const { t: tc } = useTranslation();
  const sections = t("terms.sections", { returnObjects: true }) as LegalSection[];
  return (
    <article aria-labelledby="terms-title" className="card mx-auto max-w-3xl">
      <h1 id="terms-title" className="text-3xl font-extrabold">
        {t("terms.title")}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{t("terms.updated")}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{t("terms.intro")}</p>
      <LegalSections sections={Array.isArray(sections) ? sections : []} />
      <nav aria-label={t("terms.more")} className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-violet-800">
        <Link to="/impressum" className="underline">
          {tc("footer.impressum")}
        </Link>
        <Link to="/privacy-policy" className="underline">
          {tc("footer.privacy")}
        </Link>
      </nav>
      <Link to="/" className="btn-primary mt-8">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("terms.backHome")}
      </Link>
    </article>
  );
}
