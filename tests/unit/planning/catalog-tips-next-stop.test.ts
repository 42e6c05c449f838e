// Catalog tips the sixty read plans of session 9 met (docs/plan-quality.md): no fish and chips or cheese
// plate ten minutes before dinner, no tartare at a breakfast buffet, no fish roll on cold steps in December,
// no "stay for the jam" when the plan moves on, and a bridge walked in whichever direction the plan goes.
import { describe, expect, it } from "vitest";
import { distanceKm } from "~/planning/travel";
import { asMeal, catalogPlace, tipAt } from "../../helpers/catalog-tip";

const beforeDinner = { beforeMeal: true };

describe("catalog tips that hold for the stop after", () => {
  it("orders no fish and chips at Kilians or cheese plate at Gordon's just before dinner, and keeps the drink", () => {
    const pub = tipAt("munich-kilians-irish-pub", "2026-12-26", "17:30", 70, beforeDinner);
    expect(pub).toMatch(/Guinness/);
    expect(pub).not.toMatch(/fish and chips/);
    expect(tipAt("munich-kilians-irish-pub", "2026-12-26", "17:30", 70, beforeDinner, undefined, "de")).not.toMatch(
      /Fish and Chips/,
    );
    expect(tipAt("munich-kilians-irish-pub", "2026-12-22", "19:00", 90)).toMatch(/fish and chips/);
    const wine = tipAt("london-gordons-wine-bar", "2026-12-24", "17:30", 75, beforeDinner);
    expect(wine).toMatch(/sherry or Madeira/);
    expect(wine).not.toMatch(/cheese/);
    expect(tipAt("london-gordons-wine-bar", "2026-12-24", "17:30", 75, beforeDinner, undefined, "de")).not.toMatch(
      /Käse/,
    );
    expect(tipAt("london-gordons-wine-bar", "2026-12-17", "20:00", 75)).toMatch(/cheese plate/);
  });
});

describe("catalog tips that hold at the hour and season", () => {
  it("sends a Hiltl breakfast to the breakfast buffet, not to the tartare", () => {
    const breakfast = tipAt("zurich-haus-hiltl", "2026-12-26", "09:30", 75, asMeal("breakfast"), undefined, "de");
    expect(breakfast).toMatch(/Birchermüesli/);
    expect(breakfast).not.toMatch(/Tatar/);
    expect(tipAt("zurich-haus-hiltl", "2026-12-26", "12:30", 75, asMeal("lunch"))).toMatch(/Hiltl Tatar/);
  });

  it("takes no fish roll up the Stintfang steps in December", () => {
    expect(tipAt("hamburg-stintfang", "2026-12-25", "15:55", 30)).not.toMatch(/fish roll/);
    expect(tipAt("hamburg-stintfang", "2026-12-25", "15:55", 30)).toMatch(/youth hostel/);
    expect(tipAt("hamburg-stintfang", "2027-06-12", "15:55", 30)).toMatch(/fish roll/);
  });

  it("offers a glass of natural wine, not small plates, at the Nouvelle Mairie on a winter afternoon", () => {
    expect(tipAt("paris-cafe-de-la-nouvelle-mairie", "2027-01-01", "15:25", 65)).toMatch(/natural wine/);
    expect(
      tipAt("paris-cafe-de-la-nouvelle-mairie", "2027-01-01", "15:25", 65, {}, { kids: true, noAlcohol: false }),
    ).toMatch(/small plates/);
  });

  it("sends no one to Longstreet 'before midnight' at a quarter to one", () => {
    expect(tipAt("zurich-longstreet-bar", "2026-12-31", "24:45", 75)).toMatch(/^After midnight the DJs/);
    expect(tipAt("zurich-longstreet-bar", "2026-12-31", "23:30", 135)).toMatch(/^Arrive before midnight/);
  });

  it("orders no fondue at the Wienachtsdorf at eleven, just after breakfast, and keeps it for later", () => {
    expect(tipAt("zurich-wienachtsdorf", "2026-12-06", "11:00", 50)).toMatch(/^Do a lap of the ice rink/);
    expect(tipAt("zurich-wienachtsdorf", "2026-12-12", "17:10", 80)).toMatch(/cheese fondue/);
  });

  it("puts no one on Bar Italia's pavement on a December evening, nor after a gig the plan does not hold", () => {
    const december = tipAt("london-bar-italia", "2026-12-17", "20:15", 45);
    expect(december).toMatch(/long counter/);
    expect(december).not.toMatch(/Ronnie Scott/);
    expect(tipAt("london-bar-italia", "2027-06-17", "21:15", 45)).toMatch(/pavement seat/);
  });

  it("sits no one on the Konzerthaus steps on a December night", () => {
    expect(tipAt("berlin-gendarmenmarkt", "2026-12-24", "18:55", 30)).toMatch(/^Climb the Konzerthaus steps/);
  });

  it("tells no one to stay at Smalls for the jam, and walks the Brooklyn Bridge either way", () => {
    expect(tipAt("new-york-smalls-jazz-club", "2026-12-31", "23:10", 90)).not.toMatch(/\bstay\b/i);
    expect(tipAt("new-york-brooklyn-bridge", "2027-01-01", "17:30", 45)).not.toMatch(/Brooklyn side|towards Manhattan/);
    // The bridge is its promenade: it lies between both ends, so DUMBO's Juliana's is a walk, not a drive.
    const bridge = catalogPlace("new-york-brooklyn-bridge");
    expect(distanceKm(bridge, catalogPlace("new-york-julianas-pizza"))).toBeLessThan(1);
  });
});
