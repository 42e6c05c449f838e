// Concurrent swaps and undos of one activity: one of them wins, the others are told the plan just changed
// (409 conflict, or a 4xx saying the activity is no longer there), and the plan stays whole: one active
// activity per position, the swap history and the swap count matching what happened.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { action as undo } from "~/routes/api.date-plans.$planId.activities.$activityId.undo";
import { call } from "../../helpers/routes";
import { createTestUser, premiumUserCookie, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const berlin = { location: "Berlin", duration: 4, timeSlot: "evening", plannedDate: "2026-12-01" };

async function planOf(cookie: string) {
  const made = await call(createPlan, "/api/date-plans", { body: berlin, cookie });
  expect(made.status).toBe(201);
  return made.body as { id: string; activities: { id: string }[] };
}

/** The plan as stored: active activities by position. */
async function activeActivities(planId: string) {
  return db.activity.findMany({ where: { planId, active: true }, orderBy: { position: "asc" } });
}

function expectOneWinner(results: { status: number; body: { error?: string } }[]) {
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  for (const loser of results.filter((r) => r.status !== 200)) {
    expect(loser.status).toBeGreaterThanOrEqual(400);
    expect(loser.status).toBeLessThan(500);
    expect(["conflict", "activity-not-found", "nothing-to-undo"]).toContain(loser.body.error);
  }
}

describe("concurrent swaps and undos", () => {
  it("lets one of three concurrent undos of a swap restore the original; the others are refused", async () => {
    const cookie = await sessionCookieFor((await createTestUser()).id);
    const plan = await planOf(cookie);
    const target = plan.activities[1];
    const swapped = await call(swap, "/swap", {
      method: "POST",
      cookie,
      params: { planId: plan.id, activityId: target.id },
    });
    expect(swapped.status).toBe(200);
    const replacement = swapped.body.plan.activities[1].id as string;

    const params = { planId: plan.id, activityId: replacement };
    const undos = await Promise.all([1, 2, 3].map(() => call(undo, "/undo", { method: "POST", cookie, params })));
    // Which loser message comes depends on timing: a loser that reads the plan after the winner commits
    // finds the replacement gone (activity-not-found); one that read it before gets the 409.
    expectOneWinner(undos);

    const active = await activeActivities(plan.id);
    expect(active.map((a) => a.id)).toEqual(plan.activities.map((a) => a.id));
    expect(await db.activity.count({ where: { id: replacement } })).toBe(0);
  });

  it("lets one of three concurrent swaps of an activity through for a premium user", async () => {
    const cookie = await premiumUserCookie();
    const plan = await planOf(cookie);
    const target = plan.activities[1];
    const params = { planId: plan.id, activityId: target.id };
    const swaps = await Promise.all([1, 2, 3].map(() => call(swap, "/swap", { method: "POST", cookie, params })));
    expectOneWinner(swaps);

    const active = await activeActivities(plan.id);
    expect(active.map((a) => a.position)).toEqual(plan.activities.map((_a, i) => i));
    expect(active[1].swappedFromId).toBe(target.id);
    const stored = await db.datePlan.findUniqueOrThrow({ where: { id: plan.id } });
    expect(stored.swapCount).toBe(1);
    expect(await db.swapHistory.count({ where: { planId: plan.id } })).toBe(1);
    expect(await db.activity.count({ where: { planId: plan.id } })).toBe(plan.activities.length + 1);
  });
});
