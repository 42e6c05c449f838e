// The profile's daily plan limit card: plans remaining today and the time to the reset.
import { useTranslation } from "~/i18n/translations";
import { formatCountdown, useResetCountdown, useUsage } from "./usage-context";

export function LimitCard() {
  const { t } = useTranslation();
  const { status, failed, refresh } = useUsage();
  const left = useResetCountdown();
  return (
    <section aria-labelledby="limit-title" className="card">
      <h2 id="limit-title" className="text-xl font-bold">
        {t("usage.cardTitle")}
      </h2>
      {!status || failed ? (
        <p className="mt-2 text-slate-700">
          {t("usage.unableToLoad")}{" "}
          <button type="button" className="font-semibold text-violet-800 underline" onClick={() => void refresh()}>
            {t("usage.retry")}
          </button>
        </p>
      ) : (
        <div className="mt-2 space-y-1">
          <p className="text-lg font-semibold">
            {status.dailyRemaining === null
              ? t("usage.unlimited")
              : t("usage.plansRemaining", { count: status.dailyRemaining })}
          </p>
          {!status.canCreatePlan ? (
            <p className="text-sm font-semibold text-amber-800">{t("usage.limitReached")}</p>
          ) : null}
          {left !== null ? (
            <p className="text-sm text-slate-600" suppressHydrationWarning>
              {t("usage.resetsIn", { time: formatCountdown(left) })}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
