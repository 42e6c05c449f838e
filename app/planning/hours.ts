// Opening hours, evaluated in the place's own time zone (OSM opening_hours syntax).
import OpeningHours from "opening_hours";
import { Lru } from "~/utils/lru";
import { instantOfWall, MINUTE, wallClock, wallClockAsDate } from "./time";
import { isUsualHours, USUAL_HOURS_REASON } from "./usual-hours";

export type Verification = "verified" | "closed" | "unknown";

export type HoursCheck = {
  verification: Verification;
  /** Why, in plain English; the UI words it per language from `verification`. */
  reason: string;
};

type Schedule = { hours: string; country: string; timeZone: string };

/** A place's hours as the checks need them: when it is open and, where it differs, when guests may begin. */
export type VisitSchedule = { hours: string | null; seating?: string | null; country: string; timeZone: string };

export function scheduleOf(place: {
  openingHours: string | null;
  seatingHours?: string | null;
  country: string;
  timeZone: string;
}): VisitSchedule {
  return { hours: place.openingHours, seating: place.seatingHours, country: place.country, timeZone: place.timeZone };
}

/**
 * Countries whose public holidays the library knows only per region: the region whose holidays stand
 * for the country's (the UK's bank holidays differ slightly between its nations; England's are the
 * widest-known). Everywhere else the empty region gives the national holidays.
 */
const HOLIDAY_REGION: Record<string, string> = { gb: "England", uk: "England" };

/**
 * Parsed hours by country and text, tens of KB each. The catalog holds about 1,500 distinct ones; clients
 * may send any (POST /api/verify-opening-hours), so past the cap the least recently used are dropped.
 */
export const parsedHours = new Lru<string, OpeningHours | null>(2_000);

function parse({ hours, country }: Schedule): OpeningHours | null {
  return parsedHours.remember(`${country}|${hours}`, () => {
    const cc = country.toLowerCase();
    const state = HOLIDAY_REGION[cc] ?? "";
    try {
      return new OpeningHours(hours, { lat: 0, lon: 0, address: { country_code: cc === "uk" ? "gb" : cc, state } });
    } catch {
      return null;
    }
  });
}

export function isValidOpeningHours(hours: string, country = "DE"): boolean {
  return parse({ hours, country, timeZone: "UTC" }) !== null;
}

export type OpenInterval = { start: number; end: number; unknown: boolean };

export const DAY = 24 * 60 * MINUTE;

/**
 * Evaluated intervals by schedule and whole UTC days. A plan asks about one place many times (its window,
 * the evening after it, a visit, a seating), plans of every slot on one day ask about the same days, and
 * many places share their hours: each is evaluated once for the days around and clipped to the question.
 */
const evaluated = new Lru<string, readonly OpenInterval[]>(50_000);
/**
 * A number for each hours text, for the keys above: a key holding the text itself is hashed in full on
 * every question (thousands a plan). Numbers are never reused, so a dropped one only leaves stale entries.
 */
const hoursIds = new Lru<string, number>(20_000);
let hoursCount = 0;

/**
 * Evaluated intervals by schedule and week: plans of the next days ask about the same places on each of
 * them, and evaluating a week costs about two days. A question's days are the week's intervals clipped
 * to them: the library splits an interval only where the state changes, never where a question starts.
 */
const weeks = new Lru<string, readonly OpenInterval[]>(5_000);
const WEEK = 7 * DAY;
/** A week's evaluation runs a day past it, so questions spanning midnight at its end stay inside. */
const WEEK_SPAN = WEEK + DAY;

/** Open intervals as instants, clipped to [from, to). `unknown` marks intervals the data hedges on. */
export function openIntervals(schedule: Schedule, from: Date, to: Date): readonly OpenInterval[] {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return [];
  const days = { from: Math.floor(start / DAY) * DAY, to: Math.ceil(end / DAY) * DAY };
  const id = hoursIds.remember(schedule.hours, () => ++hoursCount);
  const zone = `${schedule.country}|${schedule.timeZone}|`;
  const all = evaluated.remember(`${zone}${days.from}|${days.to}|${id}`, () => {
    const week = Math.floor(days.from / WEEK) * WEEK;
    if (days.to > week + WEEK_SPAN) return evaluate(schedule, new Date(days.from), new Date(days.to));
    const known = weeks.remember(`${zone}${week}|${id}`, () =>
      evaluate(schedule, new Date(week), new Date(week + WEEK_SPAN)),
    );
    return clip(known, days.from, days.to);
  });
  if (days.from === start && days.to === end) return all;
  return clip(all, start, end);
}

