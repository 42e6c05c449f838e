// A plan's slots and its start time inside its slot: plain data and arithmetic on "HH:MM", shared by the
// schema, the engine, the form's time picker and the chat (which reads "start at 8" in the slot's context).
import { minuteOfDay } from "./time";

export const TIME_SLOTS = ["morning", "afternoon", "evening", "late_night"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Slot start and end hours, local time: morning 08–12, afternoon 12–17, evening 17–21, late night 21–02. */
export const SLOT_START_HOUR: Record<TimeSlot, number> = { morning: 8, afternoon: 12, evening: 17, late_night: 21 };
export const SLOT_END_HOUR: Record<TimeSlot, number> = { morning: 12, afternoon: 17, evening: 21, late_night: 26 };

/** A plan may start up to half an hour before its slot ends (late night: 01:30). */
const LAST_START_BEFORE_END = 30;

export const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Minutes since the slot day's midnight: after-midnight times of the late night count past 24:00
 * ("00:30" is 24 * 60 + 30 there), so times inside one slot compare in order.
 */
export function slotMinutes(slot: TimeSlot, clock: string): number | null {
  const match = CLOCK.exec(clock);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return slot === "late_night" && minutes < 12 * 60 ? minutes + 24 * 60 : minutes;
}

/** "HH:MM" of minutes since the slot day's midnight (past 24:00 wraps to the next morning). */
export function clockOf(minutes: number): string {
  const m = ((minutes % (24 * 60)) + 24 * 60) % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The earliest and latest start of a slot, in slot minutes and as "HH:MM" (for the form's min and max). */
export function startRange(slot: TimeSlot) {
  const first = SLOT_START_HOUR[slot] * 60;
  const last = SLOT_END_HOUR[slot] * 60 - LAST_START_BEFORE_END;
  return { first, last, min: clockOf(first), max: clockOf(last) };
}

/** Whether "HH:MM" is a start time the slot allows. */
export function startsInSlot(slot: TimeSlot, clock: string): boolean {
  const minutes = slotMinutes(slot, clock);
  const { first, last } = startRange(slot);
  return minutes !== null && minutes >= first && minutes <= last;
}

/** The slot whose start times include "HH:MM", if any. */
export function slotOfStart(clock: string): TimeSlot | null {
  for (const slot of TIME_SLOTS) {
    if (startsInSlot(slot, clock)) return slot;
  }
  return null;
}

/** The local "HH:MM" a plan starts at, in its own zone. */
export function localStart(plan: { startsAt: Date | string; timeZone: string }): string {
  return clockOf(minuteOfDay(new Date(plan.startsAt).getTime(), plan.timeZone));
}

/**
 * The start time a saved plan asks for again (regenerating, revising, the form filled from it): the local
 * time it starts, while the slot still allows it.
 */
export function startTimeOf(plan: { startsAt: Date | string; timeZone: string; timeSlot: string }): string | undefined {
  const slot = plan.timeSlot as TimeSlot;
  if (!(slot in SLOT_START_HOUR)) return undefined;
  const clock = localStart(plan);
  // Its own start, the slot's first minute too: a version otherwise moves to the moment best-start.ts picks.
  return startsInSlot(slot, clock) ? clock : undefined;
}
