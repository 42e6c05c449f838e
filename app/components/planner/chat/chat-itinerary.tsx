// The newest plan of a chat thread, in full (map, cards, still streaming in): its own chunk, so the chat
// on `/` is ready to type in before the itinerary's code has arrived.
import { spendOfStops } from "~/planning/money";
import { useTranslation } from "~/i18n/translations";
import type { MessagePlan } from "./chat-plans";
import { Itinerary } from "../itinerary/itinerary";
import type { CardActivity } from "../types";
import { useOpeningHours } from "../itinerary/use-opening-hours";

/** The newest plan of the thread, in full. */
export default function ChatItinerary({ plan, activities, total }: MessagePlan) {
  const shown: CardActivity[] = plan ? plan.activities : activities;
  const hours = useOpeningHours(shown, plan?.plannedDate ?? null, Boolean(plan));
  const { t } = useTranslation("planner");
  return (
    <Itinerary
      plan={
        plan ?? {
          title: t("loading.label"),
          location: "",
          vibe: "romantic",
          transportation: "public_transport",
          timeSlot: "evening",
          writer: "builtin",
          ...spendOfStops(activities),
          specialRequests: "",
        }
      }
      activities={shown}
      expected={plan ? null : total}
      hours={hours.statusOf}
      onRecheck={(a, i) => void hours.recheck(a, i)}
      swap={null}
    />
  );
}
