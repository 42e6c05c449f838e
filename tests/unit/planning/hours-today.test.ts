// The place's hours on the day of a visit, as its card shows them: read in the place's own zone, a late
// night kept with the evening it began, every opening of the day listed.
import { describe, expect, it } from "vitest";
import { hoursOnVisitDay } from "~/planning/hours-today";
import { zonedInstant } from "~/planning/time";

const at = (date: string, hour: number, minute: number, timeZone = "Europe/Berlin") =>
  zonedInstant(date, hour, minute, timeZone);
const schedule = (hours: string | null, timeZone = "Europe/Berlin", country = "DE") => ({ hours, timeZone, country });

describe("hoursOnVisitDay", () => {
  it("gives the day's opening and closing time", () => {
    // 2026-11-24 is a Tuesday.
    expect(hoursOnVisitDay(schedule("Tu-Sa 18:00-24:00"), at("2026-11-24", 19, 0))).toEqual({
      date: "2026-11-24",
      timeZone: "Europe/Berlin",
      allDay: false,
      ranges: [["18:00", "24:00"]],
    });
  });

  it("lists a lunch and a dinner service", () => {
    const hours = hoursOnVisitDay(schedule("Mo-Sa 12:00-14:30,18:00-22:00"), at("2026-11-24", 12, 30));
    expect(hours?.ranges).toEqual([
      ["12:00", "14:30"],
      ["18:00", "22:00"],
    ]);
  });

  it("keeps a visit after midnight with the night it belongs to", () => {
    // Saturday 01:00 in a bar open Friday 20:00 until 03:00: Friday's hours.
    const hours = hoursOnVisitDay(schedule("Fr 20:00-03:00"), at("2026-11-28", 1, 0));
    expect(hours).toMatchObject({ date: "2026-11-27", ranges: [["20:00", "03:00"]] });
  });

  it("does not mistake last night's tail for an opening at midnight", () => {
    const hours = hoursOnVisitDay(schedule("Mo-Su 10:00-02:00"), at("2026-11-24", 11, 0));
    expect(hours?.ranges).toEqual([["10:00", "02:00"]]);
  });

  it("says open all day where a place never closes", () => {
    expect(hoursOnVisitDay(schedule("24/7"), at("2026-11-24", 15, 0))).toMatchObject({ allDay: true, ranges: [] });
  });

  it("reads the clock in the place's zone, wherever the server runs", () => {
    const hours = hoursOnVisitDay(
      schedule("Mo-Su 09:30-17:30", "America/New_York", "US"),
      at("2026-11-24", 10, 0, "America/New_York"),
    );
    expect(hours).toMatchObject({ date: "2026-11-24", timeZone: "America/New_York", ranges: [["09:30", "17:30"]] });
  });

  it("knows nothing when the hours are unknown or unreadable", () => {
    expect(hoursOnVisitDay(schedule(null), at("2026-11-24", 12, 0))).toBeNull();
    expect(hoursOnVisitDay(schedule("whenever we feel like it"), at("2026-11-24", 12, 0))).toBeNull();
  });
});
