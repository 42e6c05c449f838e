// A fixed day for tests whose plans the app dates itself: "today", "tomorrow", the chat's days, and the
// check that a plannedDate is neither past nor more than 60 days ahead. The calendar changes plans (Christmas
// markets, 24-26 and 31 December, public holidays, Sundays, daylight), so without this a test that passes
// today may fail on the day CI happens to run. Only Date is replaced: timers, network and timeouts stay real.
import { afterAll, beforeAll } from "vitest";

/** Monday 30 November 2026, 11:00 in Berlin: an ordinary weekday, and tomorrow (Tuesday) is one too. */
export const PINNED_NOW = "2026-11-30T10:00:00Z";
/** The pinned day and the next, as local dates in Europe (the places these tests plan in). */
export const TODAY = "2026-11-30";
export const TOMORROW = "2026-12-01";

const RealDate = globalThis.Date;

/**
 * A Date whose clock starts at `instant` and then runs as usual. Not frozen (vi.useFakeTimers freezes it):
 * rows saved one after another must keep their order by time, as chat messages and swaps are read back.
 */
function clockFrom(instant: string): DateConstructor {
  const offset = new RealDate(instant).getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  const AnyDate = RealDate as unknown as new (...args: unknown[]) => Date;
  function PinnedDate(...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new AnyDate(...args) : new RealDate(now());
  }
  const pinned = { prototype: RealDate.prototype, now, parse: RealDate.parse, UTC: RealDate.UTC };
  return Object.assign(PinnedDate, pinned) as unknown as DateConstructor;
}

/** Makes `new Date()` and `Date.now()` start at `instant` (default: PINNED_NOW) for the whole test file. */
export function pinToday(instant: string = PINNED_NOW) {
  beforeAll(() => {
    globalThis.Date = clockFrom(instant);
  });
  afterAll(() => {
    globalThis.Date = RealDate;
  });
}

// Tests that talk to a real server process, whose clock stays real, plan on an ordinary day ahead instead.
export { ordinaryDayAhead } from "./ordinary-day";
