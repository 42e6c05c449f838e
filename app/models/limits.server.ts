// Plan quotas, counted race-free: one atomic SQL statement per counter inserts or increments only while
// under the limit and returns the new count (SQLite and PostgreSQL both speak this ON CONFLICT form).
// Signed-in users: per day and per month from their SubscriptionPlan row. Guests: one plan per device,
// remembered under a signed cookie id, a coarse fingerprint with the IP, the IP's cookie-less devices and
// (as a back-stop) the IP, all hashed (docs/decisions/0010-guest-identity-and-limits.md).
import type { RateLimitStatus, SubscriptionPlanView } from "~/wire/usage";
import { identifierHash } from "~/utils/identifier-hash.server";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { countUnderLimit, uncount } from "~/models/counters.server";
import { addDays, localDate, zonedInstant } from "~/planning/time";
import { ServiceError } from "~/utils/errors";

export type { RateLimitStatus };

/** What the quotas need to know about who is asking; auth's Viewer is one. */
export type QuotaHolder = {
  user: { id: string } | null;
  guestKey: string | null;
  entitlements: {
    tier: "guest" | "free" | "premium";
    maxDurationHours: number;
    plan: SubscriptionPlanView | null;
  };
};

export type Reservation =
  | { kind: "user"; subject: string; periods: string[] }
  | { kind: "guest"; identifiers: string[] }
  | null;

export type GuestIdentity = {
  guestKey: string | null;
  /** The guest cookie was made by this request: the client brought none (cleared, or never keeps one). */
  newDevice?: boolean;
  fingerprint?: string | null;
  ip?: string | null;
};

export function usageDay(now = new Date()): string {
  return localDate(now, config().limitsTimeZone);
}

/** Milliseconds until the plan counters reset: midnight in the limits' time zone. */
export function resetTimeMs(now = new Date()): number {
  const zone = config().limitsTimeZone;
  return zonedInstant(addDays(localDate(now, zone), 1), 0, 0, zone).getTime() - now.getTime();
}

const periodsFor = (now: Date) => ({ day: `day:${usageDay(now)}`, month: `month:${usageDay(now).slice(0, 7)}` });

async function claimGuestSlot(identifier: string, kind: string, limit: number): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ plansUsed: number | bigint }>>`
    INSERT INTO "GuestQuota" ("identifier", "kind", "plansUsed", "createdAt", "updatedAt")
    VALUES (${identifier}, ${kind}, 1, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)
    ON CONFLICT ("identifier") DO UPDATE SET "plansUsed" = "GuestQuota"."plansUsed" + 1, "updatedAt" = CURRENT_TIMESTAMP
    WHERE "GuestQuota"."plansUsed" < ${limit}
    RETURNING "plansUsed"`;
  return rows.length > 0;
}

async function releaseGuestSlot(identifier: string) {
  await db.$executeRaw`UPDATE "GuestQuota" SET "plansUsed" = "plansUsed" - 1 WHERE "identifier" = ${identifier} AND "plansUsed" > 0`;
}

/**
 * One plan per device (GUEST_PLANS_PER_DEVICE); several people may share one address (a café, an
 * office), so the IP back-stop allows a few guest plans a day (GUEST_PLANS_PER_IP_PER_DAY).
 */
function guestIdentifiers(identity: GuestIdentity, now: Date): Array<{ id: string; kind: string; limit: number }> {
  const { perDevice, perIpPerDay } = config().guestPlans;
  const out: Array<{ id: string; kind: string; limit: number }> = [];
  if (identity.guestKey) out.push({ id: `cookie:${identity.guestKey}`, kind: "cookie", limit: perDevice });
  // A fingerprint is coarse (many phones of one model, language and zone share it), so it only counts
  // together with the address: it catches cleared cookies on the same network, never locks out a
  // device class (docs/decisions/0010-guest-identity-and-limits.md).
  if (identity.fingerprint && identity.ip) {
    out.push({
      id: `fingerprint:${identifierHash("fingerprint", `${identity.fingerprint}|${identity.ip}`)}`,
      kind: "fingerprint",
      limit: perDevice,
    });
  }
  // The planner page gives every browser its guest cookie before it plans, so a plan without one comes
  // from a client that keeps none (a script, a cleared browser). Whatever fingerprint it sends, the
  // cookie-less devices of one address share one device's allowance a day.
  if (identity.newDevice && identity.ip) {
    out.push({
      id: `new-device:${identifierHash("ip", identity.ip)}:${usageDay(now)}`,
      kind: "new-device",
      limit: perDevice,
    });
  }
  if (identity.ip) {
    out.push({
      id: `ip:${identifierHash("ip", identity.ip)}:${usageDay(now)}`,
      kind: "ip",
      limit: perIpPerDay,
    });
  }
  return out;
}

