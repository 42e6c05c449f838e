// What OpenStreetMap (and Google Places) say of a place in a town beyond the catalog (the Mosel around
// Kröv; tests/fakes/fixtures/OSM-SOURCES.md), read through the real clients against loopback servers: the
// place's character, cuisines, usual hours where OSM is silent, estimated prices. The plans themselves are
// checked in osm-town-plans.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import type { Place } from "~/planning/places/place";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { KROEV, now, osmServers } from "./osm-town-check";

const { source, google } = osmServers();
const byName = (places: Place[], name: string) => places.find((p) => p.name === name)!;

describe("what OpenStreetMap says, read into the place", () => {
  let places: Place[];
  beforeAll(async () => {
    places = await source().candidates(KROEV);
  });

  it("knows a sports bar is no date and a winery no place for children", () => {
    const sports = byName(places, "Cocos Café & Sportsbar");
    expect(sports).toMatchObject({ category: "bar", kids: false, occasions: [] });
    expect(sports.vibes).not.toContain("romantic");
    const winery = byName(places, "Weingut Hugo Hower");
    expect(winery).toMatchObject({ category: "restaurant", kids: false });
    expect(winery.tags).toContain("wine");
    expect(winery.description).toEqual({
      en: "Wine from its own estate, step-free.",
      de: "Wein vom eigenen Weingut, stufenlos zugänglich.",
    });
    // cuisine=buschenschank: a wine tavern, not a café.
    expect(byName(places, "Vinothek Royal")).toMatchObject({ category: "bar", kids: false });
  });

  it("reads cuisines, diets, outdoor seating and access, also from a name that says pizzeria", () => {
    expect(byName(places, "Pizzeria Calabria").tags).toContain("pizza");
    expect(byName(places, "Römerkeller").tags).toContain("italian");
    expect(byName(places, "Klostermühle Siebenborn")).toMatchObject({
      description: {
        en: "German, Italian and regional cuisine, with outdoor seating.",
        de: "Deutsche, italienische und regionale Küche, mit Plätzen draußen.",
      },
    });
    const vegetarian = places.filter((p) => p.tags?.includes("vegetarian"));
    expect(vegetarian.length).toBeGreaterThan(0);
    expect(byName(places, "Brauhaus Kloster Machern").tags).toEqual(
      expect.arrayContaining(["outdoor-seating", "step-free"]),
    );
  });

  it("serves ice cream as dessert, never breakfast", () => {
    const parlour = byName(places, "Marcellos Eiseck");
    expect(parlour).toMatchObject({ category: "dessert", meals: [] });
    expect(parlour.openingHours).toMatch(/Oct-Mar Mo-Su 13:00-18:00 unknown "usual hours"/);
  });

  it("gives pubs without hours the usual evening hours, marked as a guess, and keeps stated hours", () => {
    expect(byName(places, "Im Spundloch").openingHours).toBe(
      'Mo-Th 16:00-24:00 unknown "usual hours"; Fr,Sa 16:00-01:00 unknown "usual hours"; Su 15:00-23:00 unknown "usual hours"',
    );
    expect(byName(places, "Römerkeller").openingHours).toMatch(/^Mo 17:00-23:30; We/);
  });

  it("marks prices it guessed from the kind of place", () => {
    const restaurants = places.filter((p) => p.category === "restaurant");
    expect(restaurants.every((p) => p.priceEstimated)).toBe(true);
  });

  it("keeps every place near the start, however many lie further out", async () => {
    const fixtures = await import("../../fakes/fixtures/overpass-mosel.json");
    const near = fixtures.elements.filter(
      (e) =>
        e.tags.amenity === "restaurant" &&
        e.tags.name &&
        Math.hypot((e.lat! - KROEV.center.lat) * 111, (e.lon! - KROEV.center.lng) * 71.6) < 0.6,
    );
    expect(near.length).toBeGreaterThan(3);
    const ids = new Set(places.map((p) => p.sourceId));
    for (const e of near) expect(ids, e.tags.name).toContain(`osm:node/${e.id}`);
  });
});

describe("what Google Places says, read into the place", () => {
  it("reads character and amenities from Google's types and fields", async () => {
    const { places, close } = await google();
    try {
      const found = await places.candidates({ ...KROEV, radiusKm: 5 });
      const winery = found.find((p) => p.name === "Weingut Jörg Beth")!;
      expect(winery).toMatchObject({ category: "bar", kids: false, priceEstimated: true });
      expect(winery.tags).toContain("wine");
      expect(found.find((p) => p.name === "Römerkeller")!.tags).toContain("italian");
      expect(found.find((p) => p.name === "Im Spundloch")!.openingHours).toMatch(
        /^Mo-Th 16:00-24:00 unknown "usual hours"/,
      );
    } finally {
      await close();
    }
  });
});

describe("hours read the same by the planner and the final check", () => {
  it("plans around open-ended hours without failing", async () => {
    // Vinothek Royal: "Th-Sa 12:00-18:00+; Su 16:00-18:00+", the hours that once made a plan fail.
    const request = PlanRequestSchema.parse({
      location: "Kröv",
      timeSlot: "afternoon",
      duration: 4,
      plannedDate: "2026-12-05",
      specialRequests: "Wein",
    });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = await createPlan({ request, now, seed, source: source() });
      expect(plan.activities.length).toBeGreaterThan(0);
      expect(plan.activities.every((a) => a.verification !== "closed")).toBe(true);
    }
  });
});
