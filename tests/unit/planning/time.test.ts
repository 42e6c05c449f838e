// The cached time-zone arithmetic agrees with Intl everywhere, including the days the offset changes.
import { describe, expect, it } from "vitest";
import { localDate, minuteOfDay, wallClock, zonedInstant } from "~/planning/time";

const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"];

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlWall(instant: number, timeZone: string) {
  if (!formatters.has(timeZone)) {
    const options = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" } as const;
    formatters.set(timeZone, new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", ...options }));
  }
  const parts = Object.fromEntries(
    formatters
      .get(timeZone)!
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const DAY = 86_400_000;
const minutes = (w: ReturnType<typeof intlWall>) => w.hour * 60 + w.minute;

describe("time zones", () => {
  it("shows the wall clock Intl shows through a year: every 47 minutes, and every 7 on days the offset changes", () => {
    for (const zone of ZONES) {
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY) {
        const changes =
          (minutes(intlWall(day + DAY - 60_000, zone)) - minutes(intlWall(day, zone)) + 1440) % 1440 !== 1439;
        for (let t = day; t < day + DAY; t += (changes ? 7 : 47) * 60_000) {
          const expected = intlWall(t, zone);
          const { weekday: _, ...actual } = wallClock(new Date(t), zone);
          expect(actual, `${zone} at ${new Date(t).toISOString()}`).toEqual(expected);
          expect(minuteOfDay(t, zone)).toBe(minutes(expected));
        }
      }
    }
  });

  it("finds the instant of a wall-clock time, also next to a change", () => {
    // 02:30 does not exist in Berlin on 29 March 2026: the clock jumps from 02:00 to 03:00.
    expect(zonedInstant("2026-03-29", 1, 30, "Europe/Berlin").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedInstant("2026-03-29", 3, 30, "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedInstant("2026-10-25", 12, 0, "Europe/Berlin").toISOString()).toBe("2026-10-25T11:00:00.000Z");
    expect(zonedInstant("2026-10-24", 12, 0, "Europe/Berlin").toISOString()).toBe("2026-10-24T10:00:00.000Z");
    expect(zonedInstant("2026-04-05", 12, 0, "Australia/Lord_Howe").toISOString()).toBe("2026-04-05T01:30:00.000Z");
    for (const zone of ZONES) {
      for (const date of ["2026-03-08", "2026-03-29", "2026-04-05", "2026-07-01", "2026-10-04", "2026-11-01"]) {
        for (const hour of [0, 9, 13, 19, 23]) {
          const instant = zonedInstant(date, hour, 15, zone);
          expect(intlWall(instant.getTime(), zone), `${zone} ${date} ${hour}:15`).toMatchObject({ hour, minute: 15 });
          expect(localDate(instant, zone)).toBe(date);
        }
      }
    }
  });
});
