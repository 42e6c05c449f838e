// When a plan happens: its window in the place's zone, how many stops fit, and which meals it spans.
import type { Meal } from "../places/place";
import type { PlanRequest } from "../request";
import { SLOT_END_HOUR, slotMinutes } from "../start-time";
import { bestStartMinutes } from "./best-start";
import { HOUR, MINUTE, addDays, localDate, minuteOfDay, zonedInstant } from "../time";

export type PlanWindow = { date: string; start: number; end: number; timeZone: string };

export class PlanWindowError extends Error {
  constructor(
    readonly code: "date-in-past" | "date-too-far",
    message: string,
  ) {
    super(message);
  }
}

export const MAX_DAYS_AHEAD = 60;

/**
 * The plan starts at its start time (the moment a local would choose inside the slot, best-start.ts, unless
 * the request names one), or at the next quarter hour when that has passed today, and lasts `duration` hours. A late night runs until
 * 02:00: until then, "tonight's" late night is the one that began the evening before, and a plan for it
 * starts now; its start times after midnight fall on the next day. On New Year's Eve a plan ending just
 * before or around midnight runs on to 00:30.
 */
export function planWindow(request: PlanRequest, timeZone: string, now: Date): PlanWindow {
  const today = localDate(now, timeZone);
  const yesterday = addDays(today, -1);
  const nightGoesOn =
    request.timeSlot === "late_night" && minuteOfDay(now.getTime(), timeZone) < (SLOT_END_HOUR.late_night - 24) * 60;
  let date = request.plannedDate ?? (request.day === "tomorrow" ? addDays(today, 1) : today);
  if (nightGoesOn && !request.plannedDate && request.day !== "tomorrow") date = yesterday;
  if (date < today && !(nightGoesOn && date === yesterday)) {
    throw new PlanWindowError("date-in-past", `plannedDate ${date} is in the past`);
  }
  if (date > addDays(today, MAX_DAYS_AHEAD)) {
    throw new PlanWindowError("date-too-far", `plannedDate can be at most ${MAX_DAYS_AHEAD} days ahead`);
  }
  const asked = request.startTime ? slotMinutes(request.timeSlot, request.startTime) : null;
  const minutes = asked ?? bestStartMinutes(request, date, timeZone);
  const day = minutes >= 24 * 60 ? addDays(date, 1) : date;
  let start = zonedInstant(day, Math.floor(minutes / 60) % 24, minutes % 60, timeZone).getTime();
  if (start < now.getTime()) start = Math.ceil(now.getTime() / (15 * MINUTE)) * 15 * MINUTE;
  return { date, start, end: windowEnd(date, start, request.duration, timeZone), timeZone };
}

/**
 * When a plan of `duration` hours from `start` ends. New Year's Eve ending between 23:00 and 00:30 would
 * send the couple home across midnight: it runs on to 00:30, so they see the new year in where they are
 * and travel after the rush. (A saved plan's window is rebuilt with this too.)
 */
export function windowEnd(date: string, start: number, duration: number, timeZone: string): number {
  const end = start + duration * HOUR;
  if (!date.endsWith("-12-31")) return end;
  const stayUntil = zonedInstant(addDays(date, 1), 0, 30, timeZone).getTime();
  return end >= stayUntil - 90 * MINUTE && end < stayUntil ? stayUntil : end;
}

/** About one stop per 75 minutes: 1 h → 1, 3 h → 3, 4 h → 3, 6 h → 5, 8 h → 6. */
export function stopCount(durationHours: number): number {
  return Math.min(6, Math.max(1, Math.round(durationHours * 0.75 + 0.25)));
}

const MEAL_HOURS: Record<Meal, [number, number]> = {
  breakfast: [8, 10.5],
  lunch: [12, 14.5],
  dinner: [18, 21.5],
};

export type MealWindow = { meal: Meal; start: number; end: number };

/** Meal times the window spans by at least an hour: such a plan includes that meal. */
export function mealWindows(window: PlanWindow): MealWindow[] {
  const out: MealWindow[] = [];
  for (const date of [window.date, addDays(window.date, 1)]) {
    for (const [meal, [from, to]] of Object.entries(MEAL_HOURS) as Array<[Meal, [number, number]]>) {
      const start = zonedInstant(date, Math.floor(from), (from % 1) * 60, window.timeZone).getTime();
      const end = zonedInstant(date, Math.floor(to), (to % 1) * 60, window.timeZone).getTime();
      const overlap = Math.min(end, window.end) - Math.max(start, window.start);
      if (overlap >= HOUR && window.end - window.start >= 2 * HOUR) out.push({ meal, start, end });
    }
  }
  return out;
}

/** Local hour (with fraction) of an instant, for "is it late?" decisions. */
export function localHour(instant: number, timeZone: string): number {
  return minuteOfDay(instant, timeZone) / 60;
}

/** Meal windows on the plan's day and the next, whatever the overlap: when a restaurant visit makes sense. */
export function mealWindowsAround(window: PlanWindow): MealWindow[] {
  return mealWindows({ ...window, start: window.start - 24 * HOUR, end: window.end + 24 * HOUR });
}
