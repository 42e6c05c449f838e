import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import type { PublicUser } from "~/utils/user";
import { useOpenSignIn } from "./auth/sign-in-dialog";
import { LanguageSwitcher } from "./language-switcher";
import { UsageIndicator } from "./usage/usage-indicator";
import { lazy, Suspense } from "react";
import { initials } from "~/utils/user";

// The menu (Radix) loads only for signed-in users; until then its button shows as it will look.
const UserMenu = lazy(() => import("./user-menu"));

export function SiteHeader({ user, paymentsEnabled }: { user: PublicUser | null; paymentsEnabled: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const openSignIn = useOpenSignIn();
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
      <Link to="/" className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-violet-800">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {t("brand.name")}
      </Link>
      <nav aria-label={t("nav.label")} className="flex items-center gap-2">
        <LanguageSwitcher />
        {/* Today's plans left sit with the account they belong to. */}
        {user ? <UsageIndicator paymentsEnabled={paymentsEnabled} /> : null}
        {user ? (
          <Suspense
            fallback={
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-violet-700 font-bold text-white shadow">
                {initials(user)}
              </span>
            }
          >
            <UserMenu user={user} paymentsEnabled={paymentsEnabled} />
          </Suspense>
        ) : (
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`}
            className="btn-primary"
            onClick={(e) => {
              // With JavaScript the sign-in opens as a modal over the page; without, it is a page.
              e.preventDefault();
              openSignIn();
            }}
          >
            {t("nav.signIn")}
          </Link>
        )}
      </nav>
    </header>
  );
}
