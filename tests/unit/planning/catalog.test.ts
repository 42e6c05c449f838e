import { describe, expect, it } from "vitest";
import { isValidOpeningHours } from "~/planning/hours";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import { distanceKm } from "~/planning/travel";

describe("the bundled catalog", () => {
  it("covers the eight cities with at least 60 places each", () => {
    expect(CATALOG_CITIES.map((c) => c.city.id).sort()).toEqual(
      ["berlin", "hamburg", "london", "munich", "new-york", "paris", "vienna", "zurich"].sort(),
    );
    for (const { city, places } of CATALOG_CITIES) expect(places.length, city.id).toBeGreaterThanOrEqual(60);
  });

  for (const { city, places } of CATALOG_CITIES) {
    it(`${city.id}: a real spread of places, all parseable and nearby`, () => {
      const count = (f: (p: (typeof places)[number]) => boolean) => places.filter(f).length;
      expect(count((p) => p.category === "restaurant")).toBeGreaterThanOrEqual(12);
      expect(
        new Set(places.filter((p) => p.category === "restaurant").map((p) => p.priceLevel)).size,
      ).toBeGreaterThanOrEqual(3);
      expect(count((p) => p.kids)).toBeGreaterThanOrEqual(8);
      expect(count((p) => p.setting === "outdoor")).toBeGreaterThanOrEqual(10);
      expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
      for (const p of places) {
        expect(isValidOpeningHours(p.openingHours, city.country), `${p.id}: ${p.openingHours}`).toBe(true);
        expect(distanceKm(city, p), p.id).toBeLessThan(30);
        expect(p.id.startsWith(`${city.id}-`)).toBe(true);
      }
    });
  }
});
