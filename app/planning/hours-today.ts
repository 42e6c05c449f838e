// A place's hours on the day of a visit, as a card shows them ("Open today 18:00–24:00"): read from its
// opening_hours in its own zone. A visit after midnight in a night that began the day before belongs to
// that day, as a venue's own listing would have it ("Fr 20:00–03:00").
import * as z from "zod";
import { isValidOpeningHours, openIntervals, type VisitSchedule } from "./hours";
import { isUsualHours } from "./usual-hours";
import { clockOf } from "./start-time";
import { addDays, localDate, minuteOfDay, zonedInstant } from "./time";

const Clock = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

export const HoursTodaySchema = z.object({
  /** The place's local date the hours are for (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The place's zone, so a card can tell whether that date is today there. */
  timeZone: z.string().min(1),
  /** Open all day long (24/7, or open from the night before until the night after). */
  allDay: z.boolean(),
  /** Opening and closing clock times in order; a closing time after midnight is the next morning's. */
  ranges: z.array(z.tuple([Clock, Clock])),
  /** The kind of place's usual hours, not the place's own: the card says they are not confirmed. */
  usual: z.boolean().optional(),
});
export type HoursToday = z.infer<typeof HoursTodaySchema>;

function clock(instant: number, timeZone: string, dayEnd: number): string {
  if (instant === dayEnd) return "24:00";
  return clockOf(minuteOfDay(instant, timeZone));
}

/** The hours of the day a visit starting at `start` falls on; null when the place's hours are unknown. */
export function hoursOnVisitDay(schedule: VisitSchedule, start: Date): HoursToday | null {
  const { hours, country, timeZone } = schedule;
  if (!hours || !isValidOpeningHours(hours, country)) return null;
  const midnight = (date: string) => zonedInstant(date, 0, 0, timeZone).getTime();
  const visitDate = localDate(start, timeZone);
  // Two days back, so the night before the day shown starts inside the window and is not mistaken for
  // an opening at midnight; to the day after, so a night's closing time is in it.
  const window = { from: midnight(addDays(visitDate, -2)), to: midnight(addDays(visitDate, 2)) };
  const intervals = openIntervals({ hours, country, timeZone }, new Date(window.from), new Date(window.to));
  const covering = intervals.find((i) => i.start <= start.getTime() && i.end > start.getTime());
  // Began the day before (not an all-day opening that merely reaches back past the window).
  const nightBefore = covering && covering.start < midnight(visitDate) && covering.start > window.from;
  const date = nightBefore ? addDays(visitDate, -1) : visitDate;
  const dayStart = midnight(date);
  const dayEnd = midnight(addDays(date, 1));
  const usual = isUsualHours(hours) ? { usual: true } : {};
  if (intervals.some((i) => i.start <= dayStart && i.end >= dayEnd))
    return { date, timeZone, allDay: true, ranges: [], ...usual };
  const ranges = intervals
    .filter((i) => i.start >= dayStart && i.start < dayEnd)
    .map((i): [string, string] => [clock(i.start, timeZone, dayEnd), clock(i.end, timeZone, dayEnd)]);
  return ranges.length ? { date, timeZone, allDay: false, ranges, ...usual } : null;
}

/**
 * A place's hours on a local date ("is the museum open on tuesday?"): its ranges, "closed" when it does not
 * open that day, or null when its hours are unknown.
 */
export function hoursOnDate(schedule: VisitSchedule, date: string): HoursToday | "closed" | null {
  if (!schedule.hours || !isValidOpeningHours(schedule.hours, schedule.country)) return null;
  const noon = zonedInstant(date, 12, 0, schedule.timeZone);
  const hours = hoursOnVisitDay(schedule, noon);
  // At noon a bar that opened the night before is still that night's; the day asked about is this one.
  return hours && hours.date === date
    ? hours
    : (hoursOnVisitDay(schedule, zonedInstant(date, 23, 59, schedule.timeZone)) ?? "closed");
}
