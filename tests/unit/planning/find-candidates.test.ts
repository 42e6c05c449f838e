// Gathering places widens the search until enough of them are open during the plan, not merely near:
// late at night most shops and cafés around the start are closed.
import { describe, expect, it } from "vitest";
import { planWindow } from "~/planning/engine/window";
import { findCandidates } from "~/planning/planner";
import type { CandidateQuery, Place, PlaceSource } from "~/planning/places/place";
import { PlanRequestSchema } from "~/planning/request";
import { distanceKm } from "~/planning/travel";

const centre = { label: "Testtown", lat: 52.5, lng: 13.4, country: "DE", timeZone: "Europe/Berlin" };

function place(id: string, kmEast: number, openingHours: string): Place {
  return {
    source: "osm",
    sourceId: id,
    name: id,
    category: "bar",
    lat: centre.lat,
    lng: centre.lng + kmEast / 67.8,
    neighbourhood: null,
    address: "",
    priceLevel: 2,
    spend: 20,
    openingHours,
    vibes: ["fun"],
    kids: false,
    setting: "indoor",
    occasions: [],
    meals: [],
    visitMinutes: 60,
    bookingAdvised: false,
    description: null,
    tip: null,
    country: "DE",
    timeZone: "Europe/Berlin",
  };
}

// Forty daytime places within a kilometre, forty late bars three kilometres out.
const places = [
  ...Array.from({ length: 40 }, (_, i) => place(`near-${i}`, 0.5, "Mo-Su 09:00-18:00")),
  ...Array.from({ length: 40 }, (_, i) => place(`far-${i}`, 3, "Mo-Su 20:00-03:00")),
];
const source: PlaceSource = {
  name: "osm",
  candidates: async (query: CandidateQuery) => places.filter((p) => distanceKm(query.center, p) <= query.radiusKm),
  place: async () => null,
};

describe("finding candidates", () => {
  it("keeps looking further while the places nearby are closed for the whole plan", async () => {
    const request = PlanRequestSchema.parse({
      location: "Testtown",
      timeSlot: "late_night",
      duration: 4,
      transportation: "walking",
      plannedDate: "2026-12-04",
    });
    const window = planWindow(request, centre.timeZone, new Date("2026-11-24T12:00:00Z"));
    const found = await findCandidates(source, centre, request, window);
    expect(found.filter((p) => p.sourceId.startsWith("far-")).length).toBeGreaterThanOrEqual(20);
  });
});
