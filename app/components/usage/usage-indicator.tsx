// Today's remaining plans for signed-in users, opening on hover or click (a click pins it open, Escape
// closes it) to show the tier and the countdown to the reset. It sits in the header beside the user menu,
// so it scrolls away with the header and never covers the page.
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
    <div className="relative z-30">
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
          className="chip h-10 gap-1.5 px-3 text-sm font-semibold tabular-nums"
        >
          <Gauge aria-hidden className="h-4 w-4" />
          {limit === null ? "∞" : `${remaining ?? "–"}/${limit}`}
        </button>
        {open ? (
          <div
            id={panelId}
            role="region"
            aria-label={t("usage.label")}
            className="absolute right-0 top-full mt-2 w-60 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-violet-100"
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
