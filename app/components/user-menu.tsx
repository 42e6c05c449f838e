import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { Crown, LogOut, Sparkles, User } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { offersPremium } from "~/wire/offer";
import { useOffer } from "~/components/use-offer";
import { initials, type PublicUser } from "~/utils/user";
import { todayText, useUsage } from "./usage/usage-context";

/** Logout: post, then reload the page, also when the post failed. */
async function logout() {
  try {
    await fetch("/auth/logout", { method: "POST", headers: { Accept: "application/json" } });
  } finally {
    window.location.reload();
  }
}

export default function UserMenu({ user, paymentsEnabled }: { user: PublicUser; paymentsEnabled: boolean }) {
  const { t } = useTranslation();
  const { status } = useUsage();
  // Premium is offered only while it can be bought, and never to a subscriber.
  const upgrade = offersPremium(useOffer(), user.tier);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-10 w-10 items-center justify-center rounded-full bg-violet-700 font-bold text-white shadow"
        aria-label={t("userMenu.open")}
      >
        {initials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl bg-white p-2 shadow-xl">
          <div className="px-2 py-1.5">
            <p className="truncate text-sm font-semibold">{user.email}</p>
            {paymentsEnabled ? (
              <p className="mt-1 inline-flex items-center gap-1 text-xs text-slate-600">
                {user.tier === "premium" ? <Crown aria-hidden className="h-3 w-3 text-amber-500" /> : null}
                {user.tier === "premium" ? t("tier.premium") : t("tier.free")}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-slate-600">{todayText(status, t)}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild>
            <Link to="/profile" className="menu-item">
              <User aria-hidden className="h-4 w-4" /> {t("userMenu.profile")}
            </Link>
          </DropdownMenu.Item>
          {upgrade ? (
            <DropdownMenu.Item asChild>
              <Link to="/pricing" className="menu-item">
                <Sparkles aria-hidden className="h-4 w-4" /> {t("userMenu.upgrade")}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className="menu-item" onSelect={logout}>
            <LogOut aria-hidden className="h-4 w-4" /> {t("userMenu.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
