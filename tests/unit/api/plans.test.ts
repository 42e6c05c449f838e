import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as getPlan } from "~/routes/api.date-plans.$planId";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { action as undo } from "~/routes/api.date-plans.$planId.activities.$activityId.undo";
import { loader as swapHistory } from "~/routes/api.date-plans.$planId.swap-history";
import { action as verifyHours } from "~/routes/api.verify-opening-hours";
import { loader as currentDate } from "~/routes/api.current-date";
import { call, cookieOf } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const berlin = { location: "Berlin", duration: 4, timeSlot: "evening", plannedDate: "2026-12-01" };

async function signedIn() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookieFor(user.id) };
}

describe("POST /api/date-plans", () => {
  it("creates and saves a grounded plan for a signed-in user", async () => {
    const { user, cookie } = await signedIn();
    const res = await call(createPlan, "/api/date-plans", { body: berlin, cookie });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      location: "Berlin",
      duration: 4,
      vibe: "romantic",
      withKids: 0,
      swapUsed: 0,
      isGuestPlan: false,
      writer: "builtin",
    });
    expect(res.body.activities.length).toBeGreaterThanOrEqual(3);
    for (const a of res.body.activities) {
      expect(a).toMatchObject({ source: "catalog", verification: "verified" });
      expect(a.sourceId).toMatch(/^berlin-/);
      expect(a.openingHours).toBeTruthy();
    }
    const saved = await db.datePlan.findUnique({ where: { id: res.body.id }, include: { activities: true } });
    expect(saved?.userId).toBe(user.id);
    expect(saved?.activities).toHaveLength(res.body.activities.length);
  });

  it("refuses bad input with a 400 naming each field, and saves nothing", async () => {
    const before = await db.datePlan.count();
    const res = await call(createPlan, "/api/date-plans", { body: { location: " ", vibe: "spicy", duration: 99 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid-request");
    expect(Object.keys(res.body.fields).sort()).toEqual(["duration", "location", "vibe"]);
    expect(await db.datePlan.count()).toBe(before);
  });

  it("refuses a blocked special request on the server even when the browser's check is bypassed", async () => {
    const before = await db.datePlan.count();
    const res = await call(createPlan, "/api/date-plans", { body: { ...berlin, specialRequests: "k 1 l l someone" } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: "inappropriate-content", message: "Inappropriate Content Detected" });
    expect(await db.datePlan.count()).toBe(before);
  });

  it("answers malformed JSON with a clear 400", async () => {
    const res = await call(createPlan, "/api/date-plans", { raw: "{not json" });
    expect(res).toMatchObject({ status: 400, body: { error: "invalid-json" } });
  });

  it("says clearly when a place is unknown or not covered", async () => {
    const res = await call(createPlan, "/api/date-plans", { body: { location: "Rome" } });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("not-covered");
    expect(res.body.message).toContain("Berlin");
  });

  it("keeps guests to 4 hours and gives them a guest cookie", async () => {
    const tooLong = await call(createPlan, "/api/date-plans", { body: { ...berlin, duration: 6 } });
    expect(tooLong.status).toBe(403);
    expect(tooLong.body.message).toBe("Duration exceeds subscription limit");
    const ok = await call(createPlan, "/api/date-plans", { body: { ...berlin, duration: 3 } });
    expect(ok.status).toBe(201);
    expect(ok.body.isGuestPlan).toBe(true);
    expect(ok.headers.get("Set-Cookie")).toMatch(/amble_guest=/);
  });

  it("lets guests regenerate only after signing in", async () => {
    const guest = await call(createPlan, "/api/date-plans", { body: { ...berlin, duration: 2 } });
    const again = await call(createPlan, "/api/date-plans", {
      body: { ...berlin, duration: 2, previousPlanId: guest.body.id },
      cookie: cookieOf(guest.headers),
    });
    expect(again).toMatchObject({ status: 403, body: { error: "sign-in-required" } });
  });
});

describe("plan access", () => {
  it("shows a plan to its owner only; others get the same 404 as a missing plan", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const plan = (await call(createPlan, "/api/date-plans", { body: berlin, cookie: owner.cookie })).body;
    const mine = await call(getPlan, `/api/date-plans/${plan.id}`, {
      cookie: owner.cookie,
      params: { planId: plan.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(plan.id);
    const theirs = await call(getPlan, `/api/date-plans/${plan.id}`, {
      cookie: other.cookie,
      params: { planId: plan.id },
    });
    const missing = await call(getPlan, "/api/date-plans/nope", { cookie: other.cookie, params: { planId: "nope" } });
    expect(theirs).toMatchObject({ status: 404, body: { error: "plan-not-found", message: "Plan not found" } });
    expect(theirs.body).toEqual(missing.body);
  });

  it("lets a guest see the plan they made in this browser", async () => {
    const made = await call(createPlan, "/api/date-plans", { body: { ...berlin, duration: 2 } });
    const seen = await call(getPlan, `/api/date-plans/${made.body.id}`, {
      cookie: cookieOf(made.headers),
      params: { planId: made.body.id },
    });
    expect(seen.status).toBe(200);
    const stranger = await call(getPlan, `/api/date-plans/${made.body.id}`, { params: { planId: made.body.id } });
    expect(stranger.status).toBe(404);
  });
});

describe("swap and undo", () => {
  it("swaps one activity once per plan, records it, and undo restores the original and gives the swap back", async () => {
    const { cookie } = await signedIn();
    const plan = (await call(createPlan, "/api/date-plans", { body: berlin, cookie })).body;
    const target = plan.activities[1];
    const params = { planId: plan.id, activityId: target.id };

    const swapped = await call(swap, "/swap", { method: "POST", cookie, params });
    expect(swapped.status).toBe(200);
    const replacement = swapped.body.plan.activities[1];
    expect(swapped.body.swappedActivity).toBe(replacement.name);
    expect(replacement.sourceId).not.toBe(target.sourceId);
    expect(plan.activities.map((a: { sourceId: string }) => a.sourceId)).not.toContain(replacement.sourceId);
    expect(replacement.swappedFromId).toBe(target.id);
    expect(replacement.verification).not.toBe("closed");
    expect(Date.parse(replacement.startsAt)).toBeGreaterThanOrEqual(Date.parse(plan.activities[0].endsAt));
    expect(Date.parse(replacement.endsAt)).toBeLessThanOrEqual(Date.parse(plan.activities[2].startsAt));
    expect(swapped.body.plan.swapUsed).toBe(1);

    const second = await call(swap, "/swap", {
      method: "POST",
      cookie,
      params: { planId: plan.id, activityId: plan.activities[0].id },
    });
    expect(second).toMatchObject({
      status: 403,
      body: { error: "swap-limit-reached", message: "Only 1 swap per plan allowed" },
    });

    const history = await call(swapHistory, "/history", { cookie, params: { planId: plan.id } });
    expect(history.body).toEqual([{ activityId: target.id }]);

    const undone = await call(undo, "/undo", {
      method: "POST",
      cookie,
      params: { planId: plan.id, activityId: replacement.id },
    });
    expect(undone.status).toBe(200);
    expect(undone.body.restoredActivity).toBe(target.name);
    expect(undone.body.plan.activities[1].id).toBe(target.id);
    // The undone swap is given back: the plan can be swapped again, to a place not offered before.
    expect(undone.body.plan.swapUsed).toBe(0);
    const again = await call(swap, "/swap", { method: "POST", cookie, params });
    expect(again.status).toBe(200);
    expect(again.body.plan.swapUsed).toBe(1);
    expect(again.body.plan.activities[1].sourceId).not.toBe(replacement.sourceId);
  });

  it("refuses swaps on guest plans and on other people's plans", async () => {
    const guestPlan = await call(createPlan, "/api/date-plans", { body: { ...berlin, duration: 2 } });
    const res = await call(swap, "/swap", {
      method: "POST",
      cookie: cookieOf(guestPlan.headers),
      params: { planId: guestPlan.body.id, activityId: guestPlan.body.activities[0].id },
    });
    expect(res).toMatchObject({ status: 403, body: { error: "sign-in-required" } });

    const owner = await signedIn();
    const other = await signedIn();
    const plan = (await call(createPlan, "/api/date-plans", { body: berlin, cookie: owner.cookie })).body;
    const stolen = await call(swap, "/swap", {
      method: "POST",
      cookie: other.cookie,
      params: { planId: plan.id, activityId: plan.activities[0].id },
    });
    expect(stolen.status).toBe(404);
  });
});

describe("opening hours and dates", () => {
  it("verifies an activity against its source's hours", async () => {
    const res = await call(verifyHours, "/api/verify-opening-hours", {
      body: {
        activity: { sourceId: "berlin-berliner-fernsehturm", time: "11:00 AM – 12:00 PM" },
        plannedDate: "2026-12-01",
        activityDurationHours: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isVerified: true, openingHours: expect.any(String) });
    const late = await call(verifyHours, "/api/verify-opening-hours", {
      body: { activity: { sourceId: "berlin-berliner-fernsehturm", time: "11:30 PM" }, plannedDate: "2026-12-01" },
    });
    expect(late.body.isVerified).toBe(false);
    expect(late.body.status).toBe("closed");
  });

  it("gives today and tomorrow in the place's zone", async () => {
    const res = await call(currentDate, "/api/current-date?location=New%20York");
    expect(res.body.timeZone).toBe("America/New_York");
    expect(res.body.tomorrow > res.body.today).toBe(true);
  });
});
