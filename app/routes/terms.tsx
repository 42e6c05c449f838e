// The terms of use: numbered sections from locales/<language>/legal.json, with the Impressum and the
// privacy policy a link away.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { LegalDocument } from "~/components/legal-sections";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "terms");

export default function TermsRoute() {
  const { t } = useTranslation("legal");
  const { t: tc } = useTranslation();
  return (
    <LegalDocument doc="terms">
      <nav aria-label={t("terms.more")} className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-violet-800">
        <Link to="/impressum" className="underline">
          {tc("footer.impressum")}
        </Link>
        <Link to="/privacy-policy" className="underline">
          {tc("footer.privacy")}
        </Link>
      </nav>
    </LegalDocument>
  );
}
