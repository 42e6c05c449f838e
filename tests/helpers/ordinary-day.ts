// An ordinary day ahead of the real one, for tests that talk to a real server process, whose clock cannot
// be pinned from the test (vitest's scale tests, Playwright's browser tests). It asks the holiday calendar
// the app uses (date-holidays) directly: Playwright's loader cannot import the app's planning modules,
// which import JSON, and no test runner is imported here, so both runners may use it.
import Holidays from "date-holidays";
import { addDays, localDate } from "~/planning/time";

// Taken as the module loads, before a test file's pinToday() replaces Date.
const RealDate = globalThis.Date;

/** Where the day must be ordinary: a country and its region (holidays differ by region). */
export type DayPlace = { country: string; region?: string };
export const BERLIN: DayPlace = { country: "DE", region: "BE" };
export const VIENNA: DayPlace = { country: "AT", region: "9" };

/** Christmas Eve and New Year's Eve: shops close early in much of Europe (app/planning/special-days.ts). */
const SHORT_DAYS = ["12-24", "12-31"];

/**
 * An ordinary weekday about `days` after the real today in Central Europe: no weekend, no public or bank
 * holiday of `where`, not a short day like 24 December. Tests that use it check how the server answers or
 * what it does with a plan, never what it plans for one particular day.
 */
export function ordinaryDayAhead(days = 7, where: DayPlace = BERLIN): string {
  const calendar = new Holidays(where.country, where.region ?? "");
  const special = (d: string) =>
    SHORT_DAYS.includes(d.slice(5)) ||
    (calendar.isHoliday(new RealDate(`${d}T12:00:00Z`)) || []).some((h) => h.type === "public" || h.type === "bank");
  const weekend = (d: string) => [0, 6].includes(new RealDate(`${d}T12:00:00Z`).getUTCDay());
  let date = addDays(localDate(new RealDate(), "Europe/Berlin"), days);
  while (weekend(date) || special(date)) date = addDays(date, 1);
  return date;
}
