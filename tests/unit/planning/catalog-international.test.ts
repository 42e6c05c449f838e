// London, Paris and New York in the bundled catalog: the gaps a local's review found stay filled, and the
// hours say what a visitor would find at the door (late nights, Christmas markets, museum holidays).
import { describe, expect, it } from "vitest";
import { checkVisit, openIntervals } from "~/planning/hours";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import type { CatalogCity, PlaceTag } from "~/planning/places/place";
import { addDays, MINUTE, zonedInstant } from "~/planning/time";

type City = CatalogCity;
type CatalogPlace = City["places"][number];

function city(id: string): City {
  const found = CATALOG_CITIES.find((c) => c.city.id === id);
  if (!found) throw new Error(`no catalog city ${id}`);
  return found;
}

function place(c: City, id: string): CatalogPlace {
  const found = c.places.find((p) => p.id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
}

const tagged = (c: City, tag: PlaceTag) => c.places.filter((p) => p.tags?.includes(tag));

/** Is the place open for a visit of `minutes` starting at local `date` `hour`:`minute`? */
function openFor(c: City, hours: string, date: string, hour: number, minute: number, minutes: number): boolean {
  const start = zonedInstant(date, hour, minute, c.city.timeZone);
  const end = new Date(start.getTime() + minutes * MINUTE);
  return (
    checkVisit({ hours, country: c.city.country, timeZone: c.city.timeZone }, start, end).verification === "verified"
  );
}

const CITIES = ["london", "paris", "new-york"].map(city);

describe("London, Paris and New York: nights out", () => {
  for (const c of CITIES) {
    it(`${c.city.id}: at least three clubs, music venues or bars still going at 00:30 on a Saturday night`, () => {
      // Saturday 5 December 2026 into Sunday: an hour from 00:30.
      const late = c.places.filter(
        (p) =>
          ["club", "live_music", "bar"].includes(p.category) && openFor(c, p.openingHours, "2026-12-06", 0, 30, 60),
      );
      expect(late.length, late.map((p) => p.id).join(", ")).toBeGreaterThanOrEqual(3);
    });

    it(`${c.city.id}: a night that runs past midnight is not cut off by the next day's hours`, () => {
      // "Mo-Sa 18:00-02:00; Su 18:00-23:00" would lose Saturday's small hours: the Sunday rule replaces the day.
      const pastMidnight = c.places.filter((p) => /-0\d:\d\d/.test(p.openingHours));
      expect(pastMidnight.length).toBeGreaterThanOrEqual(3);
      for (const p of pastMidnight) {
        for (let i = 0; i < 7; i++) {
          const day = addDays("2026-12-07", i);
          if (!openFor(c, p.openingHours, day, 23, 30, 29)) continue;
          // A day whose own rule closes at midnight ("Mo-Th 17:00-24:00") is not cut off: it ends there.
          const endsAtMidnight =
            openFor(c, p.openingHours, day, 23, 30, 30) && !openFor(c, p.openingHours, day, 23, 30, 31);
          if (endsAtMidnight && p.openingHours.includes("-24:00")) continue;
          expect(openFor(c, p.openingHours, day, 23, 30, 45), `${p.id} after midnight following ${day}`).toBe(true);
        }
      }
    });

    it(`${c.city.id}: at least two jazz venues with live music, open on a Friday evening`, () => {
      const jazz = tagged(c, "jazz").filter((p) => p.tags?.includes("live-music"));
      expect(jazz.length).toBeGreaterThanOrEqual(2);
      for (const p of jazz) expect(openFor(c, p.openingHours, "2026-12-04", 21, 0, 60), p.id).toBe(true);
    });
  }
});

describe("London, Paris and New York: vegetarian dinners", () => {
  for (const c of CITIES) {
    it(`${c.city.id}: at least two vegetarian restaurants that serve dinner in a normal week`, () => {
      const veg = tagged(c, "vegetarian").filter((p) => p.category === "restaurant" && p.meals.includes("dinner"));
      expect(veg.length).toBeGreaterThanOrEqual(2);
      for (const p of veg) {
        const week = Array.from({ length: 7 }, (_, i) => addDays("2026-12-07", i));
        const dinners = week.filter((day) => openFor(c, p.seatingHours ?? p.openingHours, day, 19, 0, 1));
        expect(dinners.length, p.id).toBeGreaterThanOrEqual(4);
      }
    });
  }
});

describe("London, Paris and New York: Christmas markets", () => {
  for (const c of CITIES) {
    it(`${c.city.id}: a lit outdoor Christmas market open on a December evening, and gone in summer`, () => {
      const markets = tagged(c, "christmas-market");
      expect(markets.length).toBeGreaterThanOrEqual(2);
      for (const p of markets) {
        expect(p.category, p.id).toBe("market");
        expect(p.setting, p.id).toBe("outdoor");
        expect(p.tags, p.id).toContain("after-dark");
        expect(openFor(c, p.openingHours, "2026-07-15", 12, 0, 30), `${p.id} in July`).toBe(false);
      }
      const open = markets.filter((p) => openFor(c, p.openingHours, "2026-12-05", 18, 0, 60));
      expect(open.length, "open on Saturday 5 December 2026 at 18:00").toBeGreaterThanOrEqual(1);
    });
  }
});

describe("London, Paris and New York: the review's fixes", () => {
  const newYork = city("new-york");
  const paris = city("paris");
  const london = city("london");

  it("the Guggenheim is open on a Thursday and closed on Tuesdays", () => {
    const gugg = place(newYork, "new-york-guggenheim-museum");
    expect(openFor(newYork, gugg.openingHours, "2026-12-03", 13, 0, gugg.visitMinutes)).toBe(true);
    expect(openFor(newYork, gugg.openingHours, "2026-12-01", 13, 0, 60)).toBe(false);
  });

  it("New York's big museums close on Thanksgiving (26 Nov 2026) and Christmas Day, not the Thursday before", () => {
    for (const id of [
      "new-york-the-met",
      "new-york-moma",
      "new-york-guggenheim-museum",
      "new-york-american-museum-of-natural-history",
    ]) {
      const hours = place(newYork, id).openingHours;
      expect(openFor(newYork, hours, "2026-11-26", 12, 0, 60), `${id} on Thanksgiving`).toBe(false);
      expect(openFor(newYork, hours, "2026-12-25", 12, 0, 60), `${id} on Christmas Day`).toBe(false);
      expect(openFor(newYork, hours, "2026-11-19", 12, 0, 60), `${id} a week earlier`).toBe(true);
    }
  });

  it("the Louvre closes on 1 May and Christmas Day but opens the day after", () => {
    const louvre = place(paris, "paris-louvre").openingHours;
    expect(openFor(paris, louvre, "2027-05-01", 11, 0, 60)).toBe(false);
    expect(openFor(paris, louvre, "2026-12-25", 11, 0, 60)).toBe(false);
    expect(openFor(paris, louvre, "2026-12-26", 11, 0, 60)).toBe(true);
  });

  it("London's national museums close over Christmas (24–26 December) and reopen on the 27th", () => {
    for (const id of ["london-british-museum", "london-national-gallery", "london-natural-history-museum"]) {
      const hours = place(london, id).openingHours;
      expect(openFor(london, hours, "2026-12-25", 12, 0, 60), `${id} on Christmas Day`).toBe(false);
      expect(openFor(london, hours, "2026-12-27", 12, 0, 60), `${id} on 27 December`).toBe(true);
    }
  });

  it("Paris has a spa, open on a weekday afternoon", () => {
    const spas = paris.places.filter((p) => p.category === "spa");
    expect(spas.length).toBeGreaterThanOrEqual(1);
    expect(spas.some((p) => openFor(paris, p.openingHours, "2026-12-08", 14, 0, p.visitMinutes))).toBe(true);
  });

  it("ice-cream shops, bakeries and cafés are indoor or takeaway, never outdoor venues", () => {
    expect(place(paris, "paris-berthillon").setting).toBe("indoor");
    for (const c of CITIES) {
      for (const p of c.places.filter((x) => x.category === "dessert" || x.category === "cafe")) {
        expect(p.setting, p.id).toBe("indoor");
      }
    }
  });
});

describe("London, Paris and New York: tags and tasting menus", () => {
  for (const c of CITIES) {
    it(`${c.city.id}: every tasting menu has seating hours, and every seating leaves time for the whole menu`, () => {
      const menus = tagged(c, "tasting-menu");
      expect(menus.length).toBeGreaterThanOrEqual(1);
      for (const p of menus) {
        expect(p.seatingHours, p.id).toBeTruthy();
        expect(p.visitMinutes, p.id).toBeGreaterThanOrEqual(150);
        expect(p.visitMinutes, p.id).toBeLessThanOrEqual(210);
        const schedule = { hours: p.seatingHours ?? "", country: c.city.country, timeZone: c.city.timeZone };
        const from = zonedInstant("2026-12-07", 0, 0, c.city.timeZone);
        const seatings = openIntervals(schedule, from, new Date(from.getTime() + 14 * 24 * 60 * MINUTE));
        expect(seatings.length, `${p.id} seats guests in a fortnight`).toBeGreaterThan(0);
        for (const s of seatings) {
          // The last seating itself counts: a guest seated then stays for the whole menu.
          for (let t = s.start; t <= s.end; t += 15 * MINUTE) {
            const end = new Date(t + p.visitMinutes * MINUTE);
            const check = checkVisit({ ...schedule, hours: p.openingHours }, new Date(t), end);
            expect(check.verification, `${p.id} seated at ${new Date(t).toISOString()}`).toBe("verified");
          }
        }
      }
    });

    it(`${c.city.id}: "after dark" only on outdoor places, never on parks or gardens`, () => {
      for (const p of tagged(c, "after-dark")) {
        expect(p.setting, p.id).toBe("outdoor");
        expect(["park", "garden"], p.id).not.toContain(p.category);
      }
    });
  }
});

describe("London, Paris and New York: words", () => {
  for (const c of CITIES) {
    it(`${c.city.id}: German texts say "du", never "ihr", "euch", "euer" or "Sie"`, () => {
      for (const p of c.places) {
        for (const text of [p.description.de, p.tip.de]) {
          // "ihre"/"ihrem" as "its" is fine; the plural or polite address is not.
          expect(text, p.id).not.toMatch(/\b(ihr|Ihr|euch|euer|eure[mnrs]?|Ihnen)\b/);
          expect(text, p.id).not.toMatch(/[a-zäöüß,]\s+Sie\b/);
        }
      }
    });

    it(`${c.city.id}: tips that name a time of day, season or weekday say when they hold`, () => {
      const timed =
        /\b(at sunset|at dusk|for breakfast|in (?:summer|winter|spring|autumn)|on (?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;
      for (const p of c.places) {
        if (timed.test(p.tip.en)) expect(p.tipWhen, `${p.id}: ${p.tip.en}`).toBeTruthy();
      }
    });
  }
});
