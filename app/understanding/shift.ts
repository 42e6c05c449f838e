// Moving a plan's start: "later" and "früher" move it by an hour, "zwei Stunden später" by two, "push it
// back half an hour" by thirty minutes; never out of the plan's slot.
import type { TimeSlot } from "~/planning/request-options";
import { clockOf, slotMinutes, startRange, TIME_SLOTS } from "~/planning/start-time";

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

/** "push everything by 30 minutes", "bring it forward by an hour". */
const SHIFT_BY =
  /(push(?: it| everything| the plan| the whole thing)?(?: back)?|move(?: it| everything| the plan)? back|bring(?: it| everything| the plan)? forward|move(?: it| everything| the plan)? forward)\s+by\s+(?:(half an hour|a half hour)|(\d{1,3})\s*(?:min|mins|minutes?)|(\d|an|a|one|two|three)\s*(?:hours?|h))/u;

/**
 * How far the message moves the start, in minutes (negative: earlier), and the words that said so (so
 * "two hours later" is not also read as a two-hour plan). Plain "later"/"später" is an hour.
 */
export function readShift(lower: string): { minutes: number; words: string } | null {
  const by = SHIFT_BY.exec(lower);
  if (by) {
    const [words, verb, half, count, hours] = by;
    const minutes = half ? 30 : count ? Number(count) : (AMOUNTS[hours] ?? Number(hours) * 60);
    return { minutes: /forward/.test(verb) ? -minutes : minutes, words };
  }
  const amount = SHIFT.exec(lower);
  if (amount) {
    const [words, half, count, hours, direction] = amount;
    const minutes = half ? 30 : count ? Number(count) : hours ? (AMOUNTS[hours] ?? Number(hours) * 60) : 60;
    return { minutes: /^(earlier|früher)$/.test(direction) ? -minutes : minutes, words };
  }
  const plain =
    /(?:^|[^\p{L}])(later|earlier|später|früher|push(?: it)? back|nach hinten|bring(?: it)? forward|vorziehen|nach vorne)(?![\p{L}])/u.exec(
      lower,
    );
  if (!plain) return null;
  return { minutes: /^(earlier|früher|bring|vorziehen|nach vorne)/.test(plain[1]) ? -60 : 60, words: plain[1] };
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

/** Time to get from the last stop to a train or a flight. */
const TO_DEPARTURE_MINUTES = 30;

export type InTime =
  /** The plan already ends in time, at this "HH:MM". */
  | { fits: true; end: string }
  /** The plan made shorter (or, when even its shortest length would not end in time, earlier too). */
  | { fits: false; duration: number; startTime?: string }
  /** Not possible in the plan's slot. */
  | null;

/** A plan (its slot, start and hours) ending half an hour before a departure at `leaveBy`. */
export function inTimeFor(slot: TimeSlot, start: string, duration: number, leaveBy: string, minHours: number): InTime {
  const from = slotMinutes(slot, start);
  let departure = slotMinutes(slot, leaveBy);
  if (from === null || departure === null) return null;
  // A departure in the small hours after an evening plan is the next day's.
  if (departure < from && departure < 6 * 60) departure += 24 * 60;
  const deadline = departure - TO_DEPARTURE_MINUTES;
  if (from + duration * 60 <= deadline) return { fits: true, end: clockOf(from + duration * 60) };
  const hours = Math.floor((deadline - from) / 60);
  if (hours >= minHours) return { fits: false, duration: hours };
  const earlier = deadline - minHours * 60;
  return earlier >= startRange(slot).first ? { fits: false, duration: minHours, startTime: clockOf(earlier) } : null;
}

export type TimedRequest = { timeSlot: TimeSlot; startTime: string; duration: number };

/**
 * A request made to end half an hour before a departure said before there is a plan ("we're in Munich
 * tomorrow, our train leaves at 5pm"): the slot said, else the latest one with an hour before the departure;
 * the start said, else the one that ends the plan in time. Null when the slot said can't end in time.
 */
export function requestInTimeFor(
  said: Partial<TimedRequest>,
  leaveBy: string,
  minHours: number,
  defaultHours: number,
): TimedRequest | null {
  const deadline = (slot: TimeSlot) => (slotMinutes(slot, leaveBy) ?? 0) - TO_DEPARTURE_MINUTES;
  const slot =
    said.timeSlot ??
    [...TIME_SLOTS].reverse().find((s) => startRange(s).first + minHours * 60 <= deadline(s)) ??
    TIME_SLOTS[0];
  const duration = said.duration ?? defaultHours;
  const { first, last } = startRange(slot);
  const startTime = said.startTime ?? clockOf(Math.max(first, Math.min(last, deadline(slot) - duration * 60)));
  const inTime = inTimeFor(slot, startTime, duration, leaveBy, minHours);
  if (!inTime) return null;
  if (inTime.fits) return { timeSlot: slot, startTime, duration };
  return { timeSlot: slot, startTime: inTime.startTime ?? startTime, duration: inTime.duration };
}