const guestLimit = () =>
  new ServiceError(403, "guest-limit-reached", "You've used your free guest plan. Sign in to keep planning.");

/** Counts one plan for the viewer, or throws the spec's limit error. Give it back with refundPlan. */
export async function reservePlan(
  viewer: QuotaHolder,
  identity: GuestIdentity = { guestKey: viewer.guestKey },
  now = new Date(),
): Promise<Reservation> {
  if (!viewer.user) {
    const claimed: string[] = [];
    for (const { id, kind, limit } of guestIdentifiers(identity, now)) {
      if (!(await claimGuestSlot(id, kind, limit))) {
        await Promise.all(claimed.map(releaseGuestSlot));
        throw guestLimit();
      }
      claimed.push(id);
    }
    return { kind: "guest", identifiers: claimed };
  }
  const plan = viewer.entitlements.plan;
  const subject = `user:${viewer.user.id}`;
  const { day, month } = periodsFor(now);
  const counted: string[] = [];
  const refundAll = () => Promise.all(counted.map((p) => uncount(subject, p)));
  if (plan?.dailyPlanLimit != null) {
    if ((await countUnderLimit(subject, day, plan.dailyPlanLimit)) === null)
      throw new ServiceError(403, "daily-limit-reached", "Daily plan limit reached");
    counted.push(day);
  }
  if (plan?.monthlyPlanLimit != null) {
    if ((await countUnderLimit(subject, month, plan.monthlyPlanLimit)) === null) {
      await refundAll();
      throw new ServiceError(403, "monthly-limit-reached", "Monthly plan limit reached");
    }
    counted.push(month);
  }
  return { kind: "user", subject, periods: counted };
}

/** Gives back a reservation whose plan was not made. */
export async function refundPlan(reservation: Reservation): Promise<void> {
  if (!reservation) return;
  if (reservation.kind === "guest") await Promise.all(reservation.identifiers.map(releaseGuestSlot));
  else await Promise.all(reservation.periods.map((p) => uncount(reservation.subject, p)));
}

/** GET /api/rate-limit-status; null remaining means unlimited. */
export async function rateLimitStatus(
  viewer: QuotaHolder,
  identity: GuestIdentity = { guestKey: viewer.guestKey },
  now = new Date(),
): Promise<RateLimitStatus> {
  const { entitlements } = viewer;
  const base = { maxDurationHours: entitlements.maxDurationHours, resetTimeMs: resetTimeMs(now) };
  if (!viewer.user) {
    const ids = guestIdentifiers(identity, now);
    const rows = ids.length
      ? await db.guestQuota.findMany({ where: { identifier: { in: ids.map((i) => i.id) } } })
      : [];
    const used = ids.some((i) => (rows.find((r) => r.identifier === i.id)?.plansUsed ?? 0) >= i.limit);
    return {
      ...base,
      dailyRemaining: used ? 0 : 1,
      monthlyRemaining: used ? 0 : 1,
      plan: null,
      canCreatePlan: !used,
      subscription: { subscriptionTier: "free" },
    };
  }
  const plan = entitlements.plan!;
  const subject = `user:${viewer.user.id}`;
  const { day, month } = periodsFor(now);
  const counters = await db.usageCounter.findMany({ where: { subject, period: { in: [day, month] } } });
  const used = (period: string) => counters.find((c) => c.period === period)?.count ?? 0;
  const dailyRemaining = plan.dailyPlanLimit == null ? null : Math.max(0, plan.dailyPlanLimit - used(day));
  const monthlyRemaining = plan.monthlyPlanLimit == null ? null : Math.max(0, plan.monthlyPlanLimit - used(month));
  return {
    ...base,
    dailyRemaining,
    monthlyRemaining,
    plan,
    canCreatePlan: dailyRemaining !== 0 && monthlyRemaining !== 0,
    subscription: { subscriptionTier: entitlements.tier === "premium" ? "premium" : "free" },
  };
}
