// The opening-hours badge on a card: being checked, open for the visit, closed, usual hours only or
// unknown, with "Check again" (a form on the owner's plan page, so it works without JavaScript too).
import { CheckCircle2, HelpCircle, Loader2, RefreshCw, XCircle } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { USUAL_HOURS_REASON } from "~/planning/usual-hours";
import { PageActionForm } from "./page-action-form";

export type HoursStatus = { state: "verifying" | "verified" | "closed" | "unknown" | "failed"; reason?: string | null };

export function HoursBadge({
  status,
  name,
  activityId,
  onRecheck,
}: {
  status: HoursStatus;
  name: string;
  /** The plan's own page: "Check again" posts a form there, so it works without JavaScript too. */
  activityId: string | null;
  onRecheck?: () => void;
}) {
  const { t } = useTranslation("planner");
  const styles = {
    verifying: [
      "tone-quiet",
      <Loader2 key="i" aria-hidden className="h-3.5 w-3.5 animate-spin" />,
      t("hours.verifying"),
    ],
    verified: ["tone-ok", <CheckCircle2 key="i" aria-hidden className="h-3.5 w-3.5" />, t("hours.verified")],
    closed: ["tone-bad", <XCircle key="i" aria-hidden className="h-3.5 w-3.5" />, status.reason || t("hours.closed")],
    failed: ["tone-bad", <XCircle key="i" aria-hidden className="h-3.5 w-3.5" />, t("hours.failed")],
    unknown: [
      "tone-warn",
      <HelpCircle key="i" aria-hidden className="h-3.5 w-3.5" />,
      status.reason === USUAL_HOURS_REASON ? t("hours.usual") : t("hours.unknown"),
    ],
  } as const;
  const [tone, icon, label] = styles[status.state];
  // Elsewhere it needs JavaScript, so it is hidden where scripting is off rather than left dead.
  const recheckButton = (type: "submit" | "button", onClick?: () => void) => (
    <button
      type={type}
      onClick={onClick}
      className={`rounded-full p-1 text-slate-600 hover:bg-slate-100 ${type === "button" ? "noscript:hidden" : ""}`}
      aria-label={t("hours.recheckLabel", { name })}
      title={t("hours.recheck")}
    >
      <RefreshCw aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
  return (
    <span className="inline-flex items-center gap-1">
      <span className={`badge ${tone}`}>
        {icon}
        {label}
      </span>
      {onRecheck && status.state !== "verifying" ? (
        activityId ? (
          <PageActionForm intent="recheck" activityId={activityId} onSubmit={onRecheck} className="inline-flex">
            {recheckButton("submit")}
          </PageActionForm>
        ) : (
          recheckButton("button", onRecheck)
        )
      ) : null}
    </span>
  );
}
