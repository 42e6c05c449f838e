// Wall-clock time in a place's own time zone, with nothing but Intl. The caches are per zone name, which
// a request may spell in many ways ("europe/BERLIN"): each is capped (utils/lru.ts).
import { Lru } from "~/utils/lru";

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Lru<string, Intl.DateTimeFormat>(1_000);
function formatter(timeZone: string): Intl.DateTimeFormat {
  return formatters.remember(
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      }),
  );
}

const QUARTER_HOUR = 15 * 60_000;
const DAY = 24 * 60 * 60_000;

/** The zone's UTC offset at an instant, from Intl: by far the slowest step of planning, so it is cached. */
function intlOffset(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** Per zone and UTC day: the offset when it holds all day, else null (a daylight-saving change). */
const dayOffsets = new Lru<string, Map<number, number | null>>(1_000);
/** Days per zone: plans look at most a year or so ahead, so this holds every day they ask about. */
const DAYS_PER_ZONE = 2_000;
/** Per zone and quarter hour, on the few days with a change: offsets only change on quarter hours. */
const changeDayOffsets = new Map<string, number>();

/** The zone asked about last: a plan asks thousands of times about its own zone. */
let last: { timeZone: string; days: Map<number, number | null> } | null = null;

function zoneOffset(instant: number, timeZone: string): number {
  if (last?.timeZone !== timeZone) last = { timeZone, days: dayOffsets.remember(timeZone, () => new Map()) };
  const { days } = last;
  const day = Math.floor(instant / DAY);
  let offset = days.get(day);
  if (offset === undefined) {
    const first = intlOffset(day * DAY, timeZone);
    offset = first === intlOffset(day * DAY + DAY - QUARTER_HOUR, timeZone) ? first : null;
    if (days.size >= DAYS_PER_ZONE) days.clear();
    days.set(day, offset);
  }
  if (offset !== null) return offset;
  const bucket = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${bucket}`;
  let changing = changeDayOffsets.get(key);
  if (changing === undefined) {
    changing = intlOffset(bucket, timeZone);
    if (changeDayOffsets.size > 100_000) changeDayOffsets.clear();
    changeDayOffsets.set(key, changing);
  }
  return changing;
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

/** Minutes since local midnight in `timeZone` at an instant. */
export function minuteOfDay(instant: number, timeZone: string): number {
  const wall = instant + zoneOffset(instant, timeZone);
  return Math.floor((((wall % DAY) + DAY) % DAY) / 60_000);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant when the wall clock in `timeZone` shows `wall` (a wall-clock time written as if it were UTC). */
export function instantOfWall(wall: number, timeZone: string): number {
  const instant = wall - zoneOffset(wall, timeZone);
  // A second pass settles instants next to a daylight-saving change.
  return wall - zoneOffset(instant, timeZone);
}

/** The instant when the wall clock in `timeZone` shows `date` (YYYY-MM-DD) at hour:minute. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    hour,
    minute,
  );
  return new Date(instantOfWall(wall, timeZone));
}

/** YYYY-MM-DD of the wall clock in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** Whether a local date (YYYY-MM-DD) is a Saturday or a Sunday. */
export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
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
