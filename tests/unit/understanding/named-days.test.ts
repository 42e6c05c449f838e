// Days people name by name ("Heiligabend", "New Year's Eve", "Boxing Day") are read as their date when
// they fall in the planning window, and never taken from a word that only mentions the season.
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

  it("are not read from a word of the season", () => {
    expect(read("christmas market in munich", "2026-12-20", 0)).toBeNull();
    expect(read("Weihnachtsmarkt in Wien", "2026-12-20", 0)).toBeNull();
  });
});
