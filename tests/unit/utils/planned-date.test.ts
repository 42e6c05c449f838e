// A plan's day reads as people say it, in the plan's language, and is the same calendar day wherever the
// page is rendered: the server's or the browser's time zone never moves it.
import { afterEach, describe, expect, it } from "vitest";
import { dateLocale, formatCreatedDate, formatPlannedDate, formatShortDay } from "~/utils/planned-date";

const now = new Date("2026-11-24T10:00:00Z");
const zone = process.env.TZ;

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("the planned date", () => {
  it("has its weekday, in English and in German", () => {
    expect(formatPlannedDate("2026-11-28", "en", now)).toBe("Saturday, 28 November");
    expect(formatPlannedDate("2026-11-28", "de", now)).toBe("Samstag, 28. November");
  });

  it("names the year only when it is not this year's", () => {
    expect(formatPlannedDate("2027-01-01", "en", now)).toMatch(/^Friday,? 1 January 2027$/);
    expect(formatPlannedDate("2027-01-01", "de", now)).toBe("Freitag, 1. Januar 2027");
  });

  it("stays the same calendar day in a zone far east or far west of the plan's place", () => {
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Berlin"]) {
      process.env.TZ = tz;
      expect(formatPlannedDate("2026-03-29", "en", now), tz).toBe("Sunday, 29 March");
      expect(formatPlannedDate("2026-11-28", "de", now), tz).toBe("Samstag, 28. November");
    }
  });

  it("falls back to English for another language and shows a malformed date as it is", () => {
    expect(formatPlannedDate("2026-11-28", "fr", now)).toBe("Saturday, 28 November");
    expect(formatPlannedDate("someday", "en", now)).toBe("someday");
  });

  it("keeps the creation date apart, as a plain date", () => {
    expect(formatCreatedDate("2026-11-24T12:00:00Z", "en")).toBe("24 November 2026");
    expect(formatCreatedDate("2026-11-24T12:00:00Z", "de")).toBe("24. November 2026");
  });
});

describe("the names written without Intl", () => {
  // The browser writes these dates from a table of names (a phone's first Intl date format is slow); they
  // must read exactly as Intl writes them, every day, with and without the year.
  const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i, 12)));
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  it("the planned day is Intl's, in English and in German", () => {
    for (const language of ["en", "de"]) {
      const withYear = new Intl.DateTimeFormat(dateLocale(language), {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      const withoutYear = new Intl.DateTimeFormat(dateLocale(language), {
        weekday: "long",
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      for (const day of days) {
        const thisYear = new Date(Date.UTC(day.getUTCFullYear(), 5, 1));
        const otherYear = new Date(Date.UTC(day.getUTCFullYear() + 1, 5, 1));
        expect(formatPlannedDate(iso(day), language, thisYear)).toBe(withoutYear.format(day));
        expect(formatPlannedDate(iso(day), language, otherYear)).toBe(withYear.format(day));
      }
    }
  });

  it("the creation date is Intl's long date, in the reader's zone", () => {
    process.env.TZ = "Pacific/Kiritimati";
    for (const language of ["en", "de"]) {
      const long = new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "long" });
      for (const day of days) expect(formatCreatedDate(day.toISOString(), language)).toBe(long.format(day));
    }
  });
});

describe("one date format per language", () => {
  it("the form's day hints are written day before month, as every other date", () => {
    expect(formatShortDay("2026-11-22", "en")).toBe("Sun, 22 Nov");
    expect(formatShortDay("2026-11-22", "de")).toBe("So., 22. Nov.");
    expect(dateLocale("en")).toBe(dateLocale(undefined));
  });
});
