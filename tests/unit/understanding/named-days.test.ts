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

  // Saturday 28 November 2026: the first Advent is tomorrow, the second a week later, the third fifteen days
  // away (one past the window). Easter 2027 is 28 March; Thanksgiving 2026 was on the 26th of November.
  it.each([
    ["am ersten Advent in Wien", "2026-11-28", 6, "2026-11-29"],
    ["2. Advent, Weihnachtsmarkt in Hamburg", "2026-11-28", 6, "2026-12-06"],
    ["on the second advent sunday", "2026-11-28", 6, "2026-12-06"],
    ["on the third advent sunday", "2026-11-28", 6, "outside 2026-12-13"],
    // Easter Monday is not "next Monday".
    ["easter monday in berlin", "2027-03-20", 6, "2027-03-29"],
    ["Ostern in München", "2027-03-20", 6, "2027-03-28"],
    ["Pfingstmontag", "2027-05-10", 1, "2027-05-17"],
    ["thanksgiving dinner in new york", "2026-11-28", 6, "outside 2027-11-25"],
    ["thanksgiving dinner in new york", "2027-11-20", 6, "2027-11-25"],
    ["Mariä Empfängnis in Wien", "2026-11-28", 6, "2026-12-08"],
    // Days the library doesn't keep, on their fixed date; a Krampus run is held on many days.
    ["am Nikolaustag in Wien", "2026-11-28", 6, "2026-12-06"],
    ["Krampusnacht in Wien", "2026-11-28", 6, "2026-12-05"],
    ["Krampuslauf in Wien", "2026-11-28", 6, null],
  ])("move with the year where the feast does: %s on %s", (text, today, weekday, expected) => {
    const outside = expected?.startsWith("outside ");
    const date = outside ? expected!.slice(8) : expected;
    expect(read(text, today, weekday)).toEqual(
      date === null ? null : outside ? { kind: "outside", date, past: false } : { kind: "date", date },
    );
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
