// Days people name by name ("Heiligabend", "New Year's Eve", "Boxing Day", "am zweiten Advent", "Easter
// Monday") are read as their date when they fall in the planning window, and never taken from a word that
// only mentions the season; "12/12" is a date when one of its readings falls in the window.
import { describe, expect, it } from "vitest";
import { readDay } from "~/understanding/day";

const read = (text: string, date: string, weekday: number) => readDay(text, text.toLowerCase(), { date, weekday });

describe("days named by name", () => {
  it("are their date in the window, the next one from today", () => {
    // Sunday 20 December 2026.
    expect(read("christmas eve in berlin", "2026-12-20", 0)).toEqual({ kind: "date", date: "2026-12-24" });
    expect(read("Heiligabend nachmittags in Hamburg", "2026-12-20", 0)).toEqual({ kind: "date", date: "2026-12-24" });
    expect(read("boxing day in london", "2026-12-20", 0)).toEqual({ kind: "date", date: "2026-12-26" });
    expect(read("am zweiten Weihnachtstag in Wien", "2026-12-20", 0)).toEqual({ kind: "date", date: "2026-12-26" });
    expect(read("new year's eve in vienna", "2026-12-20", 0)).toEqual({ kind: "date", date: "2026-12-31" });
    expect(read("Silvester in München", "2026-12-31", 4)).toEqual({ kind: "date", date: "2026-12-31" });
    // Said on 2 January, New Year's Day is next year's.
    expect(read("new year's day brunch", "2027-01-02", 6)).toEqual({
      kind: "outside",
      date: "2028-01-01",
      past: false,
    });
  });

  it("move with the year where the feast does (dates from date-holidays)", () => {
    // Saturday 28 November 2026: the first Advent is tomorrow, the second a week later.
    expect(read("am ersten Advent in Wien", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-11-29" });
    expect(read("2. Advent, Weihnachtsmarkt in Hamburg", "2026-11-28", 6)).toEqual({
      kind: "date",
      date: "2026-12-06",
    });
    expect(read("on the second advent sunday", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-06" });
    // The third is fifteen days away, one past the window.
    expect(read("on the third advent sunday", "2026-11-28", 6)).toEqual({
      kind: "outside",
      date: "2026-12-13",
      past: false,
    });
    // Easter 2027 is 28 March; Easter Monday is not "next Monday".
    expect(read("easter monday in berlin", "2027-03-20", 6)).toEqual({ kind: "date", date: "2027-03-29" });
    expect(read("Ostern in München", "2027-03-20", 6)).toEqual({ kind: "date", date: "2027-03-28" });
    expect(read("Pfingstmontag", "2027-05-10", 1)).toEqual({ kind: "date", date: "2027-05-17" });
    // Thanksgiving 2026 was on 26 November: said on the 28th, the next is a year away.
    expect(read("thanksgiving dinner in new york", "2026-11-28", 6)).toEqual({
      kind: "outside",
      date: "2027-11-25",
      past: false,
    });
    expect(read("thanksgiving dinner in new york", "2027-11-20", 6)).toEqual({ kind: "date", date: "2027-11-25" });
    expect(read("Mariä Empfängnis in Wien", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-08" });
    // Days the library doesn't keep, on their fixed date.
    expect(read("am Nikolaustag in Wien", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-06" });
    expect(read("Krampusnacht in Wien", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-05" });
    // A Krampus run is held on many days: no date.
    expect(read("Krampuslauf in Wien", "2026-11-28", 6)).toBeNull();
  });

  it("are not read from a word of the season", () => {
    expect(read("Adventsmarkt in Wien", "2026-11-28", 6)).toBeNull();
    expect(read("christmas market in munich", "2026-12-20", 0)).toBeNull();
    expect(read("Weihnachtsmarkt in Wien", "2026-12-20", 0)).toBeNull();
  });
});

describe("dates with a slash", () => {
  it("are read day first or month first, whichever falls in the window", () => {
    expect(read("dinner in paris on 12/12", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-12" });
    // Day first is 5 December; month first (12 May) is past the window.
    expect(read("5/12 in Wien", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-05" });
    // Month first is 5 December; day first (12 May) is past the window.
    expect(read("brunch 12/5 in nyc", "2026-11-28", 6)).toEqual({ kind: "date", date: "2026-12-05" });
  });

  it("are no date when neither reading is in the window", () => {
    expect(read("a bar open 24/7 in berlin", "2026-11-28", 6)).toBeNull();
    expect(read("a 1/2 hour walk", "2026-12-28", 1)).toBeNull();
    expect(read("3/4 of an hour in zurich", "2026-11-28", 6)).toBeNull();
  });
});
