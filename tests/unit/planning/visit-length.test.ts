// How long a stop may be: a cruise sails its length and a film runs with its trailers, so neither is cut
// to fit a plan (engine/visit-length.ts).
import { describe, expect, it } from "vitest";
import { byId, planChecked } from "../../helpers/catalog-plan";
import { minVisit } from "~/planning/engine/visit-length";

const place = (id: string) => byId.get(id)!;
const minutes = (a: { startsAt: string; endsAt: string }) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

describe("visit lengths that are not cut", () => {
  it("takes a cruise whole, a hired rowing boat as long as you like, and a film for nearly two hours", () => {
    expect(minVisit(place("paris-bateaux-parisiens"))).toBe(60);
    expect(minVisit(place("zurich-zsg-lake-cruise"))).toBe(90);
    expect(minVisit(place("munich-olympiasee-boote"))).toBeLessThan(45);
    expect(minVisit(place("new-york-angelika-film-center"))).toBeGreaterThanOrEqual(110);
    expect(minVisit(place("berlin-kino-intimes"))).toBeGreaterThanOrEqual(110);
  });

  it("never sails the Bateaux Parisiens for 35 minutes on an anniversary evening in Paris (seed 7)", async () => {
    const p = await planChecked(
      {
        location: "Paris",
        timeSlot: "evening",
        duration: 4,
        vibe: "romantic",
        budget: "luxury",
        specialOccasions: ["anniversary"],
        plannedDate: "2026-12-19",
        language: "de",
      },
      7,
    );
    for (const a of p.activities) {
      if (a.sourceId === "paris-bateaux-parisiens") expect(minutes(a), a.name).toBeGreaterThanOrEqual(60);
    }
  });

  it("shows no film cut to 100 minutes on Christmas Day in New York (plan 16, seed 7)", async () => {
    const p = await planChecked(
      { location: "New York", timeSlot: "afternoon", duration: 4, vibe: "chill", plannedDate: "2026-12-25" },
      7,
    );
    for (const a of p.activities) if (a.category === "cinema") expect(minutes(a), a.name).toBeGreaterThanOrEqual(110);
  });
});
