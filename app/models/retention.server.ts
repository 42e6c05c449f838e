// Keeps what the privacy policy promises: unclaimed guest plans go after 30 days, expired sessions and
// sign-in codes soon after they end, guest identifiers and old usage counters once limits no longer need
// them. Runs at start and every few hours; deleting is idempotent, so several instances may all run it.
import { db } from "~/db/client.server";

const DAY = 24 * 3600_000;
export const GUEST_PLAN_DAYS = 30;
export const RETENTION_INTERVAL_MS = 6 * 3600_000;

export async function applyRetention(now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const [guestPlans, sessions, codes, guests, counters] = await Promise.all([
    db.datePlan.deleteMany({ where: { userId: null, createdAt: { lt: before(GUEST_PLAN_DAYS) } } }),
    db.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.signInCode.deleteMany({ where: { createdAt: { lt: before(1) } } }),
    db.guestQuota.deleteMany({ where: { updatedAt: { lt: before(GUEST_PLAN_DAYS) } } }),
    // Day counters matter for a day and month counters for a month; keep two months of either.
    db.usageCounter.deleteMany({
      where: { period: { lt: `day:${before(62).toISOString().slice(0, 10)}`, startsWith: "day:" } },
    }),
  ]);
  const months = await db.usageCounter.deleteMany({
    where: { period: { lt: `month:${before(62).toISOString().slice(0, 7)}`, startsWith: "month:" } },
  });
  // Hour counters (sign-in sends and guesses, photo lookups per address) matter for their hour only.
  const hours = await db.usageCounter.deleteMany({
    where: { period: { lt: `hour:${before(1).toISOString().slice(0, 13)}`, startsWith: "hour:" } },
  });
  return {
    guestPlans: guestPlans.count,
    sessions: sessions.count,
    signInCodes: codes.count,
    guestIdentifiers: guests.count,
    usageCounters: counters.count + months.count + hours.count,
  };
}
