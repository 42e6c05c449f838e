// What a local expects of each city's catalog (issue #22): 200+ places, every one tagged from the closed
// list, the wishes people name met by tags in every city (the known gaps written down), and neighbourhoods
// with enough places of their own to be offered as suggestions.
import { describe, expect, it } from "vitest";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import { resolveLocation, suggestLocations } from "~/planning/places/gazetteer";
import { NEIGHBOURHOODS } from "~/planning/places/gazetteer/neighbourhoods";
import type { PlaceTag } from "~/planning/places/place";

/** Tags every city should have a place for. */
const EXPECTED: readonly PlaceTag[] = [
  "italian",
  "japanese",
  "sushi",
  "vegan",
  "vegetarian",
  "local-cuisine",
  "fine-dining",
  "cheap-eats",
  "late-night-food",
  "brunch",
  "bakery",
  "coffee",
  "afternoon-tea",
  "wine",
  "cocktails",
  "beer",
  "pub",
  "beer-garden",
  "rooftop",
  "jazz",
  "live-music",
  "techno",
  "comedy",
  "opera",
  "classical-music",
  "karaoke",
  "board-games",
  "climbing",
  "ice-skating",
  "escape-room",
  "bowling",
  "sauna",
  "flea-market",
  "vintage",
  "records",
  "view",
  "boat-trip",
  "zoo",
  "playground",
  "rainy-day",
  "cosy",
  "dog-friendly",
  "outdoor-seating",
  "christmas-market",
];
/** What a city's catalog lacks for now, because no such place could be confirmed (catalog README). */
const KNOWN_GAPS: Record<string, readonly PlaceTag[]> = {
  berlin: ["bowling"],
  hamburg: ["escape-room", "bowling", "board-games"],
  munich: ["board-games", "escape-room"],
  vienna: ["karaoke"],
  zurich: ["karaoke", "board-games", "climbing", "escape-room", "bowling"],
};

/** Neighbourhoods a visitor or local would name, which must have enough places to be offered. */
const NAMED: Record<string, readonly string[]> = {
  berlin: ["Mitte", "Kreuzberg", "Friedrichshain", "Prenzlauer Berg", "Neukölln", "Charlottenburg"],
  london: ["Soho", "Covent Garden", "Shoreditch", "Camden", "Notting Hill", "South Bank"],
  paris: ["Le Marais", "Saint-Germain-des-Prés", "Montmartre", "Quartier Latin", "Canal Saint-Martin"],
  "new-york": ["East Village", "West Village", "Williamsburg", "SoHo", "Lower East Side", "Midtown"],
  munich: ["Altstadt", "Maxvorstadt", "Schwabing", "Haidhausen"],
  hamburg: ["St. Pauli", "Sternschanze", "Altona-Altstadt", "Ottensen", "HafenCity"],
  vienna: ["Innere Stadt", "Neubau", "Leopoldstadt", "Mariahilf"],
  zurich: ["Altstadt"],
};

describe("each city's catalog", () => {
  for (const { city, places } of CATALOG_CITIES) {
    it(`${city.id}: at least 200 places, each tagged`, () => {
      expect(places.length).toBeGreaterThanOrEqual(200);
      for (const p of places) expect(p.tags?.length ?? 0, p.id).toBeGreaterThan(0);
    });

    it(`${city.id}: a place for every everyday wish but its written-down gaps`, () => {
      const tags = new Set(places.flatMap((p) => p.tags ?? []));
      const gaps = KNOWN_GAPS[city.id] ?? [];
      expect(EXPECTED.filter((t) => !tags.has(t) && !gaps.includes(t))).toEqual([]);
      // A gap that has been filled is taken off the list.
      expect(gaps.filter((t) => tags.has(t))).toEqual([]);
    });

    it(`${city.id}: its well-known neighbourhoods are offered, with 12 places of their own`, () => {
      const offered = (NEIGHBOURHOODS[city.id] ?? []).filter((area) =>
        suggestLocations(area.name, 50).some((s) => s.id.startsWith(`hood:${city.id}:`) && s.name === area.name),
      );
      expect(offered.map((a) => a.name)).toEqual(expect.arrayContaining([...(NAMED[city.id] ?? [])]));
    });
  }

  it("does not offer a neighbourhood with too few places of its own, but still finds it when typed", () => {
    expect(suggestLocations("Marzahn").some((s) => s.id.startsWith("hood:"))).toBe(false);
    expect(resolveLocation("Marzahn, Berlin")?.neighbourhood?.name).toBe("Marzahn");
  });
});
