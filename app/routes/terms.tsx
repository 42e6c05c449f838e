// The terms of use: numbered sections from locales/<language>/legal.json, with the Impressum and the
// privacy policy a link away.
import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/translations";
import { LegalDocument } from "~/components/legal-sections";
import { LegalLinks } from "~/components/legal-links";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "terms");

export default function TermsRoute() {
  const { t } = useTranslation("legal");
  return (
    <LegalDocument doc="terms">
      <LegalLinks
        label={t("terms.more")}
        except="/terms"
        className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-violet-800"
        linkClassName="underline"
      />
    </LegalDocument>
  );
}
