// Plans through the API with PLACES_SOURCE=osm, against loopback Overpass and Nominatim fakes.
import { describe, expect, it } from "vitest";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as rateLimitStatus } from "~/routes/api.rate-limit-status";
import { call } from "../../helpers/routes";
import { onlinePlacesFor } from "../../helpers/online-places";
import { pinToday } from "../../helpers/today";

pinToday();

const online = onlinePlacesFor("osm");

const plan = (body: Record<string, unknown>) =>
  call(createPlan, "/api/date-plans", {
    body: { timeSlot: "evening", day: "tomorrow", duration: 2, ...body },
    cookie: online.cookie,
  });

describe("plans from OpenStreetMap", () => {
  it("plans with OSM places, hours unknown where OSM has none", async () => {
    const res = await plan({ location: "Berlin" });
    expect(res.status).toBe(201);
    expect(res.body.activities.length).toBeGreaterThan(0);
    for (const a of res.body.activities) {
      expect(a.source).toBe("osm");
      expect(a.sourceId).toMatch(/^osm:(node|way|relation)\/\d+$/);
      expect(a.verification).not.toBe("closed");
      if (a.openingHours === null) expect(a.verification).toBe("unknown");
    }
    expect(online.overpass.requests[0].headers["user-agent"]).toBe("Amble/0.1 (+http://localhost:3000)");
  });

  it("geocodes a town the gazetteer lacks through Nominatim", async () => {
    const res = await plan({ location: "Hallstatt", transportation: "car" });
    // Found (not "unknown-location"), but the Berlin fixture has no places near it.
    expect(res.body.error).toBe("no-places-available");
    expect(online.nominatim.requests[0].query.get("q")).toBe("Hallstatt");
    expect(new URLSearchParams(online.overpass.requests.at(-1)!.body).get("data")).toContain("47.56221,13.64928");
  });

  it("still plans from cached places when Overpass is down, and answers 503 where nothing is cached", async () => {
    online.overpass.mode = "error";
    try {
      expect((await plan({ location: "Berlin" })).status).toBe(201);
      const res = await plan({ location: "Potsdam" });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: "places-unavailable",
        message: "Places can't be looked up right now. Please try again in a few minutes.",
      });
      // Two plans made in this file; the refused ones (no places, provider down) were given back.
      expect(
        (await call(rateLimitStatus, "/api/rate-limit-status", { cookie: online.cookie })).body.dailyRemaining,
      ).toBe(3);
    } finally {
      online.overpass.mode = "up";
    }
  });
});
