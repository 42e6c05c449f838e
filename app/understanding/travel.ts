// A train or a flight around the outing: a departure to leave in time for ("we have a train at 10", "unser
// Flug geht um 21 Uhr", "we have to catch the Eurostar at 6pm") and an arrival to start after ("we land in
// Vienna at 2pm", "wir kommen um 15 Uhr an"). Neither is the plan's start time nor its way around.
import type { TimeSlot } from "~/planning/request-options";
import { clockOf, slotMinutes, slotOfStart, startRange } from "~/planning/start-time";
import { sayClock } from "./clock";
import type { StartReading } from "./start";
import { NUMBER } from "./words";

/** A clock time as said after "at"/"um": "10", "9:30pm", "22 Uhr", "halb elf", "half past nine". */
const SAID_TIME = `(?:(?:halb|viertel nach|viertel vor|dreiviertel|half past|quarter past|quarter to)\\s+)?${NUMBER}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|h\\b)?`;
const STATION = "(?:flughafen|airport|bahnhof|hauptbahnhof|hbf|station)";
const VEHICLE = "(?:train|flight|plane|bus|coach|ferry|eurostar|tgv|railjet|zug|flug|flieger|fähre)";
const ARTICLE = "(?:a|an|the|our|my|unser\\p{L}*|mein\\p{L}*|den|der|einen?)";
const AT = "(?:at|um|by|gegen|around)";
/** A few words between: "in vienna", "erst", "in Wien". */
const FEW_WORDS = "(?:(?!(?:at|um|by|gegen|around)\\b)[\\p{L}'.-]+\\s+){0,3}?";

/**
 * "we have a train at 10", "our train home is at 19:30", "catch the eurostar at 6pm", "um 22 Uhr am
 * Flughafen sein": a time to leave by.
 */
const DEPARTURE = new RegExp(
  `\\b(?:(?:${ARTICLE}\\s+)?${VEHICLE}\\s+(?:home\\s+|back\\s+|nach hause\\s+|zurück\\s+)?(?:is\\s+|leaves\\s+|goes\\s+|departs\\s+|geht\\s+|fährt\\s+|startet\\s+|fliegt\\s+)?${AT}\\s+${SAID_TIME}|${AT}\\s+${SAID_TIME}\\s+(?:am|zum|at the|to the)\\s+${STATION}|(?:at|to)\\s+the\\s+${STATION}\\s+(?:at|by)\\s+${SAID_TIME})`,
  "giu",
);

/** "we land in vienna at 2pm", "our train gets in at 3", "wir kommen um 15 Uhr in Wien an", "landing at 9am". */
const ARRIVAL = new RegExp(
  [
    `(?:we|i|we'll|we're)\\s+(?:land|arrive|get in)\\s+${FEW_WORDS}${AT}\\s+${SAID_TIME}`,
    `(?:${ARTICLE}\\s+)?${VEHICLE}\\s+(?:lands|arrives|gets in|landet)\\s+${FEW_WORDS}${AT}\\s+${SAID_TIME}`,
    `(?:wir|ich)\\s+landen\\s+${FEW_WORDS}${AT}\\s+${SAID_TIME}`,
    // "kommen um 8" alone is "come at 8"; an arrival says "an".
    `(?:wir|ich|${ARTICLE}\\s+${VEHICLE})\\s+(?:kommen|kommt)\\s+${FEW_WORDS}${AT}\\s+${SAID_TIME}\\s+${FEW_WORDS}an\\b`,
    `(?:arriving|landing|ankunft)\\s+${FEW_WORDS}${AT}\\s+${SAID_TIME}`,
  ]
    .map((form) => `\\b${form}`)
    .join("|"),
  "giu",
);

/** Time from landing or a train's arrival to the first stop: luggage, the way into town. */
const AFTER_ARRIVAL_MINUTES = 60;

/** The message without its train or flight: "unser Zug fährt um 22 Uhr" is no wish for a ride, nor a start. */
export const withoutTravel = (said: string) => said.replace(DEPARTURE, " ").replace(ARRIVAL, " ");

/** The 24-hour "HH:MM" of the time a travel phrase names: without am/pm, "10" is the evening's unless the plan is a morning one. */
function clockIn(phrase: string | undefined, slot: TimeSlot | undefined): string | null {
  // The clock alone ("at 10"), without the words before it that may hold numbers of their own.
  const said = phrase ? sayClock(phrase.replace(/^.*\b(?:at|um|by|gegen|around)\b/u, "at")) : null;
  if (!said) return null;
  const { hour, minute, meridiem } = said;
  let hour24 = hour;
  if (meridiem === "pm" && hour < 12) hour24 = hour + 12;
  else if (meridiem === "am" && hour === 12) hour24 = 0;
  else if (!meridiem && hour >= 1 && hour < 12 && slot !== "morning") hour24 = hour + 12;
  return clockOf(hour24 * 60 + minute);
}

/** The clock time of a departure the message names ("a train at 10" after an evening plan is 22:00), or null. */
export function readDeparture(lower: string, slot: TimeSlot | undefined): string | null {
  return clockIn(lower.match(DEPARTURE)?.[0], slot);
}

/**
 * The start an arrival allows, an hour after it (on the quarter hour): in the slot the message names (or the
 * plan's) if it can start there, else the slot it falls in; nothing when the slot named begins later anyway.
 */
export function startAfterArrival(lower: string, slot: TimeSlot | undefined): StartReading {
  const arrival = clockIn(lower.match(ARRIVAL)?.[0], slot);
  if (!arrival) return {};
  const [hours, minutes] = arrival.split(":").map(Number);
  const earliest = Math.ceil((hours * 60 + minutes + AFTER_ARRIVAL_MINUTES) / 15) * 15;
  const start = clockOf(earliest);
  if (!slot) {
    const fits = slotOfStart(start);
    return fits ? { timeSlot: fits, startTime: start } : {};
  }
  const at = slotMinutes(slot, start);
  const { first, last } = startRange(slot);
  if (at !== null && at <= first) return {};
  if (at !== null && at <= last) return { timeSlot: slot, startTime: start };
  // Too late for the slot said ("arriving at 11, morning brunch?"): the slot they can still start in.
  const later = slotOfStart(start);
  return later ? { timeSlot: later, startTime: start } : {};
}
