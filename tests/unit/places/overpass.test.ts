// The OpenStreetMap source through its real HTTP client, against a loopback Overpass fake.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { planViolations } from "~/planning/invariants";
import { memoryCache } from "~/integrations/places/http";
import { OverpassSource, type OverpassOptions } from "~/integrations/places/overpass";
import { PlacesUnavailableError, type Place } from "~/planning/places/place";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { createPlaceCache } from "~/services/place-cache.server";
import type { Fake } from "../../fakes/http";
import { startOverpass } from "../../fakes/places";

const BERLIN = { center: { lat: 52.52, lng: 13.405 }, radiusKm: 5, timeZone: "Europe/Berlin", country: "DE" };
const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";

let overpass: Fake;
beforeAll(async () => {
  overpass = await startOverpass();
});
afterAll(() => overpass.close());
afterEach(() => {
  overpass.mode = "up";
  overpass.drops = 0;
  overpass.requests.length = 0;
});

const source = (options: Partial<OverpassOptions> = {}) =>
  new OverpassSource({ url: `${overpass.url}/api/interpreter`, userAgent: USER_AGENT, minIntervalMs: 0, ...options });

const byName = (places: Place[], name: string) => places.find((p) => p.name === name);

describe("OverpassSource.candidates", () => {
  it("asks Overpass politely for named places around the centre", async () => {
    await source().candidates(BERLIN);
    expect(overpass.requests).toHaveLength(1);
    const [request] = overpass.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/api/interpreter");
    expect(request.headers["user-agent"]).toBe(USER_AGENT);
    const query = new URLSearchParams(request.body).get("data")!;
    expect(query).toMatch(/^\[out:json\]\[timeout:\d+\];/);
    expect(query).toContain('nwr["amenity"="restaurant"]["name"](around:5000,52.52000,13.40500);');
    expect(query).toContain("museum|gallery");
    expect(query).toContain("out center");
  });

  it("maps OSM elements to places, keeping opening_hours as they are or null", async () => {
    const places = await source().candidates(BERLIN);
    expect(byName(places, "Zur letzten Instanz")).toMatchObject({
      source: "osm",
      sourceId: "osm:node/271445190",
      category: "restaurant",
      lat: 52.5171,
      lng: 13.4138,
      address: "Waisenstraße 14-16, 10179 Berlin",
      neighbourhood: "Mitte",
      openingHours: "Mo-Sa 12:00-23:00; Su 12:00-22:00",
      priceLevel: 2,
      spend: 35,
      meals: ["lunch", "dinner"],
      bookingAdvised: true,
      // What OSM states (cuisine=german), never more.
      description: { en: "German cuisine.", de: "Deutsche Küche." },
      tags: ["local-cuisine"],
      priceEstimated: true,
      tip: null,
      country: "DE",
      timeZone: "Europe/Berlin",
    });
    // Cheap cuisines are priced as quick eats.
    expect(byName(places, "Curry 36")).toMatchObject({ category: "restaurant", priceLevel: 1, spend: 15 });
    // A way, located by its centre; no hours, no address tags.
    expect(byName(places, "Volkspark Friedrichshain")).toMatchObject({
      sourceId: "osm:way/4417296",
      category: "park",
      lat: 52.5283,
      lng: 13.4333,
      openingHours: null,
      setting: "outdoor",
      spend: 0,
      address: "Volkspark Friedrichshain",
    });
    expect(byName(places, "Markthalle Neun")).toMatchObject({ sourceId: "osm:relation/2980045", category: "market" });
    // Silent on hours: a bar's usual evening hours, marked as a guess.
    expect(byName(places, "Monkey Bar")).toMatchObject({ category: "bar", kids: false });
    expect(byName(places, "Monkey Bar")!.openingHours).toMatch(/^Mo-Th 18:00-24:00 unknown "usual hours"/);
    expect(byName(places, "Berghain")).toMatchObject({ category: "club", openingHours: "Fr,Sa 23:00-08:00" });
    // The cinema is mapped twice in OSM (building and node): one place.
    expect(places.filter((p) => p.name === "Kino International")).toHaveLength(1);
    // Private gardens and shops are not places to visit.
    expect(byName(places, "Hofgarten (privat)")).toBeUndefined();
    expect(byName(places, "Hofladen")).toBeUndefined();
  });

  it("answers a repeated search from the database cache without a second request", async () => {
    const cache = createPlaceCache(24 * 3_600_000);
    const first = await source({ cache }).candidates(BERLIN);
    const second = await source({ cache }).candidates(BERLIN);
    expect(overpass.requests).toHaveLength(1);
    expect(second).toEqual(first);
    const row = await db.placeCache.findFirst({ where: { key: { startsWith: "osm:around:52.520,13.405:5000" } } });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it("plans from stale cached places while Overpass is down, and fails clearly without them", async () => {
    const cache = createPlaceCache(0); // everything is stale at once
    const query = { ...BERLIN, center: { lat: 52.51, lng: 13.4 } };
    const fresh = await source({ cache }).candidates(query);
    overpass.mode = "error";
    expect(await source({ cache }).candidates(query)).toEqual(fresh);
    expect(overpass.requests).toHaveLength(2); // it did try the provider first

    const failure = await source()
      .candidates(query)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlacesUnavailableError);
    expect(failure).toMatchObject({ code: "places-unavailable", provider: "overpass" });
    expect((failure as Error).message).toMatch(/can't be looked up right now/);
  });

  it("asks once more when the connection is closed under a query, and only once", async () => {
    overpass.drops = 1;
    expect((await source().candidates(BERLIN)).length).toBeGreaterThan(0);
    expect(overpass.requests).toHaveLength(2);

    overpass.requests.length = 0;
    overpass.drops = 2;
    await expect(source().candidates(BERLIN)).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(overpass.requests).toHaveLength(2);
  });

  it("gives up after its timeout", async () => {
    overpass.mode = "hang";
    const started = Date.now();
    await expect(source({ timeoutMs: 300 }).candidates(BERLIN)).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("OverpassSource.place", () => {
  it("looks a place up by its OSM id, then remembers it", async () => {
    const osm = source({ cache: memoryCache() });
    const park = await osm.place("osm:way/4417296");
    expect(park).toMatchObject({ name: "Volkspark Friedrichshain", timeZone: "Europe/Berlin", country: "DE" });
    expect(new URLSearchParams(overpass.requests[0].body).get("data")).toContain("way(id:4417296);out center;");
    await osm.place("osm:way/4417296");
    expect(overpass.requests).toHaveLength(1);
  });

  it("answers null for foreign ids without asking, and while Overpass is down", async () => {
    expect(await source().place("berlin-curry-36")).toBeNull();
    expect(await source().place("osm:node/1;out;")).toBeNull();
    expect(overpass.requests).toHaveLength(0);
    overpass.mode = "error";
    expect(await source().place("osm:node/271445190")).toBeNull();
  });
});

describe("a plan from OpenStreetMap places", () => {
  const now = new Date("2026-12-01T08:00:00Z");
  const requests: PlanRequestInput[] = [
    { location: "Berlin", timeSlot: "evening", duration: 3, plannedDate: "2026-12-04" },
    { location: "Berlin", timeSlot: "afternoon", duration: 4, plannedDate: "2026-12-05", vibe: "chill" },
    { location: "Kreuzberg, Berlin", timeSlot: "evening", duration: 2, plannedDate: "2026-12-03", language: "de" },
  ];

  it.each(requests)("keeps every promise: %o", async (input) => {
    const osm = source({ cache: memoryCache() });
    const known = new Map<string, Place>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const plan = await createPlan({ request: PlanRequestSchema.parse(input), now, seed, source: osm });
      for (const p of await osm.candidates({ ...BERLIN, radiusKm: 30 })) known.set(p.sourceId, p);
      expect(planViolations(plan, (id) => known.get(id))).toEqual([]);
      expect(plan.activities.length).toBeGreaterThan(0);
      for (const a of plan.activities) {
        expect(a.source).toBe("osm");
        if (a.openingHours === null || a.openingHours.includes('unknown "usual hours"')) {
          expect(a.verification).toBe("unknown");
        }
        expect(a.description).not.toMatch(/null|undefined/);
      }
    }
  });

  it("marks a place without opening hours 'unknown' and says so", async () => {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      timeSlot: "afternoon",
      duration: 3,
      vibe: "chill",
      specialRequests: "park",
      // A free park is what a cheap afternoon wants; pricier bands trade it for spend.
      budget: "budget_friendly",
      plannedDate: "2026-12-05",
    });
    const plan = await createPlan({ request, now, seed: 7, source: source({ cache: memoryCache() }) });
    const park = plan.activities.find((a) => a.name === "Volkspark Friedrichshain");
    expect(park).toMatchObject({ openingHours: null, verification: "unknown" });
    expect(park!.notes).toContain("Opening hours unknown – check before you go.");
    expect(park!.description).toContain("Volkspark Friedrichshain");
    expect(park!.experienceTip).toBeNull();
  });
});
