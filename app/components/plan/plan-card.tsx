// The shareable plan card: title, the planned day, place, duration, budget, creation
// date, badges, map, "Your Perfect Date Itinerary" with numbered activities, special requests and the
// "Created with love" footer. Rendered off-screen when a plan is shared from the profile.
import { CalendarDays, Heart, MapPin } from "lucide-react";
import { forwardRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { ActivityCard, type HoursStatus } from "~/components/planner/itinerary/activity-card";
import { PlanNotices } from "~/components/planner/itinerary/plan-notices";
import { PlanTags } from "~/components/planner/itinerary/plan-tags";
import { RouteSketch } from "~/components/planner/map/route-sketch";
import type { ActivityView, PlanView } from "~/components/planner/types";
import { formatCreatedDate, formatPlannedDate } from "~/utils/planned-date";
import { formatMoney } from "~/planning/money";

type Props = {
  plan: PlanView;
  hours?: (activity: ActivityView, index: number) => HoursStatus;
  onRecheck?: (activity: ActivityView, index: number) => void;
};

export const PlanCard = forwardRef<HTMLDivElement, Props>(function PlanCard({ plan, hours, onRecheck }, ref) {
  const { t, i18n } = useTranslation();
  const created = formatCreatedDate(plan.createdAt, i18n.language);
  const first = plan.activities[0];
  const statusOf = (a: ActivityView, i: number): HoursStatus =>
    hours?.(a, i) ?? { state: a.verification as HoursStatus["state"], reason: a.verificationReason };
  return (
    <div ref={ref} className="space-y-4 rounded-3xl bg-white p-5 shadow-lg ring-1 ring-violet-100">
      <header className="space-y-2">
        <h1 id="plan-title" className="text-2xl font-extrabold text-violet-950 sm:text-3xl">
          {plan.title}
        </h1>
        <p className="flex items-center gap-1 font-semibold text-violet-900">
          <CalendarDays aria-hidden className="h-4 w-4" />
          <time dateTime={plan.plannedDate} lang={plan.language}>
            {formatPlannedDate(plan.plannedDate, plan.language)}
          </time>
        </p>
        <p className="flex items-center gap-1 text-slate-700">
          <MapPin aria-hidden className="h-4 w-4" /> {plan.location}
        </p>
        <p className="text-sm text-slate-700">
          {t("planDetail.duration", { count: plan.duration })} · {t("planDetail.budget")}:{" "}
          {formatMoney(plan.totalSpend, plan.currency, i18n.language)} · {t("planDetail.created", { date: created })}
        </p>
        <PlanTags vibe={plan.vibe} transportation={plan.transportation} timeSlot={plan.timeSlot} />
      </header>
      {first ? (
        <div className="space-y-1">
          <p className="text-sm text-slate-700">
            <strong>{first.name}</strong>
            {plan.activities.length > 1
              ? ` ${t("planDetail.moreLocations", { count: plan.activities.length - 1 })}`
              : ""}{" "}
            · {t("planDetail.stops", { count: plan.activities.length })}
          </p>
          <RouteSketch stops={plan.activities} location={plan.location} transportation={plan.transportation} />
        </div>
      ) : null}
      <h2 className="text-xl font-bold">{t("planDetail.itineraryHeading")}</h2>
      <PlanNotices notices={plan.notices ?? []} language={plan.language} />
      <ol className="space-y-4">
        {plan.activities.map((activity, index) => (
          <li key={activity.id}>
            <ActivityCard
              activity={activity}
              index={index}
              hours={statusOf(activity, index)}
              onRecheck={onRecheck ? () => onRecheck(activity, index) : undefined}
            />
          </li>
        ))}
      </ol>
      {plan.specialRequests ? (
        <div className="rounded-2xl bg-violet-50 p-4">
          <h2 className="font-bold">{t("planDetail.specialRequests")}</h2>
          <p className="text-slate-700">{plan.specialRequests}</p>
        </div>
      ) : null}
      <CreatedWithLove className="border-t border-violet-100 pt-4" />
    </div>
  );
});

/** The card's sign-off: "Created with love by Amble" and the tagline. */
export function CreatedWithLove({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={`text-center text-sm text-slate-600 ${className}`}>
      <p className="inline-flex items-center gap-1">
        {t("planDetail.createdWithLove")} <Heart aria-hidden className="h-4 w-4 text-rose-500" />{" "}
        <strong>{t("brand.name")}</strong>
      </p>
      <p>{t("brand.tagline")}</p>
    </footer>
  );
}
