// The shapes Amble sends to the browser: plans and their activities as the API and the pages show them,
// and the events of a streamed plan. Shared by server and components, so no component imports a
// server module for a type.
import type { PlanNotice } from "~/planning/engine/notices";
import type { Currency } from "~/planning/money";
import type { ActivityDraft } from "~/planning/activity-draft";

/** An activity as the API shows it: the draft's fields with an id and coordinates as a pair. */
export type ActivityView = Omit<
  ActivityDraft,
  "position" | "lat" | "lng" | "legMode" | "priceLevel" | "meal" | "placeName" | "verification" | "verificationReason"
> & {
  id: string;
  placeName: string | null;
  coordinates: { lat: number; lng: number };
  verification: string;
  verificationReason: string | null;
  /** Set on a replacement: the activity it replaced (undo brings that one back). */
  swappedFromId: string | null;
  /** The leg from the previous stop (0 minutes for the first). */
  travelMinutes: number;
  legMode: string;
  /** Null on activities saved before price levels were kept. */
  priceLevel: number | null;
};

export type PlanView = {
  id: string;
  title: string;
  location: string;
  center: { lat: number; lng: number };
  timeZone: string;
  duration: number;
  vibe: string;
  budget: string;
  timeSlot: string;
  transportation: string;
  specialOccasions: string[];
  preferences: string[];
  specialRequests: string;
  language: string;
  withKids: 0 | 1;
  plannedDate: string;
  startsAt: string;
  swapUsed: 0 | 1;
  isGuestPlan: boolean;
  writer: string;
  /** Spend per person in `currency`, the place's own. */
  totalSpend: number;
  currency: Currency;
  createdAt: string;
  activities: ActivityView[];
  /** What the plan says plainly (a wish it could not meet and why), in both languages. */
  notices: PlanNotice[];
};

export type PlanStage = "finding" | "checking" | "routing" | "writing";
export type PlanEvent =
  | { type: "progress"; stage: PlanStage; percent: number }
  | { type: "activity"; index: number; total: number; activity: ActivityDraft }
  | { type: "plan"; plan: PlanView };
