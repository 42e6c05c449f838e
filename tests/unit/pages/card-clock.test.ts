// A card's opening hours read as the plan's times do, and "today" is the place's day as the server saw it,
// with no Intl needed in the browser.
import { describe, expect, it } from "vitest";
import { hoursTodayText } from "~/components/planner/itinerary/card-facts";
import { createT } from "~/i18n/translate";
import { formatTimeRange, formatWallClock } from "~/planning/format";
import type { HoursToday } from "~/planning/hours-today";
import enPlaces from "../../../locales/en/places.json";

const clocks = Array.from({ length: 97 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
const asInstant = (hhmm: string) => Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));

describe("a card's clock", () => {
  it("reads as Intl writes English clocks, every quarter hour to midnight", () => {
    for (const clock of clocks) {
      const intl = formatTimeRange(asInstant(clock), asInstant("24:00"), "en", "UTC");
      expect(`${formatWallClock(clock, "en")} – ${formatWallClock("24:00", "en")}`, clock).toBe(intl);
    }
    expect(formatWallClock("18:30", "en")).toBe("6:30 PM");
    expect(formatWallClock("00:05", "en")).toBe("12:05 AM");
  });

  it("says today from the date the server read for the place's zone", () => {
    const t = createT("en", { places: enPlaces }, "places");
    const hours: HoursToday = {
      date: "2026-12-05",
      timeZone: "Europe/Berlin",
      allDay: false,
      ranges: [["18:00", "24:00"]],
    };
    const now = new Date("2026-12-01T12:00:00Z");
    const today = { timeZone: "Europe/Berlin", date: "2026-12-05" };
    expect(hoursTodayText(hours, t, "en", now, today)).toMatch(/today 6:00 PM – 12:00 AM/);
    expect(hoursTodayText(hours, t, "en", now, { ...today, date: "2026-12-04" })).not.toMatch(/today/);
    // Another zone's date says nothing about this one: the card works it out itself.
    expect(hoursTodayText(hours, t, "en", now, { timeZone: "America/New_York", date: "2026-12-05" })).not.toMatch(
      /today/,
    );
  });
});
