// The itinerary of a plan's actions: the saved plan, or the one streaming in (a new plan, a regeneration),
// whose cards arrive one by one under a draft header made from the request.
import { spendOfStops } from "~/planning/money";
import { useTranslation } from "~/i18n/translations";
import type { PlanRequest } from "~/planning/request";
import { useStopEditing } from "./edit/use-stop-editing";
import { Itinerary, type ItineraryPlan } from "./itinerary";
import type { CardActivity } from "../types";
import { useOpeningHours } from "./use-opening-hours";
import type { PlanActions } from "../actions/use-plan-actions";

export function LiveItinerary({
  actions,
  request,
  onRegenerate,
  onNewPlan,
  footer,
}: {
  actions: PlanActions;
  /** What was asked for, to head the plan while it streams in. */
  request: Partial<PlanRequest> | null;
  onRegenerate?: () => void;
  onNewPlan?: () => void;
  /** Shown at the end of the shared picture (the plan page's "Created with love by"). */
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation("planner");
  const { plan, stream, swap } = actions;
  const loading = stream.phase === "loading";
  const streamed = loading ? stream.activities.filter(Boolean) : [];
  // While a new plan streams in (a regeneration too), its cards replace the old ones.
  const saved = loading ? null : plan;
  const activities: CardActivity[] = saved ? saved.activities : streamed;
  const hours = useOpeningHours(activities, saved?.plannedDate ?? null, Boolean(saved));
  // Only its owner edits a saved plan, on its own page (the swap controls say who may change it).
  const editing = useStopEditing(saved && swap ? saved : null, actions.setPlan);
  const draft: ItineraryPlan = {
    title: t("loading.label"),
    location: request?.location ?? plan?.location ?? "",
    vibe: request?.vibe ?? plan?.vibe ?? "romantic",
    transportation: request?.transportation ?? plan?.transportation ?? "public_transport",
    timeSlot: request?.timeSlot ?? plan?.timeSlot ?? "evening",
    writer: "builtin",
    ...spendOfStops(streamed),
    specialRequests: request?.specialRequests ?? plan?.specialRequests ?? "",
    plannedDate: request?.plannedDate ?? plan?.plannedDate,
    language: request?.language ?? plan?.language,
  };
  return (
    <Itinerary
      plan={saved ?? draft}
      activities={activities}
      expected={loading ? stream.total : null}
      hours={hours.statusOf}
      onRecheck={(a, i) => void hours.recheck(a, i)}
      onPlanPage={Boolean(saved)}
      swap={saved ? swap : null}
      editing={editing}
      onRegenerate={onRegenerate}
      regenerating={loading}
      onNewPlan={onNewPlan}
      footer={footer}
    />
  );
}
