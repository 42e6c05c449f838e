// What the planner screen shows: a saved plan, or one whose activities are still streaming in.
import type { ActivityView, PlanView } from "~/wire/plans";
import type { ActivityDraft } from "~/planning/activity-draft";

export type { ActivityView, PlanView };

/** An activity card's data; streamed drafts have no id yet (and cannot be swapped). */
export type CardActivity = Omit<ActivityView, "id" | "swappedFromId"> & {
  id: string | null;
  swappedFromId: string | null;
};

export function draftToCard(a: ActivityDraft): CardActivity {
  // Drafts carry planning details the cards do not show; the rest maps one to one.
  const { lat, lng, position: _position, meal: _meal, ...shown } = a;
  return { ...shown, id: null, swappedFromId: null, coordinates: { lat, lng } };
}

/** An error from the plan API, as the client sees it. */
export type PlanError = {
  status: number;
  error: string;
  message: string;
  recentlySuggested?: string[];
  /** Set on "inappropriate-content": the server's moderation verdict, for the right dialog. */
  moderation?: import("~/moderation/result").ModerationResult;
};
