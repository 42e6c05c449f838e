import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "~/utils/user";
import { LanguageSwitcher } from "./language-switcher";
import { UserMenu } from "./user-menu";

export function SiteHeader({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
      <Link to="/" className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-violet-800">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {t("brand.name")}
      </Link>
      <nav aria-label={t("nav.label")} className="flex items-center gap-2">
        <LanguageSwitcher />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Link to="/login" className="btn-primary">
            {t("nav.signIn")}
          </Link>
        )}
      </nav>
    </header>
  );
}
