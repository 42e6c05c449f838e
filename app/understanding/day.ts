// Which day a message means, read against the place's own today: "tomorrow", "übermorgen", "in two days",
// days by name ("Heiligabend", "Easter Monday": named-day.ts), weekdays ("next Friday", "am Sonntag", "Sa"),
// "the 12th", "12. Dezember", "5.12.". Explicit dates with a month go through chrono-node's English and
// German parsers; the rest are our own words. "This weekend" is two days, so it is a question, never a guess.
import * as chrono from "chrono-node";
import { addDays } from "~/planning/time";
import { namedDay } from "./named-day";
import { numberOf, NUMBER, u } from "./words";

/** The chat plans any day from today to this many days ahead (DESIGN.md: planning window). */
export const PLANNING_WINDOW_DAYS = 14;

export type DayReading =
  /** `relative`: said as "today" or "tomorrow", which the request keeps as such. */
  | { kind: "date"; date: string; relative?: boolean }
  /** Two days it could be ("this weekend"): ask which. */
  | { kind: "either"; dates: [string, string] }
  /** A day before today or past the window: say so plainly. */
  | { kind: "outside"; date: string; past: boolean };

/** Today where the plan happens: its date and weekday (0 Sunday … 6 Saturday). */
export type LocalToday = { date: string; weekday: number };

const WEEKDAYS: Array<[number, string]> = [
  [0, "sunday|sun|sonntag\\p{L}*|sonntags"],
  [1, "monday|mon|montag\\p{L}*|montags"],
  [2, "tuesday|tues?|dienstag\\p{L}*|dienstags"],
  [3, "wednesday|wed|weds|mittwoch\\p{L}*|mittwochs"],
  [4, "thursday|thu|thur|thurs|donnerstag\\p{L}*|donnerstags"],
  [5, "friday|fri|freitag\\p{L}*|freitags"],
  [6, "saturday|sat|samstag\\p{L}*|samstags|sonnabend"],
];
/** German two-letter days, read only as written with a capital ("Sa", "am So", "Fr 20 Uhr"). */
const SHORT_GERMAN: Record<string, number> = { So: 0, Mo: 1, Di: 2, Mi: 3, Do: 4, Fr: 5, Sa: 6 };
const NEXT = "next|nächste[nrs]?|nächsten|kommende[nrs]?|coming";

const RELATIVE: Array<[RegExp, number]> = [
  [/\b(?:überübermorgen|in three days|in drei tagen)\b/, 3],
  [/\b(?:übermorgen|day after tomorrow)\b/, 2],
  [/\b(?:in a week|in one week|in einer woche|next week this day|heute in einer woche)\b/, 7],
  [/\b(?:in two weeks|in zwei wochen|in a fortnight)\b/, 14],
  [/\b(?:yesterday|gestern)\b/, -1],
];
const TOMORROW = /\b(?:tomorrow|tommorow|tomorow|tmrw|tmr|2morrow|morgen(?! ?s\b)(?!abend)|morgn)\b/;
const NOT_TOMORROW = /\b(?:am morgen|guten morgen|jeden morgen|morgens)\b/;
const TODAY = /\b(?:today|tonight|tonite|this (?:evening|afternoon|morning)|heute|heut|heutigen?)\b/;

function weekdayIn(lower: string, text: string): { weekday: number; next: boolean } | null {
  for (const [weekday, names] of WEEKDAYS) {
    const match = u(new RegExp(`\\b(?:(${NEXT}|this|diese[nrs]?|on|am)\\s+)?(?:${names})\\b\\.?`)).exec(lower);
    if (match) return { weekday, next: Boolean(match[1] && new RegExp(`^(?:${NEXT})$`).test(match[1])) };
  }
  const short =
    /(?:^|[^\p{L}])(nächsten |am )?(So|Mo|Di|Mi|Do|Fr|Sa)(?![\p{L}])(\.?\s*(?:\d|abend|nachmittag|früh|morgen))?/u.exec(
      text,
    );
  // "So" and "Do" are everyday words: only with "am", a time after them, or as Sa/Fr.
  if (short && (short[1] || short[3] || /^(Sa|Fr)$/.test(short[2])))
    return { weekday: SHORT_GERMAN[short[2]], next: short[1] === "nächsten " };
  return null;
}

/** "the 12th", "am 12.", "on the 3rd": the next such day of a month, this month or the next. */
function dayOfMonth(lower: string, today: string): string | null {
  const match =
    u(/\b(?:the|on the|am|den|zum)\s+(\d{1,2})(?:st|nd|rd|th|\.)(?!\s*\d)/).exec(lower) ??
    u(/\b(\d{1,2})(?:st|nd|rd|th)\b/).exec(lower);
  if (!match) return null;
  const day = Number(match[1]);
  if (day < 1 || day > 31) return null;
  const [year, month] = today.split("-").map(Number);
  for (let step = 0; step < 2; step++) {
    const m = month + step;
    const date = new Date(Date.UTC(year, m - 1, day)).toISOString().slice(0, 10);
    if (Number(date.slice(8, 10)) === day && date >= today) return date;
  }
  return null;
}

/** "5.12." or "5.12.2026": a German numeric date. */
function numericDate(lower: string, today: string): string | null {
  const match = /(?:^|[^\d.])(\d{1,2})\.(\d{1,2})\.(\d{2,4})?(?![\d:])/.exec(lower);
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let year = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : Number(today.slice(0, 4));
  let date = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  if (!match[3] && date < addDays(today, -1))
    date = new Date(Date.UTC(++year, month - 1, day)).toISOString().slice(0, 10);
  return date;
}

/**
 * "12/12", "5/12": a date with a slash, day first in Europe and month first in the US. Only a reading that
 * falls in the planning window counts (the earlier if both do), so "24/7" or "1/2 hour" is no date.
 */
