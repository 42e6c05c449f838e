// Travel as locals do: a hop under a kilometre is walked whatever the plan's mode (nobody drives 800 m),
// and a longer one is ridden when that is quicker. A bike comes along, so it is ridden.
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { distanceKm, legMode, travelMinutes } from "~/planning/travel";

const GENDARMENMARKT = { lat: 52.5137, lng: 13.3927 };
const BRANDENBURGER_TOR = { lat: 52.5163, lng: 13.3777 }; // ≈ 1.05 km
const HACKESCHER_MARKT = { lat: 52.5225, lng: 13.4023 }; // ≈ 1.2 km
const MUSEUMSINSEL = { lat: 52.5169, lng: 13.4019 }; // ≈ 0.7 km
const KREUZBERG = { lat: 52.4975, lng: 13.4114 };

describe("legs", () => {
  it("walks a short hop by car or public transport, and says so", () => {
    expect(distanceKm(GENDARMENMARKT, MUSEUMSINSEL)).toBeLessThan(1);
    for (const mode of ["car", "public_transport"] as const) {
      expect(legMode(GENDARMENMARKT, MUSEUMSINSEL, mode)).toBe("walking");
      expect(travelMinutes(GENDARMENMARKT, MUSEUMSINSEL, mode)).toBe(
        travelMinutes(GENDARMENMARKT, MUSEUMSINSEL, "walking"),
      );
    }
    expect(legMode(GENDARMENMARKT, MUSEUMSINSEL, "bike")).toBe("bike");
  });

  it("rides across town", () => {
    expect(legMode(GENDARMENMARKT, KREUZBERG, "public_transport")).toBe("public_transport"); // ≈ 2.3 km
    expect(legMode(BRANDENBURGER_TOR, KREUZBERG, "car")).toBe("car");
    expect(travelMinutes(BRANDENBURGER_TOR, KREUZBERG, "car")).toBeLessThan(
      travelMinutes(BRANDENBURGER_TOR, KREUZBERG, "walking"),
    );
    expect(distanceKm(GENDARMENMARKT, HACKESCHER_MARKT)).toBeGreaterThan(1);
  });

  it("never drives or rides between stops of a plan less than a kilometre apart", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const transportation of ["car", "public_transport"]) {
        const request = PlanRequestSchema.parse({
          location: "Berlin",
          transportation,
          duration: 5,
          plannedDate: "2026-12-03",
        });
        const plan = await createPlan({
          request,
          now: new Date("2026-12-01T10:00:00Z"),
          seed,
          source: new CatalogSource(),
        });
        plan.activities.slice(1).forEach((a, i) => {
          const prev = plan.activities[i];
          if (distanceKm(prev, a) < 1) expect(a.legMode).toBe("walking");
        });
      }
    }
  });
});