/** The intervals within [start, end), cut at its edges. */
export function clip(intervals: readonly OpenInterval[], start: number, end: number): OpenInterval[] {
  const out: OpenInterval[] = [];
  for (const i of intervals) {
    if (i.end <= start || i.start >= end) continue;
    out.push(
      i.start >= start && i.end <= end
        ? i
        : { start: Math.max(i.start, start), end: Math.min(i.end, end), unknown: i.unknown },
    );
  }
  return out;
}

function evaluate(schedule: Schedule, from: Date, to: Date): readonly OpenInterval[] {
  const oh = parse(schedule);
  if (!oh) return [];
  const wallFrom = wallClockAsDate(from, schedule.timeZone);
  const wallTo = wallClockAsDate(to, schedule.timeZone);
  return oh.getOpenIntervals(wallFrom, wallTo).map(([start, end, unknown]) => ({
    start: wallToInstant(start, schedule.timeZone),
    end: wallToInstant(end, schedule.timeZone),
    unknown,
  }));
}

function wallToInstant(wall: Date, timeZone: string): number {
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes());
  return instantOfWall(asUtc, timeZone);
}

/**
 * Is the place open for the whole visit [start, end)? Where it has seating hours (a tasting menu's last
 * seating), the visit must also begin inside them; it may then run on until the place closes.
 */
export function checkVisit(schedule: VisitSchedule, start: Date, end: Date): HoursCheck {
  if (!schedule.hours) return { verification: "unknown", reason: "Opening hours unknown" };
  if (!parse({ ...schedule, hours: schedule.hours })) {
    return { verification: "unknown", reason: "Opening hours could not be read" };
  }
  const intervals = joined(openIntervals({ ...schedule, hours: schedule.hours }, start, end));
  const covering = intervals.find((i) => i.start <= start.getTime() && i.end >= end.getTime());
  if (!covering) return { verification: "closed", reason: closedReason(schedule.timeZone, start, intervals) };
  const seating = schedule.seating ? seatingAt({ ...schedule, hours: schedule.seating }, start.getTime()) : null;
  if (seating && !seating.seated) return { verification: "closed", reason: seating.reason };
  if (covering.unknown) {
    const reason = isUsualHours(schedule.hours) ? USUAL_HOURS_REASON : "Opening hours uncertain at this time";
    return { verification: "unknown", reason };
  }
  return { verification: "verified", reason: "Open for the whole visit" };
}

/**
 * Back-to-back intervals as one, uncertain where any part is: "12:00-18:00+" is open until 18:00 and
 * perhaps after, so a visit from 17:00 to 19:00 is open with hours unknown at its end, not closed. The
 * engine's candidates read the same intervals, so planner and check agree.
 */
function joined(intervals: readonly OpenInterval[]): OpenInterval[] {
  const out: OpenInterval[] = [];
  for (const i of intervals) {
    const last = out.at(-1);
    if (last && i.start <= last.end) {
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, i.end), unknown: last.unknown || i.unknown };
    } else out.push({ ...i });
  }
  return out;
}

/** Whether a visit may begin at `start` under seating hours; null when they cannot be read. */
function seatingAt(seating: Schedule, start: number): { seated: boolean; reason: string } | null {
  if (!parse(seating)) return null;
  // The last seating itself still counts: a seating window's end is inclusive.
  const around = openIntervals(seating, new Date(start - 12 * 60 * MINUTE), new Date(start + 12 * 60 * MINUTE));
  if (around.some((i) => i.start <= start && i.end >= start)) return { seated: true, reason: "" };
  const earlier = around.filter((i) => i.end < start).at(-1);
  const later = around.find((i) => i.start > start);
  if (earlier && (!later || start - earlier.end < later.start - start)) {
    return { seated: false, reason: `Last seating at ${clock(new Date(earlier.end), seating.timeZone)}` };
  }
  if (later) return { seated: false, reason: `Seating begins at ${clock(new Date(later.start), seating.timeZone)}` };
  return { seated: false, reason: "No seating at this time" };
}

function closedReason(timeZone: string, start: Date, intervals: readonly OpenInterval[]): string {
  const overlapping = intervals.find((i) => i.end > start.getTime());
  if (overlapping && overlapping.start <= start.getTime()) {
    return `Closes at ${clock(new Date(overlapping.end), timeZone)}, before the visit ends`;
  }
  if (overlapping) return `Opens at ${clock(new Date(overlapping.start), timeZone)}, after the visit starts`;
  return "Closed during visit time";
}

function clock(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
}
