// Plans through the API with PLACES_SOURCE=auto: the catalog in its cities, OpenStreetMap (loopback fakes
// of Overpass and Nominatim) in other towns, and the covered cities named while OpenStreetMap is down.
import { afterEach, describe, expect, it } from "vitest";
import { action as createPlan } from "~/routes/api.date-plans";
import { call } from "../../helpers/routes";
import { onlinePlacesFor } from "../../helpers/online-places";
import { pinToday } from "../../helpers/today";

pinToday();

const online = onlinePlacesFor("auto");
afterEach(() => {
  online.overpass.mode = online.nominatim.mode = "up";
});

const plan = (body: Record<string, unknown>) =>
  call(createPlan, "/api/date-plans", {
    body: { timeSlot: "evening", day: "tomorrow", duration: 2, ...body },
    cookie: online.cookie,
  });

describe("plans with PLACES_SOURCE=auto", () => {
  it("plans a neighbourhood of a catalog city from the catalog, offline", async () => {
    const res = await plan({ location: "Friedrichshain Berlin" });
    expect(res.status).toBe(201);
    expect(res.body.center).toEqual({ lat: 52.515, lng: 13.454 }); // Friedrichshain's, not Berlin's
    for (const a of res.body.activities) expect(a.source).toBe("catalog");
    expect(online.overpass.requests).toHaveLength(0);
    expect(online.nominatim.requests).toHaveLength(0);
  });

  it("names the covered cities for Köln while OpenStreetMap is down, in the plan's language", async () => {
    online.overpass.mode = "error";
    const en = await plan({ location: "Köln", language: "en" });
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      error: "not-covered",
      message:
        "Amble doesn't have places for Köln yet. It plans in Berlin, Munich, Hamburg, Vienna, Zurich, London, Paris, and New York.",
    });
    const de = await plan({ location: "Cologne, Germany", language: "de" });
    expect(de.status).toBe(422);
    expect(de.body.message).toBe(
      "Für Köln hat Amble noch keine Orte. Bisher plant Amble in Berlin, München, Hamburg, Wien, Zürich, London, Paris und New York.",
    );
    expect(online.overpass.requests.length).toBeGreaterThan(0);
  });

  it("plans Köln from OpenStreetMap when it answers", async () => {
    const res = await plan({ location: "Köln" });
    expect(res.status).toBe(201);
    expect(res.body.center).toEqual({ lat: 50.9333, lng: 6.95 });
    expect(res.body.activities.length).toBeGreaterThan(0);
    for (const a of res.body.activities) expect(a.sourceId).toMatch(/^osm:(node|way|relation)\/\d+$/);
    const query = new URLSearchParams(online.overpass.requests.at(-1)!.body).get("data");
    expect(query).toContain("(around:8000,50.93330,6.95000)");
  });

  it("geocodes a town the gazetteer lacks through Nominatim", async () => {
    const res = await plan({ location: "Hallstatt", transportation: "car" });
    // Found (not "unknown-location"); the fixtures have no places there.
    expect(res.body.error).toBe("no-places-available");
    expect(online.nominatim.requests.at(-1)!.query.get("q")).toBe("Hallstatt");
  });

  it("says it couldn't find text nobody knows while Nominatim is down", async () => {
    online.nominatim.mode = "error";
    const res = await plan({ location: "Qwertzuiopville" });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("unknown-location");
  });
});
