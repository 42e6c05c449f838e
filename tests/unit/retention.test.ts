import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applyRetention } from "~/models/retention.server";
import { createTestUser } from "./../helpers/users";

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000);

function planData(extra: Record<string, unknown>) {
  return {
    title: "t",
    location: "Berlin",
    locationLat: 52.5,
    locationLng: 13.4,
    timeZone: "Europe/Berlin",
    duration: 2,
    vibe: "fun",
    budget: "moderate",
    timeSlot: "evening",
    transportation: "walking",
    specialOccasions: [],
    preferences: [],
    language: "en",
    plannedDate: "2026-01-01",
    startsAt: new Date(),
    writer: "builtin",
    seed: 1,
    ...extra,
  };
}

describe("retention, as the privacy policy says", () => {
  it("deletes unclaimed guest plans after 30 days and keeps everything a user owns", async () => {
    const user = await createTestUser();
    const oldGuest = await db.datePlan.create({
      data: planData({ guestKey: "g", isGuestPlan: true, createdAt: daysAgo(31) }),
    });
    const newGuest = await db.datePlan.create({
      data: planData({ guestKey: "g", isGuestPlan: true, createdAt: daysAgo(2) }),
    });
    const oldOwned = await db.datePlan.create({ data: planData({ userId: user.id, createdAt: daysAgo(400) }) });
    await db.session.create({ data: { userId: user.id, expiresAt: daysAgo(1) } });
    const live = await db.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 3600_000) } });
    await db.usageCounter.create({ data: { subject: `user:${user.id}`, period: "day:2020-01-01", count: 3 } });
    const thisHour = `hour:${new Date().toISOString().slice(0, 13)}`;
    await db.usageCounter.create({ data: { subject: "ip:198.51.100.7", period: "hour:2020-01-01T10", count: 9 } });
    await db.usageCounter.create({ data: { subject: "ip:198.51.100.7", period: thisHour, count: 2 } });

    const removed = await applyRetention();
    expect(removed.guestPlans).toBeGreaterThanOrEqual(1);
    expect(await db.datePlan.findUnique({ where: { id: oldGuest.id } })).toBeNull();
    expect(await db.datePlan.findUnique({ where: { id: newGuest.id } })).not.toBeNull();
    expect(await db.datePlan.findUnique({ where: { id: oldOwned.id } })).not.toBeNull();
    expect(await db.session.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ id: live.id }),
    ]);
    expect(await db.usageCounter.count({ where: { period: "day:2020-01-01" } })).toBe(0);
    // An address's hourly counts go once their hour is long past; the current hour's stay.
    expect(await db.usageCounter.count({ where: { period: "hour:2020-01-01T10" } })).toBe(0);
    expect(await db.usageCounter.count({ where: { period: thisHour } })).toBe(1);
  });
});
