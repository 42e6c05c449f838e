// The privacy policy: ten numbered sections from locales/<language>/legal.json.
import type { MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/components/legal-sections";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "privacy");

export default function PrivacyPolicyRoute() {
  return <LegalDocument doc="privacy" />;
}
