// Today's remaining plans for signed-in users, opening on hover or click (a click pins it open, Escape
// closes it) to show the tier and the countdown to the reset. Fixed at the top left only on wide screens,
// where the page's margin has room for it; narrower, it is a small chip in the flow under the header,
// so it never covers headings or text while scrolling.
import { Gauge } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { formatCountdown, todayCounts, todayText, useResetCountdown, useUsage } from "./usage-context";

export function UsageIndicator({ paymentsEnabled }: { paymentsEnabled: boolean }) {
  const { t } = useTranslation();
  const { status } = useUsage();
  const left = useResetCountdown();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const panelId = useId();
  const open = hovered || pinned;
  const { remaining, limit } = todayCounts(status);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setPinned(false);
        setHovered(false);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const today = todayText(status, t);
  return (
    <div className="relative z-30 mx-auto w-full max-w-5xl px-4 pt-3 sm:px-6 xl:fixed xl:left-3 xl:top-20 xl:z-40 xl:mx-0 xl:w-auto xl:max-w-none xl:p-0">
      <div
        className="relative inline-block"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${t("usage.show")}: ${today}`}
          onClick={() => setPinned((p) => !p)}
          className="flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-violet-900 shadow ring-1 ring-violet-200"
        >
          <Gauge aria-hidden className="h-4 w-4" />
          {limit === null ? "∞" : `${remaining ?? "–"}/${limit}`}
        </button>
        {open ? (
          <div
            id={panelId}
            role="region"
            aria-label={t("usage.label")}
            className="absolute left-0 top-full mt-2 w-60 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-violet-100"
          >
            {paymentsEnabled && status ? (
              <p className="font-semibold">
                {t("usage.tier", { tier: t(`tier.${status.subscription.subscriptionTier}`) })}
              </p>
            ) : null}
            <p>{today}</p>
            {left !== null ? (
              <p className="text-slate-600">{t("usage.resetsIn", { time: formatCountdown(left) })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
