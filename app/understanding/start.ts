// When in the day: the slot ("evening", "nach der Arbeit", "late", "Montag früh") and the start time, a
// spoken clock time read in the slot's context: "start at 8" is 20:00 in an evening plan and 08:00 in a
// morning one; "after work" starts at 18:00, "after eleven" at 23:00, "past midnight" at 00:00.
import type { TimeSlot } from "~/planning/request-options";
import { clockOf, slotMinutes, slotOfStart, startRange } from "~/planning/start-time";
import { type SaidClock, sayClock } from "./clock";
import { has } from "./words";

export type StartReading = { timeSlot?: TimeSlot; startTime?: string };

const MORNING =
  /\b(morning|mornin|am morgen|morgens|vormittags?|breakfast|brunch|frühstück\p{L}*|früh|in the am|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:vormittag|morgen|früh))\b/u;
const AFTERNOON =
  /\b(afternoon|arvo|nachmittags?|lunch|lunchtime|mittag|mittags|mittagessen|mittagspause|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:nachmittag|mittag))\b/;
const LATE_NIGHT =
  /\b(late night|late-night|night out|nightlife|nachts|nacht|spät abends|spätabends|spät|midnight|mitternacht|late|after dark|all night|clubbing|party all night|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)nacht)\b/;
const EVENING =
  /\b(evening|eve|tonight|tonite|night|nights|date-night|datenight|abends?|dinner|supper|abendessen|after work|nach der arbeit|feierabend|sunset|sonnenuntergang|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|sonnabend)abend)\b/;
const AFTER_WORK = /\b(after work|nach der arbeit|nach feierabend|feierabend|when i finish work|after the office)\b/;

/** Hour of a plan that a slot-less time most likely means: a date planner's "8" is the evening's. */
function slotForHour(hour: number): TimeSlot {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 21) return "evening";
  return "late_night";
}

/** What is done at night: "drinks at 11" is 23:00. */
const NIGHT_OUT =
  /\b(drinks?|bars?|pubs?|kneipen?|club\p{L}*|cocktails?|party|partys|dancing|tanzen|techno|jazz|konzert|concert|gig|kino|cinema|movie|film)\b/u;

/**
 * "start at 11", "um 10 Uhr" with nothing else said about the time of day: the late morning's, as an outing
 * mostly starts then; "after eleven", "drinks at 11" or a plan on screen in the evening keep the night's.
 */
function lateMorning(lower: string, said: SaidClock, named: TimeSlot | undefined, context: TimeSlot | undefined) {
  if (said.hour < 10 || said.hour > 11 || named || context === "evening" || context === "late_night") return false;
  return !/^(?:after|nach)\b/.test(said.words.trim()) && !has(lower, NIGHT_OUT);
}

/** The slot a message names by words alone. */
function slotWords(lower: string): TimeSlot | undefined {
  // "not too late", "nicht zu spät": no late night.
  const late =
    has(lower, LATE_NIGHT) &&
    !has(lower, /\b(not (too |so )?late|nicht zu spät|nicht so spät|late lunch|late breakfast|late afternoon)\b/);
  if (has(lower, /\b(heute nacht|tonight late|late tonight)\b/)) return "late_night";
  if (has(lower, MORNING) && !has(lower, /\bmorgen früh\b.*\babend/)) return "morning";
  if (has(lower, /\blate afternoon\b/)) return "afternoon";
  if (has(lower, AFTERNOON)) return "afternoon";
  if (late && !has(lower, /\b(dinner|abendessen)\b/)) return "late_night";
  if (has(lower, EVENING)) return "evening";
  if (late) return "late_night";
  return undefined;
}

/**
 * The slot and start a (lower-case) message names. `context` is the plan's or the request's slot: a time
 * that can be read either way ("8", "acht Uhr") is the one inside it.
 */
export function readStart(lower: string, context: TimeSlot | undefined): StartReading {
  const named = slotWords(lower);
  const said = sayClock(lower);
  if (!said) {
    if (has(lower, AFTER_WORK)) return { timeSlot: "evening", startTime: "18:00" };
    return named ? { timeSlot: named } : {};
  }
  const slot = named ?? context;
  const { hour, minute, meridiem } = said;
  let hours: number[];
  if (meridiem === "pm") hours = [hour < 12 ? hour + 12 : hour];
  else if (meridiem === "am") hours = [hour === 12 ? 0 : hour];
  else if (hour === 0 || hour > 12) hours = [hour];
  else if (hour === 12) hours = [12, 0];
  // "10:15" written with minutes is the morning's; "8" or "8:30" the evening's, unless a slot says otherwise.
  else if (named === "morning" || (said.colon && hour >= 10) || lateMorning(lower, said, named, context))
    hours = [hour, hour + 12];
  else hours = [hour + 12, hour];
  const clocks = hours.map((h) => clockOf(h * 60 + minute));
  const inSlot = slot ? clocks.find((c) => slotOfStart(c) === slot) : undefined;
  if (inSlot) return { timeSlot: slot, startTime: inSlot };
  const fits = slotOfStart(clocks[0]);
  if (fits) return { timeSlot: fits, startTime: clocks[0] };
  // Past a slot's last start ("quarter to nine" is after the evening's 20:30): that slot's nearest start.
  const nearest = slotForHour(hours[0]);
  const { first, last } = startRange(nearest);
  const wanted = slotMinutes(nearest, clocks[0]) ?? first;
  return { timeSlot: nearest, startTime: clockOf(Math.max(first, Math.min(last, wanted))) };
}
