// A plan opened from its read-only link (/shared/:token): the itinerary, map and cards as its owner sees
// them, with nothing that changes the plan or tells who made it, and the calendar file to take it along.
import { useNavigate } from "@remix-run/react";
import { Eye } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { SharedPlanView } from "~/wire/shared-plan";
import { CreatedWithLove } from "~/components/plan/plan-card";
import { Itinerary } from "./itinerary/itinerary";
import { CalendarLink } from "./itinerary/take-it-with-you";
import { useOpeningHours } from "./itinerary/use-opening-hours";

export function SharedPlanScreen({ plan, calendarHref }: { plan: SharedPlanView; calendarHref: string }) {
  const { t } = useTranslation("sharing");
  const navigate = useNavigate();
  const hours = useOpeningHours(plan.activities, plan.plannedDate, true);
  return (
    <div className="mx-auto max-w-2xl space-y-4 pt-2">
      <h1 className="sr-only">{t("shared.heading")}</h1>
      <p className="flex items-center gap-2 rounded-2xl bg-white/95 px-4 py-3 text-sm text-slate-700 ring-1 ring-violet-100">
        <Eye aria-hidden className="h-4 w-4 shrink-0 text-violet-800" /> {t("shared.readOnly")}
      </p>
      <Itinerary
        plan={plan}
        activities={plan.activities}
        expected={null}
        hours={hours.statusOf}
        onRecheck={(activity, index) => void hours.recheck(activity, index)}
        swap={null}
        // The reader's own plan, from a fresh planner.
        onNewPlan={() => navigate("/")}
        footer={<CreatedWithLove className="pb-2" />}
      />
      <section aria-labelledby="take-along-title" className="card space-y-4">
        <h3 id="take-along-title" className="text-lg font-bold text-violet-950">
          {t("shared.takeAlong")}
        </h3>
        <CalendarLink href={calendarHref} />
      </section>
    </div>
  );
}
