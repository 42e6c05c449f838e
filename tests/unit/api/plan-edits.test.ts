// Shaping a saved plan through the API: its owner moves, removes, lengthens and adds stops, each edit
// saved as the plan's next version and undoable; an impossible edit is refused with its reason; nobody
// else may edit, and the plan's swap is not spent. Pinned dates.
import { describe, expect, it } from "vitest";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as edit } from "~/routes/api.date-plans.$planId.edits";
import { addablePlaces } from "~/services/edit-plan.server";
import { getViewer } from "~/auth/viewer.server";
import { action as planPage, loader as planPageData } from "~/routes/plan.$planId";
import { call, postPageForm } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

async function madePlan() {
  const cookie = await sessionCookieFor((await createTestUser()).id);
  const made = await call(createPlan, "/api/date-plans", {
    body: { location: "Berlin", timeSlot: "afternoon", startTime: "13:00", duration: 4, plannedDate: "2026-12-04" },
    cookie,
  });
  expect(made.status).toBe(201);
  return { cookie, plan: made.body };
}

const editOf = (planId: string, cookie: string, body: Record<string, unknown>) =>
  call(edit, `/api/date-plans/${planId}/edits`, { body, params: { planId }, cookie });

const names = (plan: { activities: Array<{ name: string }> }) => plan.activities.map((a) => a.name);

describe("editing a saved plan", () => {
  it("removes a stop, undoes it, and leaves the swap unspent", async () => {
    const { cookie, plan } = await madePlan();
    // The last stop: taking a middle one out may leave lunch next to dessert, which the meals rule refuses.
    const last = plan.activities.length - 1;
    const removed = await editOf(plan.id, cookie, { kind: "remove", activityId: plan.activities[last].id });
    expect(removed.status).toBe(200);
    expect(names(removed.body.plan)).toEqual(names(plan).filter((_, i) => i !== last));
    expect(removed.body.plan.id).toBe(plan.id);
    expect(removed.body.plan.swapUsed).toBe(0);
    expect(removed.body.canUndoEdit).toBe(true);
    const undone = await editOf(plan.id, cookie, { kind: "undo" });
    expect(undone.status).toBe(200);
    expect(names(undone.body.plan)).toEqual(names(plan));
    expect(undone.body.plan.activities.map((a: { startsAt: string }) => a.startsAt)).toEqual(
      plan.activities.map((a: { startsAt: string }) => a.startsAt),
    );
    expect(undone.body.canUndoEdit).toBe(false);
    expect((await editOf(plan.id, cookie, { kind: "undo" })).body.error).toBe("nothing-to-undo");
  });

  it("lengthens a stop by a quarter hour and refuses to shorten one below its shortest visit", async () => {
    const { cookie, plan } = await madePlan();
    const first = plan.activities[0];
    const longer = await editOf(plan.id, cookie, { kind: "resize", activityId: first.id, minutes: 15 });
    if (longer.status === 200) {
      const a = longer.body.plan.activities[0];
      expect(Date.parse(a.endsAt) - Date.parse(a.startsAt)).toBe(
        Date.parse(first.endsAt) - Date.parse(first.startsAt) + 15 * 60_000,
      );
    } else expect(longer.body.error).toBe("edit-refused");
    let current = longer.status === 200 ? longer.body.plan : plan;
    for (let i = 0; i < 20; i++) {
      const shorter = await editOf(plan.id, cookie, {
        kind: "resize",
        activityId: current.activities[0].id,
        minutes: -15,
      });
      if (shorter.status !== 200) {
        expect(shorter.status).toBe(409);
        expect(shorter.body).toMatchObject({ error: "edit-refused", refusal: { code: "too-short" } });
        return;
      }
      current = shorter.body.plan;
    }
    throw new Error("never refused");
  });

  it("moves a stop and adds a suggested place into the gap a removed one left", async () => {
    const { cookie, plan } = await madePlan();
    const moved = await editOf(plan.id, cookie, { kind: "move", activityId: plan.activities[1].id, direction: "down" });
    if (moved.status === 200) expect(names(moved.body.plan)[2]).toBe(plan.activities[1].name);
    else expect(moved.body.refusal.code).toBeTruthy();
    const current = moved.status === 200 ? moved.body.plan : plan;
    const removed = await editOf(plan.id, cookie, { kind: "remove", activityId: current.activities[1].id });
    expect(removed.status).toBe(200);
    const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
    const places = await addablePlaces(await getViewer(request), plan.id, 1, "");
    expect(places.length).toBeGreaterThan(0);
    const added = await editOf(plan.id, cookie, { kind: "add", sourceId: places[0].sourceId, position: 1 });
    expect(added.status).toBe(200);
    expect(names(added.body.plan)[1]).toBe(places[0].name);
    const again = await editOf(plan.id, cookie, { kind: "add", sourceId: places[0].sourceId, position: 0 });
    expect(again.body).toMatchObject({ error: "edit-refused", refusal: { code: "already-in-plan" } });
  });

  it("lets nobody else edit the plan, and reads a bad edit as a bad request", async () => {
    const { plan, cookie } = await madePlan();
    const stranger = await sessionCookieFor((await createTestUser()).id);
    const refused = await editOf(plan.id, stranger, { kind: "remove", activityId: plan.activities[0].id });
    expect(refused.status).toBe(404);
    const bad = await editOf(plan.id, cookie, { kind: "resize", activityId: plan.activities[0].id, minutes: 40 });
    expect(bad.status).toBe(400);
  });

  it("works without JavaScript: the page's forms edit, refuse with the reason, offer places and undo", async () => {
    const { cookie, plan } = await madePlan();
    const path = `/plan/${plan.id}`;
    const removed = await postPageForm(planPage, path, cookie, {
      intent: "edit",
      kind: "remove",
      activityId: plan.activities[1].id,
      target: plan.activities[1].id,
    });
    expect(removed.status).toBe(303);
    // Back at the stop that took the removed one's place, not at the top of the plan.
    expect(removed.headers.get("Location")).toBe(`${path}#stop-2`);
    const page = await call(planPageData, `${path}?add=1`, { params: { planId: plan.id }, cookie });
    expect(names(page.body.plan)).toEqual(names(plan).filter((_, i) => i !== 1));
    expect(page.body.editing).toEqual({ canUndoEdit: true });
    expect(page.body.adding.places.length).toBeGreaterThan(0);
    const first = page.body.plan.activities[0];
    const refused = await postPageForm(planPage, path, cookie, {
      intent: "edit",
      kind: "move",
      activityId: first.id,
      direction: "up",
      target: first.id,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ intent: "edit", target: first.id, refusal: { code: "edge" } });
    expect((await postPageForm(planPage, path, cookie, { intent: "edit", kind: "undo", target: "undo" })).status).toBe(
      303,
    );
    const after = await call(planPageData, path, { params: { planId: plan.id }, cookie });
    expect(names(after.body.plan)).toEqual(names(plan));
  });
});
