// The plan shapes of wire/plans.ts as zod schemas, for plans that come back from somewhere the server does
// not control: a chat's posted history, a conversation saved before its parts were checked. A card is
// rendered only from a plan that passes; the compile-time checks at the bottom keep schema and type as one.
import * as z from "zod";
import { HoursTodaySchema } from "~/planning/hours-today";
import { CURRENCIES } from "~/planning/money";
import { PlanNoticesSchema } from "~/planning/engine/plan-notice";
import { PlacePhotoSchema } from "~/planning/places/place";
import { TRANSPORTS } from "~/planning/request";
import type { ActivityDraft } from "~/planning/activity-draft";
import type { ActivityView, PlanView } from "./plans";

const text = z.string().max(5000);
const id = z.string().max(200);
const coordinates = z.object({ lat: z.number(), lng: z.number() });
const url = z.string().max(2000).nullable();

const activityFields = {
  name: text,
  emoji: z.string().max(20),
  time: text,
  startsAt: text,
  endsAt: text,
  description: text,
  location: text,
  category: text,
  price: text,
  spend: z.number(),
  currency: z.enum(CURRENCIES),
  spendEur: z.number(),
  recentReview: text.nullable(),
  experienceTip: text.nullable(),
  bookingTip: text.nullable(),
  notes: z.array(text).max(50),
  source: text,
  sourceId: text,
  openingHours: text.nullable(),
  travelMinutes: z.number(),
  website: url,
  bookingUrl: url,
  photo: PlacePhotoSchema.nullable(),
  hoursToday: HoursTodaySchema.nullable(),
  priceEstimated: z.boolean().optional(),
};

export const ActivityDraftSchema = z.object({
  ...activityFields,
  position: z.number().int(),
  placeName: text,
  lat: z.number(),
  lng: z.number(),
  verification: z.enum(["verified", "closed", "unknown"]),
  verificationReason: text,
  legMode: z.enum(TRANSPORTS),
  meal: text.nullable(),
  priceLevel: z.number(),
});

export const ActivityViewSchema = z.object({
  ...activityFields,
  id,
  placeName: text.nullable(),
  coordinates,
  verification: text,
  verificationReason: text.nullable(),
  swappedFromId: id.nullable(),
  legMode: text,
  priceLevel: z.number().nullable(),
});

export const PlanViewSchema = z.object({
  id,
  title: text,
  location: text,
  center: coordinates,
  timeZone: text,
  duration: z.number(),
  vibe: text,
  budget: text,
  timeSlot: text,
  transportation: text,
  specialOccasions: z.array(text).max(50),
  preferences: z.array(text).max(50),
  specialRequests: text,
  language: text,
  withKids: z.union([z.literal(0), z.literal(1)]),
  plannedDate: text,
  startsAt: text,
  swapUsed: z.union([z.literal(0), z.literal(1)]),
  isGuestPlan: z.boolean(),
  writer: text,
  totalSpend: z.number(),
  currency: z.enum(CURRENCIES),
  createdAt: text,
  activities: z.array(ActivityViewSchema).max(20),
  notices: PlanNoticesSchema,
});

// Schema and type stay one: each line fails to compile when they drift apart.
true satisfies z.infer<typeof ActivityDraftSchema> extends ActivityDraft ? true : never;
true satisfies ActivityDraft extends z.infer<typeof ActivityDraftSchema> ? true : never;
true satisfies z.infer<typeof ActivityViewSchema> extends ActivityView ? true : never;
true satisfies ActivityView extends z.infer<typeof ActivityViewSchema> ? true : never;
true satisfies z.infer<typeof PlanViewSchema> extends PlanView ? true : never;
true satisfies PlanView extends z.infer<typeof PlanViewSchema> ? true : never;
