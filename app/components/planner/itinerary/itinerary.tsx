// The itinerary: title, the planned day, tags, who planned it, the map, the activity cards (streaming in
// or saved) and the plan's actions.
import { formatMoney, type Currency } from "~/planning/money";
import { CalendarDays, PlusCircle, Share2, Shuffle } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { useHydrated } from "~/utils/use-hydrated";
import { formatCreatedDate, formatPlannedDate } from "~/utils/planned-date";
import type { PlanNotice } from "~/planning/engine/notices";
import { ActivityCard, type HoursStatus } from "./activity-card";
import { AddPlace } from "./edit/add-place";
import { StopEditBar } from "./edit/stop-edit-bar";
import { UndoEdit } from "./edit/undo-edit";
import type { StopEditing } from "./edit/use-stop-editing";
import { PlanNotices } from "./plan-notices";
import { PlanTags } from "./plan-tags";
import type { SwapControls } from "../actions/use-plan-actions";
import { RouteMap } from "../map/route-map";
import type { CardActivity } from "../types";
import { useShare } from "./use-share";

export type ItineraryPlan = {
  title: string;
  location: string;
  vibe: string;
  transportation: string;
  timeSlot: string;
  writer: string;
  totalSpend: number;
  currency: Currency;
  specialRequests: string;
  /** The plan's language (its texts and notices are written in it). */
  language?: string;
  /** What the plan says plainly; none while it is still streaming in. */
  notices?: readonly PlanNotice[];
  /** The day it is planned for (YYYY-MM-DD in the plan's place); unknown while a "today" plan streams in. */
  plannedDate?: string;
  /** When it was saved (ISO); none while streaming. */
  createdAt?: string;
};

export function Itinerary({
  plan,
  activities,
  expected,
  hours,
  onRecheck,
  onPlanPage,
  swap,
  editing,
  onRegenerate,
  onNewPlan,
  regenerating,
  footer,
}: {
  plan: ItineraryPlan;
  activities: CardActivity[];
  /** While streaming: how many activities are coming (their places are kept free, no layout shift). */
  expected: number | null;
  hours: (activity: CardActivity, index: number) => HoursStatus;
  onRecheck?: (activity: CardActivity, index: number) => void;
  /** A saved plan on its own page, whose action answers the cards' no-JavaScript forms. */
  onPlanPage?: boolean;
  swap: SwapControls | null;
  /** The owner's hand edits on the plan page (move, remove, longer or shorter, add, undo). */
  editing?: StopEditing | null;
  onRegenerate?: () => void;
  onNewPlan?: () => void;
  regenerating?: boolean;
  /** Closes the shared picture (the plan page's "Created with love by"). */
  footer?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("planner");
  const shareRef = useRef<HTMLDivElement>(null);
  const { share, busy: sharing } = useShare();
  const hydrated = useHydrated();
  const streaming = expected !== null && activities.length < expected;
  const writer = plan.writer.startsWith("llm:")
    ? t("itinerary.writtenBy.llm", { model: plan.writer.slice(4) })
    : t("itinerary.writtenBy.builtin");

  return (
    // Busy while cards stream in or an edit is being saved: the plan on screen is about to change.
    <section aria-labelledby="itinerary-title" aria-busy={streaming || Boolean(editing?.busy)} className="space-y-4">
      <div ref={shareRef} className="space-y-4 rounded-3xl bg-violet-50 p-1">
        <header className="card space-y-3">
          <h2 id="itinerary-title" tabIndex={-1} className="text-2xl font-extrabold text-violet-950 sm:text-3xl">
            {plan.title}
          </h2>
          {plan.plannedDate ? (
            <p className="flex items-center gap-1.5 font-semibold text-violet-900">
              <CalendarDays aria-hidden className="h-4 w-4" />
              <time dateTime={plan.plannedDate} lang={plan.language}>
                {formatPlannedDate(plan.plannedDate, plan.language ?? i18n.language)}
              </time>
            </p>
          ) : null}
          <PlanTags vibe={plan.vibe} transportation={plan.transportation} timeSlot={plan.timeSlot} />
          <p className="text-sm text-slate-700">
            {t("itinerary.stops", { count: expected ?? activities.length })} ·{" "}
            {t("itinerary.aboutSpend", {
              amount: formatMoney(plan.totalSpend, plan.currency, i18n.language),
            })}{" "}
            · {writer}
          </p>
          {plan.createdAt ? (
            <p className="text-xs text-slate-600" suppressHydrationWarning>
              {t("itinerary.created", { date: formatCreatedDate(plan.createdAt, i18n.language) })}
            </p>
          ) : null}
        </header>
        <RouteMap stops={activities} location={plan.location} transportation={plan.transportation} />
        <PlanNotices notices={plan.notices ?? []} language={plan.language} />
        {editing ? <UndoEdit editing={editing} /> : null}
        <ol className="space-y-4" aria-label={t("itinerary.label")}>
          {activities.map((activity, index) => (
            <li key={activity.id ?? `draft-${index}`}>
              <ActivityCard
                activity={activity}
                index={index}
                hours={hours(activity, index)}
                onRecheck={onRecheck && activity.id ? () => onRecheck(activity, index) : undefined}
                onPlanPage={onPlanPage}
                swap={
                  swap && activity.id
                    ? {
                        canSwap: swap.canSwap,
                        busy: swap.busyId !== null,
                        onSwap: () => swap.onSwap(activity.id!),
                        onUndo: () => swap.onUndo(activity.id!),
                      }
                    : null
                }
              />
              {editing && activity.id ? (
                <StopEditBar
                  editing={editing}
                  stop={{ ...activity, id: activity.id }}
                  index={index}
                  count={activities.length}
                />
              ) : null}
            </li>
          ))}
          {streaming
            ? Array.from({ length: expected! - activities.length }, (_, i) => (
                <li
                  key={`pending-${i}`}
                  aria-hidden
                  className="h-56 animate-pulse rounded-2xl bg-white/70 ring-1 ring-violet-100"
                />
              ))
            : null}
        </ol>
        {editing ? <AddPlace editing={editing} stops={activities} /> : null}
        {plan.specialRequests ? (
          <div className="card">
            <h3 className="font-bold">{t("itinerary.specialRequests")}</h3>
            <p className="text-slate-700">{plan.specialRequests}</p>
          </div>
        ) : null}
        {footer}
      </div>
      {!hydrated ? (
        <a href="/" className="btn-secondary">
          <PlusCircle aria-hidden className="h-4 w-4" /> {t("itinerary.newPlan")}
        </a>
      ) : onRegenerate || onNewPlan ? (
        <div className="flex flex-wrap gap-2">
          {onRegenerate ? (
            <button type="button" className="btn-primary" onClick={onRegenerate} disabled={streaming || regenerating}>
              <Shuffle aria-hidden className="h-4 w-4" /> {t("itinerary.tryDifferent")}
            </button>
          ) : null}
          {onNewPlan ? (
            <button type="button" className="btn-secondary" onClick={onNewPlan}>
              <PlusCircle aria-hidden className="h-4 w-4" /> {t("itinerary.newPlan")}
            </button>
          ) : null}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => share(shareRef.current, plan.title)}
            disabled={streaming || sharing}
          >
            <Share2 aria-hidden className="h-4 w-4" /> {sharing ? t("itinerary.sharing") : t("itinerary.share")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
