// At the top of the planning form when no plan can be made now: which limit was reached and when it
// resets (a signed-in user's day or month), or for a guest, that signing in gives more plans. The submit
// button below is disabled meanwhile, so nobody fills in the whole form first to find out.
import { Link } from "@remix-run/react";
import { Hourglass } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { RateLimitStatus } from "~/wire/usage";
import { formatCountdown, useResetCountdown } from "./usage-context";

export function LimitNotice({
  isGuest,
  status,
  onSignIn,
}: {
  isGuest: boolean;
  /** The current status; null when only the page's "cannot plan" is known. */
  status: RateLimitStatus | null;
  onSignIn: () => void;
}) {
  const { t } = useTranslation("planner");
  const { t: tc } = useTranslation();
  const left = useResetCountdown();
  const monthly = !isGuest && status?.dailyRemaining !== 0 && status?.monthlyRemaining === 0;
  const title = isGuest
    ? t("limitNotice.guestTitle")
    : monthly
      ? t("errors.monthlyLimitTitle")
      : t("errors.dailyLimitTitle");
  const text = isGuest ? t("limitNotice.guestText") : monthly ? t("errors.monthlyLimit") : t("errors.dailyLimit");
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Hourglass aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div className="space-y-1">
        <p className="font-bold">{title}</p>
        <p className="text-sm">{text}</p>
        {!isGuest && !monthly && left !== null ? (
          <p className="text-sm font-semibold" suppressHydrationWarning>
            {tc("usage.resetsIn", { time: formatCountdown(left) })}
          </p>
        ) : null}
        {isGuest ? (
          <Link
            to="/login?redirectTo=%2F"
            className="btn-primary mt-2"
            onClick={(e) => {
              // With JavaScript the sign-in opens over the page; without, it is a page.
              e.preventDefault();
              onSignIn();
            }}
          >
            {t("guestPrompt.signIn")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
