// Wall-clock time in a place's own time zone, with nothing but Intl.

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's UTC offset at an instant. Offsets only change on quarter-hour boundaries, so one Intl call
 * per zone and quarter hour is enough; Intl is by far the slowest part of planning otherwise.
 */
function zoneOffset(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const p of formatter(timeZone).formatToParts(bucket)) parts[p.type] = p.value;
    offset =
      Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
      ) - bucket;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const t = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    weekday: t.getUTCDay(),
  };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function offsetMs(instant: number, timeZone: string): number {
  return zoneOffset(instant, timeZone);
}

/** The instant when the wall clock in `timeZone` shows `date` (YYYY-MM-DD) at hour:minute. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  let instant = guess - offsetMs(guess, timeZone);
  // A second pass settles instants next to a daylight-saving change.
  instant = guess - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** YYYY-MM-DD of the wall clock in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/**
 * A Date whose *local* fields equal the wall clock in `timeZone`: the form the opening_hours library
 * evaluates in. Built from UTC fields so the server's own zone never shifts it.
 */
export function wallClockAsDate(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