function slashDate(lower: string, today: string): string | null {
  const match = /(?:^|[^\d/])(\d{1,2})\/(\d{1,2})(?![\d/])(?!\s*(?:h\b|hours?|std|stunden?|km|mi))/.exec(lower);
  if (!match) return null;
  const [a, b] = [Number(match[1]), Number(match[2])];
  const next = (day: number, month: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    const year = Number(today.slice(0, 4));
    for (const y of [year, year + 1]) {
      const date = new Date(Date.UTC(y, month - 1, day)).toISOString().slice(0, 10);
      if (Number(date.slice(8, 10)) === day && date >= today) return date;
    }
    return null;
  };
  const last = addDays(today, PLANNING_WINDOW_DAYS);
  const readings = [next(a, b), next(b, a)].filter((d): d is string => d !== null && d <= last).sort();
  return readings[0] ?? null;
}

const MONTH =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|jänner|jän|februar|märz|mär|mai|juni|juli|oktober|okt|dezember|dez)\p{L}*\.?/u;

/** German ordinals in words, "am vierten Dezember": chrono reads only "am 4. Dezember". */
const UNITS = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const GERMAN_DAYS = [
  ...["erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt", "elft", "zwölft"],
  ...["dreizehnt", "vierzehnt", "fünfzehnt", "sechzehnt", "siebzehnt", "achtzehnt", "neunzehnt", "zwanzigst"],
  ...UNITS.slice(1).map((unit) => `${unit}undzwanzigst`),
  "dreißigst",
  "einunddreißigst",
];
const GERMAN_ORDINAL = new RegExp(`\\b(${GERMAN_DAYS.join("|")})(?:e|en|er|em|es)\\b`, "giu");
const germanOrdinals = (text: string) =>
  text.replace(u(GERMAN_ORDINAL), (_, word: string) => `${GERMAN_DAYS.indexOf(word.toLowerCase()) + 1}.`);

/** A date with a month name ("12. Dezember", "dec 5", "5 December"), by chrono-node. */
function namedDate(text: string, today: string): string | null {
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  for (const parser of [chrono.en, chrono.de]) {
    for (const result of parser.parse(parser === chrono.de ? germanOrdinals(text) : text, reference, {
      forwardDate: true,
    })) {
      // Only a date that names its month: chrono also reads "2 hours" as a day.
      if (
        !result.start.isCertain("month") ||
        !result.start.isCertain("day") ||
        !u(MONTH).test(result.text.toLowerCase())
      )
        continue;
      // "4. Dezember, 4 Stunden": a short number after the month is no year; the next 4 December is meant.
      if (result.start.isCertain("year") && !/\d{4}/.test(result.text)) {
        const [month, day] = [result.start.get("month")!, result.start.get("day")!];
        const on = (year: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
        const year = Number(today.slice(0, 4));
        return on(year) < addDays(today, -1) ? on(year + 1) : on(year);
      }
      const date = result.start.date();
      return date.toISOString().slice(0, 10);
    }
  }
  return null;
}

function inWindow(date: string, today: string): DayReading {
  if (date < today) return { kind: "outside", date, past: true };
  if (date > addDays(today, PLANNING_WINDOW_DAYS)) return { kind: "outside", date, past: false };
  return { kind: "date", date };
}

/** The day a message names, or null when it names none. `text` is as typed, `lower` its lower case. */
export function readDay(text: string, lower: string, today: LocalToday): DayReading | null {
  for (const [pattern, days] of RELATIVE)
    if (u(pattern).test(lower)) return inWindow(addDays(today.date, days), today.date);
  const inDays = u(new RegExp(`\\bin (${NUMBER}) (days|tagen|weeks|wochen)\\b`)).exec(lower);
  if (inDays && Number.isFinite(numberOf(inDays[1]))) {
    const days = numberOf(inDays[1]) * (/^w/.test(inDays[2]) ? 7 : 1);
    return inWindow(addDays(today.date, days), today.date);
  }

  // Before weekdays: "Easter Monday" is not next Monday.
  const named = namedDay(lower, today.date);
  if (named) return inWindow(named, today.date);

  const weekend = u(/\b(?:(next|nächste[ns]?|kommende[ns]?)\s+)?(?:weekend|wochenende)\b/).exec(lower);
  if (weekend && !weekdayIn(lower, text)) {
    const toSaturday = (6 - today.weekday + 7) % 7;
    const saturday = addDays(
      today.date,
      toSaturday + (weekend[1] ? 7 : 0) - (today.weekday === 0 && !weekend[1] ? 7 : 0),
    );
    // On a Sunday "this weekend" is today.
    if (today.weekday === 0 && !weekend[1]) return { kind: "date", date: today.date };
    return { kind: "either", dates: [saturday, addDays(saturday, 1)] };
  }

  const weekday = weekdayIn(lower, text);
  if (weekday) {
    let ahead = (weekday.weekday - today.weekday + 7) % 7;
    // "next Saturday" said on a Friday is the one after tomorrow's: that one is "this Saturday".
    if (weekday.next && ahead <= 1) ahead += 7;
    return inWindow(addDays(today.date, ahead), today.date);
  }
  const explicit =
    numericDate(lower, today.date) ??
    slashDate(lower, today.date) ??
    namedDate(text, today.date) ??
    dayOfMonth(lower, today.date);
  if (explicit) return inWindow(explicit, today.date);

  if (u(TOMORROW).test(lower) && !u(NOT_TOMORROW).test(lower.replace(/morgen früh/g, ""))) {
    return { kind: "date", date: addDays(today.date, 1), relative: true };
  }
  if (u(TODAY).test(lower)) return { kind: "date", date: today.date, relative: true };
  return null;
}
