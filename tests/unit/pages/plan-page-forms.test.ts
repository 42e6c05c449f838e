// The plan page's Swap, Undo and "Check again" without JavaScript: each posts a form to the page, which
// uses the same services as the JSON API and comes back to the stop's card.
import { describe, expect, it } from "vitest";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as planAction, loader as planPage } from "~/routes/plan.$planId";
import { call, postPageForm } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const berlin = { location: "Berlin", duration: 4, timeSlot: "evening", plannedDate: "2026-12-01" };

async function ownPlan() {
  const cookie = await sessionCookieFor((await createTestUser()).id);
  const plan = (await call(createPlan, "/api/date-plans", { body: berlin, cookie })).body;
  const open = async (query = "") =>
    (await call(planPage, `/plan/${plan.id}${query}`, { cookie, params: { planId: plan.id } })).body.plan;
  const post = (fields: Record<string, string>) => postPageForm(planAction, `/plan/${plan.id}`, cookie, fields);
  return { plan, open, post };
}

describe("the plan page without JavaScript", () => {
  it("swaps a stop, refuses a second swap with its reason, and Undo gives the swap back", async () => {
    const { plan, open, post } = await ownPlan();
    const target = plan.activities[1];
    const swapped = await post({ intent: "swap", activityId: target.id });
    expect(swapped.status).toBe(303);
    expect(swapped.headers.get("Location")).toBe(`/plan/${plan.id}#activity-1`);
    const after = await open();
    expect(after.activities[1].swappedFromId).toBe(target.id);
    expect(after.swapUsed).toBe(1);

    const second = await post({ intent: "swap", activityId: plan.activities[0].id });
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ error: "swap-limit-reached" });

    const undone = await post({ intent: "undo", activityId: after.activities[1].id });
    expect(undone.status).toBe(303);
    const restored = await open();
    expect(restored.activities[1].id).toBe(target.id);
    expect(restored.swapUsed).toBe(0);
  });

  it("checks a stop's opening hours again and comes back to its card", async () => {
    const { plan, open, post } = await ownPlan();
    const stop = plan.activities[2];
    const checked = await post({ intent: "recheck", activityId: stop.id });
    expect(checked.status).toBe(303);
    const location = checked.headers.get("Location")!;
    expect(location).toBe(`/plan/${plan.id}?checked=${stop.id}#activity-2`);
    const shown = await open(`?checked=${stop.id}`);
    expect(shown.activities[2].verification).toBe("verified");
  });

  it("refuses a stranger and a made-up form", async () => {
    const { plan, post } = await ownPlan();
    const stranger = await sessionCookieFor((await createTestUser()).id);
    const stolen = await postPageForm(planAction, `/plan/${plan.id}`, stranger, {
      intent: "swap",
      activityId: plan.activities[0].id,
    });
    expect(stolen.status).toBe(404);
    expect((await post({ intent: "swap" })).status).toBe(400);
  });
});
