// Route: a plan goes somewhere and does not ride back to where it came from.
import { describe, expect, it } from "vitest";
import { route } from "~/planning/engine/rules/route";
import { distanceKm } from "~/planning/travel";
import { planChecked } from "../../../helpers/catalog-plan";
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
    expect(route.score!(ctx, evening(frauenkirche), 2)).toBeLessThan(-1);
    expect(route.score!(ctx, evening(gaertnerplatz), 2)).toBe(0);
    expect(route.score!(ctx, evening(frauenkirche), 1)).toBe(0);
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
    it(`${name} never goes more than a kilometre back beside the stop before last`, async () => {
      const plan = await planChecked(request, 7);
      const places = plan.activities;
      for (let i = 2; i < places.length; i++) {
        const fromLast = distanceKm(places[i - 1], places[i]);
        if (fromLast < 1) continue;
        expect(distanceKm(places[i - 2], places[i]), places.map((p) => p.name).join(" → ")).toBeGreaterThanOrEqual(
          fromLast / 2,
        );
      }
    });
  }
});
