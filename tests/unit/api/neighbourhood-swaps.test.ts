// A plan asked for in a neighbourhood keeps to it when a stop is swapped and when a new version is made:
// both plan from the saved place, which knows its neighbourhood.
import { describe, expect, it } from "vitest";
import { getViewer } from "~/auth/viewer.server";
import { CatalogSource } from "~/planning/places/catalog";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { revisePlan } from "~/services/revise-plan.server";
import { distanceKm } from "~/planning/travel";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const KREUZBERG = { lat: 52.497, lng: 13.411 };
const catalog = new CatalogSource();

/** Filed under Kreuzberg in the catalog, or within a walk (1.5 km) of its centre. */
async function inKreuzberg(activity: { sourceId: string; coordinates: { lat: number; lng: number } }) {
  const place = await catalog.place(activity.sourceId);
  return place?.neighbourhood === "Kreuzberg" || distanceKm(KREUZBERG, activity.coordinates) <= 1.5;
}

describe("a Kreuzberg plan", () => {
  it("swaps a stop for another in Kreuzberg, and makes its new version there", async () => {
    const cookie = await sessionCookieFor((await createTestUser()).id);
    const made = await call(createPlan, "/api/date-plans", {
      body: { location: "Kreuzberg, Berlin", timeSlot: "evening", duration: 4, plannedDate: "2026-12-02" },
      cookie,
    });
    expect(made.status).toBe(201);
    const planId = made.body.id;

    const swapped = await call(swap, "/swap", {
      method: "POST",
      params: { planId, activityId: made.body.activities[1].id },
      cookie,
    });
    expect(swapped.status).toBe(200);
    const replacement = swapped.body.plan.activities[1];
    expect(replacement.sourceId).not.toBe(made.body.activities[1].sourceId);
    expect(await inKreuzberg(replacement)).toBe(true);

    const viewer = await getViewer(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const revised = await revisePlan(viewer, planId, { budget: "budget_friendly" }, new Date("2026-11-30T10:00:00Z"));
    const inside = await Promise.all(revised.plan.activities.map(inKreuzberg));
    expect(inside.filter(Boolean).length).toBeGreaterThan(inside.length / 2);
  });
});
