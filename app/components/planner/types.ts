// What the planner screen shows: a saved plan, or one whose activities are still streaming in.
import type { ActivityView, PlanView } from "~/models/plans.server";
import type { ActivityDraft } from "~/planning/planner";

export type { ActivityView, PlanView };

/** An activity card's data; streamed drafts have no id yet (and cannot be swapped). */
export type CardActivity = Omit<ActivityView, "id" | "swappedFromId"> & {
  id: string | null;
  swappedFromId: string | null;
};

export function draftToCard(a: ActivityDraft): CardActivity {
  return {
    id: null,
    swappedFromId: null,
    name: a.name,
    emoji: a.emoji,
    time: a.time,
    description: a.description,
    placeName: a.placeName,
    location: a.location,
    coordinates: { lat: a.lat, lng: a.lng },
    category: a.category,
    price: a.price,
    spendEur: a.spendEur,
    recentReview: a.recentReview,
    experienceTip: a.experienceTip,
    bookingTip: a.bookingTip,
    notes: a.notes,
    source: a.source,
    sourceId: a.sourceId,
    openingHours: a.openingHours,
    verification: a.verification,
    verificationReason: a.verificationReason,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
  };
}

/** An error from the plan API, as the client sees it. */
export type PlanError = {
  status: number;
  error: string;
  message: string;
  recentlySuggested?: string[];
  /** Set on "inappropriate-content": the server's moderation verdict, for the right dialog. */
  moderation?: import("~/moderation/classifier").ModerationResult;
};
