// Plans in the database, and their JSON form for the API.
import { CURRENCIES, isEstimatedPrice, type Currency } from "~/planning/money";
import type * as z from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/db/client.server";
import { insertAll, newId } from "~/db/hot-path.server";
import { PlanNoticesSchema } from "~/planning/engine/notices";
import { HoursTodaySchema } from "~/planning/hours-today";
import { PlacePhotoSchema } from "~/planning/places/place";
import type { ActivityDraft } from "~/planning/activity-draft";
import type { PlanDraft } from "~/planning/planner";
import { ServiceError } from "~/utils/errors";
import type { ActivityView, PlanView } from "~/wire/plans";

export type { ActivityView, PlanView };

export const withActivities = {
  activities: { where: { active: true }, orderBy: { position: "asc" } },
} satisfies Prisma.DatePlanInclude;

export type PlanRow = Prisma.DatePlanGetPayload<{ include: typeof withActivities }>;

/** A guarded write found the plan changed since it was read (a swap, an undo or another version). */
export const planChanged = () =>
  new ServiceError(409, "conflict", "This plan was just changed in another tab or request. Reload it and try again.");
type ActivityRow = PlanRow["activities"][number];

/** A JSON text column read back through its schema; null when empty or no longer in that shape. */
function storedJson<T>(text: string | null, schema: z.ZodType<T>): T | null {
  if (!text) return null;
  try {
    return schema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

const strings = (value: Prisma.JsonValue): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

function activityView(a: ActivityRow, currency: Currency): ActivityView {
  return {
    id: a.id,
    name: a.name,
    emoji: a.emoji,
    time: a.time,
    description: a.description,
    placeName: a.placeName,
    location: a.location,
    coordinates: { lat: a.lat, lng: a.lng },
    category: a.category,
    price: a.price,
    spend: a.spend ?? a.spendEur,
    currency,
    spendEur: a.spendEur,
    recentReview: a.recentReview,
    experienceTip: a.experienceTip,
    bookingTip: a.bookingTip,
    notes: strings(a.notes),
    source: a.source,
    sourceId: a.sourceId,
    openingHours: a.openingHours,
    verification: a.verification,
    verificationReason: a.verificationReason,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    swappedFromId: a.swappedFromId,
    travelMinutes: a.travelMinutes,
    legMode: a.legMode,
    priceLevel: a.priceLevel,
    website: a.website,
    bookingUrl: a.bookingUrl,
    photo: storedJson(a.photo, PlacePhotoSchema),
    hoursToday: storedJson(a.hoursToday, HoursTodaySchema),
    priceEstimated: isEstimatedPrice(a.source, a.spendEur),
  };
}

/** `swapsAllowed` null means unlimited; 0 means none (guests). */
export function planView(plan: PlanRow, swapsAllowed: number | null): PlanView {
  const currency = (CURRENCIES as readonly string[]).includes(plan.currency) ? (plan.currency as Currency) : "EUR";
  return {
    id: plan.id,
    title: plan.title,
    location: plan.location,
    center: { lat: plan.locationLat, lng: plan.locationLng },
    timeZone: plan.timeZone,
    duration: plan.duration,
    vibe: plan.vibe,
    budget: plan.budget,
    timeSlot: plan.timeSlot,
    transportation: plan.transportation,
    specialOccasions: strings(plan.specialOccasions),
    preferences: strings(plan.preferences),
    specialRequests: plan.specialRequests,
    language: plan.language,
    withKids: plan.withKids ? 1 : 0,
    plannedDate: plan.plannedDate,
    startsAt: plan.startsAt.toISOString(),
    swapUsed: swapsAllowed !== null && plan.swapCount >= swapsAllowed ? 1 : 0,
    isGuestPlan: plan.isGuestPlan,
    writer: plan.writer,
    totalSpend: plan.activities.reduce((s, a) => s + (a.spend ?? a.spendEur), 0),
    currency,
    createdAt: plan.createdAt.toISOString(),
    activities: plan.activities.map((a) => activityView(a, currency)),
    notices: PlanNoticesSchema.parse(plan.notices ?? []),
  };
}

export function activityData(a: ActivityDraft) {
  return {
    position: a.position,
    name: a.name,
    emoji: a.emoji,
    time: a.time,
    startsAt: new Date(a.startsAt),
    endsAt: new Date(a.endsAt),
    description: a.description,
    placeName: a.placeName,
    location: a.location,
    lat: a.lat,
    lng: a.lng,
    category: a.category,
    price: a.price,
    spend: Math.round(a.spend),
    spendEur: Math.round(a.spendEur),
    recentReview: a.recentReview,
    experienceTip: a.experienceTip,
    bookingTip: a.bookingTip,
    notes: a.notes,
    source: a.source,
    sourceId: a.sourceId,
    openingHours: a.openingHours,
    verification: a.verification,
    verificationReason: a.verificationReason,
    meal: a.meal,
    travelMinutes: a.travelMinutes,
    legMode: a.legMode,
    priceLevel: a.priceLevel,
    website: a.website,
    bookingUrl: a.bookingUrl,
    // JSON as text: one column type that SQLite and PostgreSQL, Prisma and the raw inserts all write alike.
    photo: a.photo ? JSON.stringify(a.photo) : null,
    hoursToday: a.hoursToday ? JSON.stringify(a.hoursToday) : null,
  };
}

export type PlanOwner = { userId: string } | { guestKey: string };

/**
 * Saves a whole plan at once: the plan and every activity, or nothing (app/db/hot-path.server.ts). The saved
 * rows are returned as written, without reading them back.
 */
export async function savePlan(draft: PlanDraft, owner: PlanOwner): Promise<PlanRow> {
  const r = draft.request;
  const { activities: _, ...plan } = draft;
  const id = newId();
  const row: Omit<PlanRow, "activities"> = {
    id,
    userId: "userId" in owner ? owner.userId : null,
    guestKey: "guestKey" in owner ? owner.guestKey : null,
    isGuestPlan: !("userId" in owner),
    shareToken: null,
    revokedShareToken: null,
    title: plan.title,
    location: plan.location,
    locationLat: plan.center.lat,
    locationLng: plan.center.lng,
    timeZone: plan.timeZone,
    country: plan.country,
    currency: plan.currency,
    duration: r.duration,
    vibe: r.vibe,
    budget: r.budget,
    timeSlot: r.timeSlot,
    transportation: r.transportation,
    specialOccasions: r.specialOccasions,
    preferences: r.preferences,
    specialRequests: r.specialRequests,
    language: r.language,
    withKids: r.withKids,
    plannedDate: plan.plannedDate,
    startsAt: new Date(plan.startsAt),
    swapCount: 0,
    writer: plan.writer,
    seed: plan.seed,
    notices: plan.notices,
    editUndo: null,
    createdAt: new Date(),
  };
  const activities: ActivityRow[] = draft.activities.map((a) => ({
    id: newId(),
    planId: id,
    active: true,
    swappedFromId: null,
    ...activityData(a),
  }));
  await insertAll([
    { table: "DatePlan", rows: [row] },
    { table: "Activity", rows: activities },
  ]);
  return { ...row, activities };
}

/** The plan if this owner may see it; someone else's plan looks exactly like a missing one. */
export async function findOwnedPlan(
  planId: string,
  owner: { userId?: string; guestKey?: string },
): Promise<PlanRow | null> {
  const ors: Prisma.DatePlanWhereInput[] = [];
  if (owner.userId) ors.push({ userId: owner.userId });
  if (owner.guestKey) ors.push({ guestKey: owner.guestKey, userId: null });
  if (!ors.length) return null;
  return db.datePlan.findFirst({ where: { id: planId, OR: ors }, include: withActivities });
}

export async function reloadPlan(planId: string): Promise<PlanRow> {
  return db.datePlan.findUniqueOrThrow({ where: { id: planId }, include: withActivities });
}

export async function recentPlans(userId: string, take: number) {
  return db.datePlan.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take, include: withActivities });
}
