// Route: a plan goes somewhere and does not ride back to where it came from.
import { describe, expect, it } from "vitest";
import { route } from "~/planning/engine/rules/route";
import { distanceKm } from "~/planning/travel";
import { isWalkThrough } from "~/planning/engine/rules/walk-through";
import { byId, planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

describe("the route rule", () => {
  const marienplatz = place({ name: "Marienplatz", lat: 48.1374, lng: 11.5755 });
  const glockenbach = place({ name: "Dinner in the Glockenbachviertel", lat: 48.1295, lng: 11.5715 });
  const frauenkirche = place({ name: "Pub by the Frauenkirche", lat: 48.1386, lng: 11.5736 });
  const gaertnerplatz = place({ name: "Bar at the Gärtnerplatz", lat: 48.1317, lng: 11.5763 });
  const ctx = context({ location: "Munich" });
  const evening = (third: typeof frauenkirche) => [
    visit(marienplatz, at("2026-11-26", 17, 30), 30),
    visit(glockenbach, at("2026-11-26", 18, 20), 90),
    visit(third, at("2026-11-26", 20, 10), 60),
  ];

  it("weighs against riding back beside the stop before last, and not against going on", () => {
    expect(route.score!(ctx, evening(frauenkirche), 2, 0)).toBeLessThan(-1);
    expect(route.score!(ctx, evening(gaertnerplatz), 2, 0)).toBe(0);
    expect(route.score!(ctx, evening(frauenkirche), 1, 0)).toBe(0);
  });

  it("weighs against riding back to where the plan began, three stops on", () => {
    const pub = place({ name: "Pub by the Frauenkirche", category: "bar", lat: 48.1386, lng: 11.5736 });
    const museum = place({ name: "Museum in the Maxvorstadt", lat: 48.1486, lng: 11.5696 });
    const next = place({ name: "Bar in the Maxvorstadt", category: "bar", lat: 48.1506, lng: 11.5716 });
    const evening = (last: typeof pub) => [
      visit(pub, at("2026-11-26", 17, 30), 60),
      visit(glockenbach, at("2026-11-26", 18, 45), 90),
      visit(museum, at("2026-11-26", 20, 30), 60),
      visit(last, at("2026-11-26", 21, 45), 60),
    ];
    const back = place({ name: "Bar beside the Frauenkirche", category: "bar", lat: 48.1384, lng: 11.574 });
    expect(route.score!(ctx, evening(back), 3, 0)).toBeLessThan(-1);
    expect(route.score!(ctx, evening(next), 3, 0)).toBe(0);
  });

  it("weighs against walking back to the very spot of an earlier stop, but not past a square crossed", () => {
    const vuong = place({ name: "Monsieur Vuong", category: "restaurant", lat: 52.5278, lng: 13.4063 });
    const tower = place({ name: "Wasserturm", category: "park", lat: 52.5354, lng: 13.4108 });
    const bakery = place({ name: "Zeit für Brot", category: "dessert", lat: 52.5278, lng: 13.4066 });
    const cafe = place({ name: "Café at the Kollwitzplatz", category: "cafe", lat: 52.5365, lng: 13.4175 });
    const berlin = context({ timeSlot: "afternoon", duration: 3, transportation: "walking" });
    const walk = (third: typeof bakery, first = vuong) => [
      visit(first, at("2026-12-01", 13, 30), 75, first === vuong ? "lunch" : null),
      visit(tower, at("2026-12-01", 15, 0), 40),
      visit(third, at("2026-12-01", 15, 55), 35),
    ];
    expect(distanceKm(tower, bakery)).toBeLessThan(1);
    expect(route.score!(berlin, walk(bakery), 2, 0)).toBeLessThan(-2);
    expect(route.score!(berlin, walk(cafe), 2, 0)).toBe(0);
    const square = place({ name: "Rosenthaler Platz", category: "landmark", setting: "outdoor", visitMinutes: 20 });
    expect(route.score!(berlin, walk(bakery, { ...square, lat: vuong.lat, lng: vuong.lng }), 2, 0)).toBe(0);
  });
});

describe("ending where a plan began", () => {
  const vuong = place({ name: "Monsieur Vuong", category: "restaurant", lat: 52.5278, lng: 13.4063 });
  const tower = place({ name: "Wasserturm", category: "park", lat: 52.5354, lng: 13.4108 });
  const bakery = place({ name: "Zeit für Brot", category: "dessert", lat: 52.5279, lng: 13.4065 });
  const ctx = context({ timeSlot: "afternoon", duration: 3, transportation: "walking" });
  const walk = (middle: typeof tower, last: typeof bakery) => [
    visit(vuong, at("2026-12-01", 13, 30), 75, "lunch"),
    visit(middle, at("2026-12-01", 15, 0), 40),
    visit(last, at("2026-12-01", 15, 55), 35),
  ];

  it("refuses an out-and-back that ends next door to the first stop, not a stroll round an old town", () => {
    expect(route.veto!(ctx, walk(tower, bakery), 2, 0)).toMatch(/back beside Monsieur Vuong/);
    // With a stop still to come it is no end; after a short stroll it is an old town.
    expect(route.veto!(ctx, walk(tower, bakery), 2, 1)).toBeNull();
    const nearby = place({ name: "Gallery round the corner", lat: 52.5298, lng: 13.4073 });
    expect(route.veto!(ctx, walk(nearby, bakery), 2, 0)).toBeNull();
    // A place that was asked for stands wherever it is.
    const bread = context({ timeSlot: "afternoon", duration: 3, specialRequests: "bakery" });
    expect(route.veto!(bread, walk(tower, { ...bakery, tags: ["bakery"] }), 2, 0)).toBeNull();
  });

  it("a cheap Berlin walk on a Tuesday afternoon (seed 7) does not end next door to its lunch", async () => {
    const plan = await planChecked(
      {
        location: "Berlin",
        timeSlot: "afternoon",
        duration: 3,
        vibe: "chill",
        budget: "budget_friendly",
        transportation: "walking",
        plannedDate: "2026-12-01",
      },
      7,
    );
    const places = plan.activities;
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(distanceKm(places[0], places.at(-1)!), places.map((p) => p.name).join(" → ")).toBeGreaterThan(0.15);
  });
});

describe("plans that used to double back", () => {
  const requests = {
    "a Munich birthday evening on 26 December": {
      location: "Munich",
      timeSlot: "evening",
      duration: 4,
      vibe: "fun",
      specialOccasions: ["birthday"],
      plannedDate: "2026-12-26",
    },
    "a cheap Berlin walk on a Tuesday afternoon": {
      location: "Berlin",
      timeSlot: "afternoon",
      duration: 3,
      vibe: "chill",
      budget: "budget_friendly",
      transportation: "walking",
      plannedDate: "2026-12-01",
    },
    "a cheap London evening on a Friday before Christmas": {
      location: "London",
      timeSlot: "evening",
      duration: 5,
      vibe: "fun",
      budget: "budget_friendly",
      plannedDate: "2026-12-18",
    },
    "a six-hour Zurich Saturday": {
      location: "Zürich",
      timeSlot: "afternoon",
      duration: 6,
      vibe: "adventure",
      plannedDate: "2026-12-12",
    },
    "a Paris afternoon with children on 26 December": {
      location: "Paris",
      timeSlot: "afternoon",
      duration: 5,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-26",
    },
  } as const;

  for (const [name, request] of Object.entries(requests)) {
    it(`${name} never rides a kilometre or more back beside an earlier stop`, async () => {
      const plan = await planChecked(request, 7);
      const places = plan.activities;
      const names = places.map((p) => p.name).join(" → ");
      for (let i = 2; i < places.length; i++) {
        const fromLast = distanceKm(places[i - 1], places[i]);
        if (fromLast < 1) continue;
        for (let j = i - 2; j >= 0; j--) {
          // A square crossed earlier on is no stop to come back to.
          if (j < i - 2 && isWalkThrough(byId.get(places[j].sourceId)!)) continue;
          expect(distanceKm(places[j], places[i]), names).toBeGreaterThanOrEqual(fromLast / 2);
        }
      }
    });
  }
});

describe("a shorter route is no reason to break a rule", () => {
  it("a cheap Williamsburg afternoon has its coffee after lunch and the waterfront at sunset", async () => {
    const plan = await planChecked(
      {
        location: "Williamsburg, Brooklyn",
        timeSlot: "afternoon",
        duration: 4,
        vibe: "fun",
        budget: "budget_friendly",
        plannedDate: "2026-12-19",
      },
      7,
    );
    const names = plan.activities.map((a) => `${a.name} (${a.category})`).join(" → ");
    const lunch = plan.activities.findIndex((a) => a.meal === "lunch");
    expect(lunch, names).toBeGreaterThanOrEqual(0);
    // A coffee after lunch is what everyone does; a long sit is not (the variety rule holds it to 45 minutes).
    const next = plan.activities[lunch + 1];
    expect(next?.category, names).not.toBe("bar");
    if (next && ["cafe", "dessert"].includes(next.category)) {
      expect(Date.parse(next.endsAt) - Date.parse(next.startsAt), names).toBeLessThanOrEqual(45 * 60_000);
    }
    // Domino Park last, until the sun goes down over Manhattan (16:31 on 19 December).
    const last = plan.activities.at(-1)!;
    expect(last.name, names).toBe("Domino Park");
    expect(last.endsAt, names).toBe("2026-12-19T21:30:00.000Z");
  });
});
