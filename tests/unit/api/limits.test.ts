// Plan limits are counted race-free on the server, refunded on failure, and hold for guests without cookies.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { resetTimeMs } from "~/models/limits.server";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as rateLimitStatus } from "~/routes/api.rate-limit-status";
import { loader as subscriptionPlans } from "~/routes/api.subscription-plans";
import { loader as paymentStatus } from "~/routes/api.payment-status";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const berlin = { location: "Berlin", duration: 2, plannedDate: "2026-12-03" };

describe("plan limits", () => {
  it("lets exactly 5 of 50 concurrent requests through for a free user", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(createPlan, "/api/date-plans", { body: berlin, cookie })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(45);
    expect(results.find((r) => r.status === 403)?.body).toMatchObject({
      error: "daily-limit-reached",
      message: "Daily plan limit reached",
    });
    expect(await db.datePlan.count({ where: { userId: user.id } })).toBe(5);

    const status = await call(rateLimitStatus, "/api/rate-limit-status", { cookie });
    expect(status.body).toMatchObject({
      dailyRemaining: 0,
      monthlyRemaining: 55,
      canCreatePlan: false,
      maxDurationHours: 6,
      subscription: { subscriptionTier: "free" },
      plan: { planName: "free", dailyPlanLimit: 5 },
    });
    expect(status.body.resetTimeMs).toBeGreaterThan(0);
    expect(status.body.resetTimeMs).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("does not use up a plan when generation fails", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const failed = await call(createPlan, "/api/date-plans", { body: { ...berlin, location: "Rome" }, cookie });
    expect(failed.status).toBe(422);
    const status = await call(rateLimitStatus, "/api/rate-limit-status", { cookie });
    expect(status.body.dailyRemaining).toBe(5);
  });

  it("refuses a guest's second plan even after they clear their cookies", async () => {
    const fingerprint = "ua:test|1280x720|Europe/Berlin|de-DE";
    const headers = { "x-client-ip": "198.51.100.7" };
    const first = await call(createPlan, "/api/date-plans", { body: { ...berlin, fingerprint }, headers });
    expect(first.status).toBe(201);
    const second = await call(createPlan, "/api/date-plans", { body: { ...berlin, fingerprint }, headers }); // no cookie sent
    expect(second.status).toBe(403);
    expect(second.body.error).toBe("guest-limit-reached");
  });

  it("never locks out another guest on another network for sharing a common fingerprint", async () => {
    const fingerprint = "ua:common-phone|390x844|Europe/Berlin|de-DE";
    const mine = await call(createPlan, "/api/date-plans", {
      body: { ...berlin, fingerprint },
      headers: { "x-client-ip": "198.51.100.21" },
    });
    expect(mine.status).toBe(201);
    const someoneElse = await call(createPlan, "/api/date-plans", {
      body: { ...berlin, fingerprint },
      headers: { "x-client-ip": "203.0.113.44" },
    });
    expect(someoneElse.status).toBe(201);
  });

  it("resets at midnight in Berlin", () => {
    const justBefore = new Date("2026-11-22T22:59:00Z"); // 23:59 in Berlin
    expect(resetTimeMs(justBefore)).toBe(60_000);
  });

  it("serves the plans and says payments are off", async () => {
    const plans = await call(subscriptionPlans, "/api/subscription-plans");
    expect(plans.body.map((p: { planName: string }) => p.planName)).toEqual(["free", "premium"]);
    expect(plans.body[1]).toMatchObject({ priceMonthly: 599, maxDurationHours: 8, dailyPlanLimit: null });
    expect((await call(paymentStatus, "/api/payment-status")).body).toEqual({ paymentsEnabled: false });
  });
});
