// Clock times and shifts in a chat message, read in the plan's context: "start at 8" is 20:00 in an
// evening plan and 08:00 in a morning one; "um 20 Uhr", "ab 19:30", "7pm"; "later" and "früher" move the
// start by an hour, "zwei Stunden später" by two. Pure keyword rules, no dates: the plan's day stays.
import type { TimeSlot } from "~/planning/request-options";
import { clockOf, slotMinutes, slotOfStart, startRange } from "~/planning/start-time";

/** What a time in the message asks for: the slot it falls in, and the start when a slot allows it. */
export type ClockReading = { timeSlot: TimeSlot; startTime?: string };

const CLOCK_AFTER_WORD =
  /(?:^|[^\p{L}\d])(?:at|from|start(?:ing)? at|um|ab|gegen)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?(?![\p{L}\d])/u;
const CLOCK_WITH_SUFFIX = /(?:^|[^\p{L}\d])(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|uhr)(?![\p{L}\d])/u;

/** Hour of a plan that a slot-less time most likely means: a date planner's "8" is the evening's. */
function slotForHour(hour: number): TimeSlot {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 21) return "evening";
  return "late_night";
}

/**
 * The clock time in a (lower-case) message. `slot` is the context: the slot the message names, else the
 * plan's or the request's. A time that can be read either way ("8", "8 Uhr") is the one inside that slot;
 * without a slot, or when neither fits, it is the evening's unless the morning was mentioned.
 */
export function readClock(lower: string, slot: TimeSlot | undefined, morningHint: boolean): ClockReading | null {
  const match = CLOCK_AFTER_WORD.exec(lower) ?? CLOCK_WITH_SUFFIX.exec(lower);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const suffix = match[3] ?? "";
  if (hour > 23 || minute > 59) return null;
  let hours: number[];
  if (suffix.startsWith("p")) hours = [hour < 12 ? hour + 12 : hour];
  else if (suffix.startsWith("a")) hours = [hour === 12 ? 0 : hour];
  else if (hour === 0 || hour > 12) hours = [hour];
  else if (hour === 12) hours = [12, 0];
  else hours = morningHint ? [hour, hour + 12] : [hour + 12, hour];
  const clocks = hours.map((h) => clockOf(h * 60 + minute));
  const inSlot = slot ? clocks.find((c) => slotOfStart(c) === slot) : undefined;
  if (inSlot) return { timeSlot: slot!, startTime: inSlot };
  for (const clock of clocks) {
    const fits = slotOfStart(clock);
    if (fits) return { timeSlot: fits, startTime: clock };
  }
  return { timeSlot: slotForHour(hours[0]) };
}

const AMOUNTS: Record<string, number> = {
  a: 60,
  an: 60,
  one: 60,
  ein: 60,
  eine: 60,
  einer: 60,
  two: 120,
  zwei: 120,
  three: 180,
  drei: 180,
};
const SHIFT =
  /(?:(half an hour|a half hour|eine halbe stunde|halbe stunde)|(\d{1,3})\s*(?:min|mins|minutes?|minuten)|(\d|an|a|one|ein|eine|einer|two|zwei|three|drei)\s*(?:hours?|h|stunden?))\s+(later|earlier|später|früher)/u;

/**
 * How far the message moves the start, in minutes (negative: earlier), and the words that said so (so
 * "two hours later" is not also read as a two-hour plan). Plain "later"/"später" is an hour.
 */
export function readShift(lower: string): { minutes: number; words: string } | null {
  const amount = SHIFT.exec(lower);
  if (amount) {
    const [words, half, count, hours, direction] = amount;
    const minutes = half ? 30 : count ? Number(count) : hours ? (AMOUNTS[hours] ?? Number(hours) * 60) : 60;
    return { minutes: /^(earlier|früher)$/.test(direction) ? -minutes : minutes, words };
  }
  const plain = /(?:^|[^\p{L}])(later|earlier|später|früher)(?![\p{L}])/u.exec(lower);
  if (!plain) return null;
  return { minutes: /^(earlier|früher)$/.test(plain[1]) ? -60 : 60, words: plain[1] };
}

/**
 * A plan's start moved by `minutes` without leaving its slot: the new "HH:MM", or null when the start is
 * already as late (or early) as the slot allows.
 */
export function shiftedStart(slot: TimeSlot, current: string, minutes: number): string | null {
  const now = slotMinutes(slot, current);
  if (now === null) return null;
  const { first, last } = startRange(slot);
  const next = Math.max(first, Math.min(last, now + minutes));
  return next === now ? null : clockOf(next);
}
