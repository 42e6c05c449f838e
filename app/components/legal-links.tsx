// The links to the legal pages, as the footer and the terms list them (the page itself left out).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";

const PAGES = [
  { to: "/privacy-policy", key: "footer.privacy" },
  { to: "/terms", key: "footer.terms" },
  { to: "/impressum", key: "footer.impressum" },
] as const;

export function LegalLinks({
  label,
  except,
  className,
  linkClassName,
}: {
  label: string;
  /** The page these links are on. */
  except?: (typeof PAGES)[number]["to"];
  className: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      {PAGES.filter((page) => page.to !== except).map((page) => (
        <Link key={page.to} to={page.to} className={linkClassName}>
          {t(page.key)}
        </Link>
      ))}
    </nav>
  );
}
