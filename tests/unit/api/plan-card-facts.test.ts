// What a card needs to check a place travels with the plan: each activity's price level, website and
// booking page (as the catalog has them), its hours that day and the leg from the stop before, returned
// on creation, saved and read back; swaps and streamed drafts carry them too.
import { describe, expect, it } from "vitest";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as getPlan } from "~/routes/api.date-plans.$planId";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { loader as placePhoto } from "~/routes/api.place-photo";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const CATALOG = new Map(CATALOG_CITIES.flatMap((c) => c.places.map((p) => [p.id, p])));
// An afternoon of museums in Berlin: the catalog knows most of their websites.
const MUSEUMS = {
  location: "Berlin",
  duration: 4,
  timeSlot: "afternoon",
  plannedDate: "2026-12-02",
  specialRequests: "museum",
};

type Activity = {
  id: string;
  sourceId: string;
  priceLevel: number | null;
  website: string | null;
  bookingUrl: string | null;
  photo: unknown;
  hoursToday: { date: string; timeZone: string; allDay: boolean; ranges: [string, string][] } | null;
  travelMinutes: number;
  legMode: string;
  startsAt: string;
};

function expectCatalogFacts(activities: Activity[]) {
  for (const [i, a] of activities.entries()) {
    const place = CATALOG.get(a.sourceId)!;
    expect(a.priceLevel, a.sourceId).toBe(place.priceLevel);
    expect(a.website, a.sourceId).toBe(place.website ?? null);
    expect(a.bookingUrl, a.sourceId).toBe(place.bookingUrl ?? null);
    // Catalog places have no photos.
    expect(a.photo).toBeNull();
    // Every catalog place has hours: those of the visit's day, in Berlin, and open at the visit.
    expect(a.hoursToday, a.sourceId).toMatchObject({ date: "2026-12-02", timeZone: "Europe/Berlin" });
    const start = new Date(a.startsAt).toLocaleTimeString("en-GB", {
      timeZone: "Europe/Berlin",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(
      a.hoursToday!.allDay || a.hoursToday!.ranges.some(([from, to]) => from <= start && (to < from || start < to)),
      `${a.sourceId} at ${start}: ${JSON.stringify(a.hoursToday)}`,
    ).toBe(true);
    expect(["walking", "bike", "public_transport", "car"]).toContain(a.legMode);
    if (i === 0) expect(a.travelMinutes).toBe(0);
    else expect(a.travelMinutes).toBeGreaterThan(0);
  }
}

describe("card facts of a plan", () => {
  it("are returned with a new plan, saved and read back", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const made = await call(createPlan, "/api/date-plans", { body: MUSEUMS, cookie });
    expect(made.status).toBe(201);
    const activities = made.body.activities as Activity[];
    expectCatalogFacts(activities);
    expect(activities.some((a) => a.website)).toBe(true);
    const read = await call(getPlan, `/api/date-plans/${made.body.id}`, { cookie, params: { planId: made.body.id } });
    expect(read.body.activities).toEqual(activities);
  });

  it("come with a swapped-in activity too", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const made = await call(createPlan, "/api/date-plans", { body: MUSEUMS, cookie });
    const [first] = made.body.activities as Activity[];
    const swapped = await call(swap, "/api/date-plans/x/activities/y/swap", {
      method: "POST",
      cookie,
      params: { planId: made.body.id, activityId: first.id },
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.plan.activities[0].sourceId).not.toBe(first.sourceId);
    expectCatalogFacts(swapped.body.plan.activities);
  });

  it("have no photos without a Google key", async () => {
    const res = await call(placePhoto, "/api/place-photo?ref=places/ChIJVbR4QNBRqEcRX7Gv3p9Z0kM/photos/AciIO2dG");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("photo-not-found");
  });
});
