import { describe, expect, it } from "vitest";
import { checkVisit, isValidOpeningHours, openIntervals } from "~/planning/hours";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import { distanceKm } from "~/planning/travel";
import type { CatalogCity, CatalogPlace, PlaceTag } from "~/planning/places/place";
import { MINUTE, zonedInstant } from "~/planning/time";
import { otherAddress } from "~/planning/writers/german-voice";

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

  it("holds a sunset tip to sunset itself, not to daylight or a clock window that is wrong half the year", () => {
    const wrong: string[] = [];
    for (const { places } of CATALOG_CITIES) {
      for (const p of places) {
        const tips = [{ en: p.tip.en, when: p.tipWhen }, ...(p.tips ?? [])];
        for (const { en, when } of tips) {
          // Without a condition the wording rules check the sun; with one, it must say sunset.
          if (/sunset|dusk|golden hour/i.test(en) && when && when.light !== "sunset") wrong.push(`${p.id}: ${en}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// Berlin, Hamburg, Munich, Vienna and Zurich: what a local expects to find, and what their review fixed.
describe("the catalog of the German-speaking cities", () => {
  const IDS = ["berlin", "hamburg", "munich", "vienna", "zurich"];
  const cities = CATALOG_CITIES.filter((c) => IDS.includes(c.city.id));
  const byId = new Map(cities.flatMap((c) => c.places.map((p) => [p.id, { city: c.city, place: p }] as const)));
  const has = (p: CatalogPlace, ...tags: PlaceTag[]) => tags.some((t) => p.tags?.includes(t));
  /** Whether hours cover a whole visit that starts at a local date and time. */
  const opensFor = (city: CatalogCity["city"], hours: string, date: string, at: string, minutes: number) => {
    const start = zonedInstant(date, Number(at.slice(0, 2)), Number(at.slice(3)), city.timeZone);
    const end = new Date(start.getTime() + minutes * MINUTE);
    return (
      checkVisit({ hours, country: city.country, timeZone: city.timeZone }, start, end).verification === "verified"
    );
  };
  const entry = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`${id} is missing from the catalog`);
    return found;
  };
  // Zurich's one long-standing jazz club is Moods; the others have at least two.
  const JAZZ_VENUES: Record<string, number> = { berlin: 2, hamburg: 2, munich: 2, vienna: 2, zurich: 1 };

  it("covers all five cities", () => {
    expect(cities.map((c) => c.city.id).sort()).toEqual([...IDS].sort());
  });

  for (const { city, places } of cities) {
    it(`${city.id}: three bars, clubs or late live-music venues still open at 00:30 on a Saturday night`, () => {
      const late = places.filter(
        (p) =>
          ["bar", "club", "live_music"].includes(p.category) &&
          opensFor(city, p.openingHours, "2026-12-06", "00:30", 60),
      );
      expect(late.length, late.map((p) => p.id).join()).toBeGreaterThanOrEqual(3);
      expect(late.some((p) => p.category === "club" && has(p, "dancing"))).toBe(true);
    });

    it(`${city.id}: vegetarian or vegan restaurants, a sauna or pool, and jazz`, () => {
      const veggie = places.filter((p) => p.category === "restaurant" && has(p, "vegetarian", "vegan"));
      expect(veggie.length).toBeGreaterThanOrEqual(2);
      expect(places.some((p) => p.category === "spa" && has(p, "sauna", "pool"))).toBe(true);
      const jazz = places.filter((p) => has(p, "jazz"));
      expect(jazz.length).toBeGreaterThanOrEqual(JAZZ_VENUES[city.id]);
      for (const p of jazz) expect(p.tags, p.id).toContain("live-music");
    });

    it(`${city.id}: a Christmas market open on Saturday 5 December 2026 at 18:00, and only in season`, () => {
      const markets = places.filter((p) => has(p, "christmas-market"));
      const open = markets.filter((p) => opensFor(city, p.openingHours, "2026-12-05", "18:00", 60));
      expect(open.filter((p) => p.setting === "outdoor").length).toBeGreaterThanOrEqual(1);
      for (const p of markets) {
        expect(p.category, p.id).toBe("market");
        expect(opensFor(city, p.openingHours, "2026-07-04", "18:00", 60), `${p.id} in July`).toBe(false);
        if (p.setting === "outdoor") expect(p.tags, p.id).toContain("after-dark");
      }
    });
  }

  it("Hamburg has places for dessert, dancing and a sauna", () => {
    const hamburg = cities.find((c) => c.city.id === "hamburg")!.places;
    for (const category of ["dessert", "club", "spa"] as const) {
      expect(hamburg.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("tasting menus seat their last guests in time to finish before closing", () => {
    const menus = cities.flatMap(({ city, places }) =>
      places.filter((p) => has(p, "tasting-menu")).map((p) => ({ city, p })),
    );
    expect(menus.length).toBeGreaterThanOrEqual(12);
    for (const { city, p } of menus) {
      expect(p.seatingHours, p.id).toBeDefined();
      expect(p.visitMinutes, p.id).toBeGreaterThanOrEqual(150);
      expect(p.visitMinutes, p.id).toBeLessThanOrEqual(210);
      const week = openIntervals(
        { hours: p.seatingHours!, country: city.country, timeZone: city.timeZone },
        zonedInstant("2026-11-30", 5, 0, city.timeZone),
        zonedInstant("2026-12-07", 5, 0, city.timeZone),
      );
      expect(week.length, p.id).toBeGreaterThan(0);
      for (const seating of week) {
        // The first and the last table of each service.
        for (const start of [seating.start, seating.end - 15 * MINUTE]) {
          const end = new Date(start + p.visitMinutes * MINUTE);
          const check = checkVisit(
            { hours: p.openingHours, country: city.country, timeZone: city.timeZone },
            new Date(start),
            end,
          );
          expect(check.verification, `${p.id} seated at ${new Date(start).toISOString()}`).toBe("verified");
        }
      }
    }
  });

  it("German texts speak to one reader as du, with no plural or infinitive commands", () => {
    const plural =
      /(?:^|[.!?:;–]\s+)(?:Bestellt|Geht|Kommt|Nehmt|Setzt|Teilt|Lasst|Schaut|Probiert|Spaziert|Bucht|Reserviert|Fragt|Sucht|Steigt|Fahrt|Lauft|Achtet|Verbindet|Genießt|Holt|Trinkt|Zieht|Startet|Beginnt)\b/u;
    const bareInfinitive =
      /\b(?:bestellen|reservieren|buchen|kaufen|probieren|nehmen|kommen|gehen|setzen|sitzen|fragen|einplanen|sichern|mitnehmen|mitbringen|genießen|geniessen|hinauffahren|spazieren)[.!]?$/u;
    // A clause with its own speaker, a modal or a subordinate clause that ends in a verb is no command.
    const finite =
      /\b(?:du|dir|dich|kannst|darfst|musst|solltest|willst|kann|darf|muss|soll|lohnt|wird|werden|zu)\b|,\s*(?:(?:in|an|auf|mit|bei|von|vor|über|unter|aus)\s+)?(?:der|die|das|den|dem|denen|deren|dessen|wenn|wo|wie|dass|weil|bis|als|ob)\b/u;
    for (const { place } of byId.values()) {
      for (const text of [place.description.de, place.tip.de]) {
        expect(otherAddress(text), `${place.id}: ${text}`).toBeNull();
        expect(text, place.id).not.toMatch(plural);
        for (const clause of text.split(/[.;!?]\s+|–\s+/)) {
          // "Tisch reservieren." is a command without a speaker: say "Reservier einen Tisch."
          if (!finite.test(clause)) expect(clause.trim(), place.id).not.toMatch(bareInfinitive);
        }
      }
    }
  });

  it("keeps the entries a local's review named fixed", () => {
    const erika = entry("hamburg-erikas-eck");
    expect(
      opensFor(erika.city, erika.place.openingHours, "2026-12-05", "03:00", 60),
      "Friday night at Erika's Eck",
    ).toBe(true);
    const gelato = entry("zurich-gelateria-di-berna-gerold");
    expect(opensFor(gelato.city, gelato.place.openingHours, "2026-12-05", "15:00", 30), "gelato in December").toBe(
      false,
    );
    expect(opensFor(gelato.city, gelato.place.openingHours, "2026-07-04", "15:00", 30), "gelato in July").toBe(true);
    expect(entry("berlin-juedisches-museum-berlin").place).toMatchObject({ priceLevel: 0, spend: 0 });
    expect(entry("berlin-hokey-pokey").place.setting).toBe("indoor");
    expect(entry("munich-seehaus").place.setting).toBe("indoor");
  });

  it("closes on public holidays what closes on them, by each city's country", () => {
    // Christmas Day 2026 is a Friday; 8 December is a holiday in Austria only.
    const closed = [
      ["berlin-kadewe", "2026-12-25"],
      ["munich-viktualienmarkt", "2026-12-25"],
      ["hamburg-rindermarkthalle", "2026-12-25"],
      ["zurich-buerkliplatz-markt", "2026-12-25"],
      ["vienna-naschmarkt", "2026-12-08"],
    ] as const;
    for (const [id, holiday] of closed) {
      const { city, place } = entry(id);
      expect(opensFor(city, place.openingHours, holiday, "10:00", 30), `${id} on ${holiday}`).toBe(false);
      expect(opensFor(city, place.openingHours, "2026-12-04", "10:00", 30), `${id} on an ordinary Friday`).toBe(true);
    }
  });
});
