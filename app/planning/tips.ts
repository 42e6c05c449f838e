// Whether a place's tip holds at a visit, so no plan says "come at sunset" at 23:05 or "in summer" in
// November. The catalog says when in `tipWhen`; for places without it, a small table of tell-tale words
// ("sunset", "breakfast", "in summer") stands in, clause by clause, as a safety net.
import SunCalc from "suncalc";
import { WEEKDAYS, type Meal, type TipCondition } from "./places/place";
import { addDays, localDate, MINUTE, minuteOfDay, zonedInstant } from "./time";

/** One scheduled visit: what a tip is checked against. */
export type Visit = {
  start: number;
  end: number;
  timeZone: string;
  lat: number;
  lng: number;
  /** The meal this stop is, if any. */
  meal: Meal | null;
};

const DAY_MINUTES = 24 * 60;
/** A plan day runs from 05:00 to 05:00: a visit at 00:30 belongs to the evening before. */
const PLAN_DAY_STARTS = 5 * 60;

type Interval = [number, number];
type SunFacts = { sunrise: number[]; sunset: number[]; daylight: Interval[] };

/** The visit on its plan day's clock: minutes after the plan date's midnight (00:30 after it is 1470). */
class VisitFacts {
  readonly date: string;
  readonly from: number;
  readonly to: number;
  readonly month: number;
  /** The month as the northern hemisphere would feel it: seasons flip south of the equator. */
  readonly seasonMonth: number;
  readonly weekday: (typeof WEEKDAYS)[number];
  private sunFacts: SunFacts | null = null;

  constructor(readonly visit: Visit) {
    const minute = minuteOfDay(visit.start, visit.timeZone);
    const today = localDate(new Date(visit.start), visit.timeZone);
    const early = minute < PLAN_DAY_STARTS;
    this.date = early ? addDays(today, -1) : today;
    this.from = early ? minute + DAY_MINUTES : minute;
    this.to = this.from + Math.max(0, Math.round((visit.end - visit.start) / MINUTE));
    this.month = Number(this.date.slice(5, 7));
    this.seasonMonth = visit.lat < 0 ? ((this.month + 5) % 12) + 1 : this.month;
    this.weekday = WEEKDAYS[(new Date(`${this.date}T12:00:00Z`).getUTCDay() + 6) % 7];
  }

  get length(): number {
    return this.to - this.from;
  }

  /** Minutes of the visit inside the intervals (plan-day clock). */
  overlap(intervals: readonly Interval[]): number {
    let sum = 0;
    for (const [a, b] of intervals) sum += Math.max(0, Math.min(b, this.to) - Math.max(a, this.from));
    return sum;
  }

  /** Half an hour of the visit, or half of a shorter one: enough for a tip about that time to matter. */
  spends(minutes: number): boolean {
    return minutes >= Math.min(30, this.length / 2) && minutes > 0;
  }

  /** Local clock window, `to` after midnight when it is earlier than `from`; on both plan-day sides. */
  inClock(from: number, to: number): boolean {
    const end = to <= from ? to + DAY_MINUTES : to;
    return this.spends(this.overlap([-1, 0, 1].map((k): Interval => [from + k * DAY_MINUTES, end + k * DAY_MINUTES])));
  }

  /** Sunrises, sunsets and daylight of the plan day and the next, on the plan-day clock. */
  private sun(): SunFacts {
    if (!this.sunFacts) {
      const facts: SunFacts = { sunrise: [], sunset: [], daylight: [] };
      for (const k of [0, 1]) {
        const offset = k * DAY_MINUTES;
        const date = addDays(this.date, k);
        const sun = sunriseSunset(date, this.visit);
        if (sun === "up") facts.daylight.push([offset, offset + DAY_MINUTES]);
        if (typeof sun !== "object") continue;
        const rise = offset + minuteOfDay(sun.sunrise, this.visit.timeZone);
        let set = offset + minuteOfDay(sun.sunset, this.visit.timeZone);
        if (set < rise) set += DAY_MINUTES; // a midsummer sunset after midnight, far north
        facts.sunrise.push(rise);
        facts.sunset.push(set);
        facts.daylight.push([rise, set]);
      }
      this.sunFacts = facts;
    }
    return this.sunFacts;
  }

  get daylightMinutes(): number {
    return this.overlap(this.sun().daylight);
  }

  get darkMinutes(): number {
    return this.length - this.daylightMinutes;
  }

  /** The sun sets (or rises) during the visit or up to half an hour before it: the glow is still there. */
  sees(event: "sunrise" | "sunset"): boolean {
    return this.sun()[event].some((t) => t >= this.from - 30 && t <= this.to);
  }
}

/**
 * Sunrise and sunset (instants) of a local date at a place, or "up"/"down" on a polar day or night,
 * when the sun does not cross the horizon at all.
 */
export function sunriseSunset(
  date: string,
  place: { lat: number; lng: number; timeZone: string },
): { sunrise: number; sunset: number } | "up" | "down" {
  const noon = zonedInstant(date, 12, 0, place.timeZone);
  const { sunrise, sunset } = SunCalc.getTimes(noon, place.lat, place.lng);
  if (Number.isNaN(sunrise.getTime()) || Number.isNaN(sunset.getTime())) {
    return SunCalc.getPosition(noon, place.lat, place.lng).altitude > 0 ? "up" : "down";
  }
  return { sunrise: sunrise.getTime(), sunset: sunset.getTime() };
}

const clock = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** Whether the catalog's own condition holds at the visit; no condition always holds. */
export function conditionHolds(condition: TipCondition | null | undefined, visit: Visit): boolean {
  if (!condition) return true;
  return factsHold(condition, new VisitFacts(visit));
}

function factsHold(condition: TipCondition, facts: VisitFacts): boolean {
  if (condition.months && !condition.months.includes(facts.month)) return false;
  if (condition.days && !condition.days.includes(facts.weekday)) return false;
  if (condition.from || condition.to) {
    // An open end runs to the end of the plan day (05:00), an open start from its beginning.
    const from = condition.from ? clock(condition.from) : PLAN_DAY_STARTS;
    const to = condition.to ? clock(condition.to) : PLAN_DAY_STARTS + DAY_MINUTES;
    if (!facts.inClock(from, to)) return false;
  }
  if (condition.light === "day" && facts.daylightMinutes < facts.length / 2) return false;
  if (condition.light === "dark" && facts.darkMinutes <= facts.length / 2) return false;
  return true;
}

type Rule = {
  name: string;
  words: RegExp;
  /** Words that make the mention no condition on this visit ("closed Mondays", "book ahead at weekends"). */
  unless?: RegExp;
  holds: (facts: VisitFacts, clause: string) => boolean;
};

/** Season words: the months they are true in, in the northern hemisphere. */
const months =
  (...list: number[]) =>
  (f: VisitFacts) =>
    list.includes(f.seasonMonth);
const between = (from: string, to: string) => (f: VisitFacts) => f.inClock(clock(from), clock(to));
/** A meal word holds at a stop that is that meal, or (at a stop that is no meal) around its time. */
const meal =
  (meals: readonly Meal[], from: string, to: string) =>
  (f: VisitFacts): boolean =>
    f.visit.meal ? meals.includes(f.visit.meal) : between(from, to)(f);

/** Days named in opening-day facts or booking advice say nothing about when this visit is. */
const NOT_ABOUT_THIS_DAY = /closed|geschlossen|ruhetag|\bbook|reserv|buch|tickets?\b|karten/i;

const WEEKDAY_WORDS: Record<(typeof WEEKDAYS)[number], RegExp> = {
  Mo: /\bmondays?\b|montag/i,
  Tu: /\btuesdays?\b|dienstag/i,
  We: /\bwednesdays?\b|mittwoch/i,
  Th: /\bthursdays?\b|donnerstag/i,
  Fr: /\bfridays?\b|freitag/i,
  Sa: /\bsaturdays?\b|samstag|sonnabend/i,
  Su: /\bsundays?\b|sonntag/i,
};

/**
 * Tell-tale words and when they plausibly hold, in English and German (German compounds such as
 * "Sommerabenden" or "samstagvormittags" match inside words). A clause that names several must fit all.
 */
export const TIP_KEYWORD_RULES: readonly Rule[] = [
  {
    name: "sunset",
    words: /sunset|sundown|\bdusk\b|golden hour|sonnenuntergang|abendsonne|abendrot|abendlicht|dämmerung/i,
    holds: (f) => f.sees("sunset"),
  },
  { name: "sunrise", words: /sunrise|\bdawn\b|sonnenaufgang|morgengrauen/i, holds: (f) => f.sees("sunrise") },
  { name: "breakfast", words: /breakfast|frühstück|zmorge/i, holds: meal(["breakfast"], "06:00", "11:30") },
  { name: "brunch", words: /brunch/i, holds: meal(["breakfast", "lunch"], "09:00", "15:00") },
  {
    name: "lunch",
    words: /\blunch|mittagessen|mittagstisch|mittagsmenü|zu mittag|\bmittags\b/i,
    holds: meal(["lunch"], "11:30", "15:00"),
  },
  {
    name: "dinner",
    words: /\bdinner|\bsupper|abendessen|zu abend (?:essen|isst)/i,
    holds: meal(["dinner"], "17:30", "23:00"),
  },
  {
    name: "morning",
    words: /\bmornings?\b|vormittag|\bmorgens\b|\bam (?:frühen )?morgen\b|frühmorgens/i,
    holds: between("05:00", "12:00"),
  },
  { name: "afternoon", words: /afternoons?|nachmittag/i, holds: between("12:00", "18:00") },
  {
    name: "evening",
    words: /\bevenings?\b|abend(?!essen|brot|kasse|sonne|rot|licht)/i,
    holds: between("17:00", "24:00"),
  },
  {
    name: "dark",
    words:
      /after dark|in the dark\b|floodlit|illuminated|\blit up\b|city lights|lights come on|nach einbruch der dunkelheit|im dunkeln|angestrahlt|beleuchtet|lichter der stadt|lichter angehen/i,
    holds: (f) => f.spends(f.darkMinutes),
  },
  {
    name: "daylight",
    words: /daylight|\bsunny\b|in the sun\b|tageslicht|sonnig|in der sonne\b/i,
    holds: (f) => f.spends(f.daylightMinutes),
  },
  { name: "summer", words: /summer(?! palace)|sommer(?!residenz|schloss|palast)/i, holds: months(5, 6, 7, 8, 9) },
  {
    name: "warm",
    words:
      /\bwarm(?:er)? (?:evenings?|days?|nights?|weather)|(?:warmen|lauen|lauer|warmem) (?:abend|tag|nacht|wetter)/i,
    holds: months(5, 6, 7, 8, 9),
  },
  { name: "winter", words: /winter(?! ?garden|garten)/i, holds: months(11, 12, 1, 2, 3) },
  {
    name: "cold",
    words: /\bcold (?:days?|evenings?|nights?|weather)|kalten (?:tag|abend|nacht)|bei kälte/i,
    holds: months(10, 11, 12, 1, 2, 3, 4),
  },
  { name: "spring", words: /\bspring\b|frühling|frühjahr/i, holds: months(3, 4, 5) },
  { name: "autumn", words: /\bautumn|\bin (?:the )?fall\b|herbst/i, holds: months(9, 10, 11) },
  { name: "christmas", words: /christmas|weihnacht|\badvent\b|adventszeit/i, holds: (f) => f.month >= 11 },
  {
    name: "weekend",
    words: /weekends?|wochenende/i,
    unless: NOT_ABOUT_THIS_DAY,
    holds: (f) => f.weekday === "Sa" || f.weekday === "Su",
  },
  {
    name: "weekday",
    words: /weekdays?|werktags|wochentags|unter der woche/i,
    unless: NOT_ABOUT_THIS_DAY,
    holds: (f) => f.weekday !== "Sa" && f.weekday !== "Su",
  },
  {
    name: "day of the week",
    words:
      /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag/i,
    unless: NOT_ABOUT_THIS_DAY,
    // Any of the days named: "on a Wednesday or Friday evening".
    holds: (f, clause) => WEEKDAY_WORDS[f.weekday].test(clause),
  },
];

/** The rules a clause's words call on. */
export function keywordRules(clause: string): Rule[] {
  return TIP_KEYWORD_RULES.filter((rule) => rule.words.test(clause) && !rule.unless?.test(clause));
}

function clauseHolds(clause: string, facts: VisitFacts): boolean {
  return keywordRules(clause).every((rule) => rule.holds(facts, clause));
}

/** Words after whose full stop a sentence does not end ("z. B.", "ca.", "St."). */
const ABBREVIATIONS = /(?:^|[\s(])(?:z|B|ca|bzw|St|Nr|u|a|Dr|Mt|Str|etc|usw|inkl|vs|ggf|evtl|Jh|Mio|Mrd)\.$/;

/** A clause of a tip, the text that joined it to the next, and whether it only continues the one before. */
type Clause = { text: string; joint: string; continues: boolean };

/** Sentences, semicolon clauses and clauses after a spaced dash (which lean on the clause before). */
function splitClauses(text: string): Clause[] {
  const out: Clause[] = [];
  let start = 0;
  let continues = false;
  for (const m of text.matchAll(/[.!?](?=\s+["„«(]?\p{Lu})|;\s*|\s+[–—]\s+/gu)) {
    const sentence = /^[.!?]/.test(m[0]);
    const end = sentence ? m.index + 1 : m.index;
    // "z. B. Sushi", "1. Mai": not the end of a sentence.
    if (sentence && (ABBREVIATIONS.test(text.slice(start, end)) || /\d\.$/.test(text.slice(start, end)))) continue;
    out.push({ text: text.slice(start, end).trim(), joint: text.slice(end, m.index + m[0].length), continues });
    continues = !sentence && m[0].trim() !== ";";
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start).trim(), joint: "", continues });
  return out.filter((c) => c.text);
}

/** The clauses of a tip as written. */
export function clauses(text: string): string[] {
  return splitClauses(text).map((c) => c.text);
}

/** A clause that now begins a sentence: capitalised, without a dangling "or". */
function opening(clause: string): string {
  const text = clause.replace(/^(?:or|and|but|oder|und|aber)\s+/i, "");
  return text.charAt(0).toLocaleUpperCase("de") + text.slice(1);
}
const ending = (text: string) => (/[.!?…)"“»]$/.test(text) ? text : `${text}.`);

/**
 * The part of a wording-only tip that holds at the visit: clauses whose tell-tale words do not fit are
 * left out ("In summer sit on the terrace; in winter ask for the window table" keeps the second in
 * November), and so is a dash clause whose lead-in went. Null when nothing is left.
 */
export function tipByWording(tip: string, visit: Visit): string | null {
  if (!keywordRules(tip).length) return tip;
  const facts = new VisitFacts(visit);
  const parts = splitClauses(tip);
  const kept: boolean[] = [];
  parts.forEach((c, i) => kept.push(clauseHolds(c.text, facts) && (!c.continues || kept[i - 1])));
  if (kept.every(Boolean)) return tip;
  // Runs of kept clauses keep their own joints; a run after a gap starts a new sentence.
  let out = "";
  parts.forEach((c, i) => {
    if (!kept[i]) return;
    const afterGap = i === 0 || !kept[i - 1];
    if (afterGap && out) out = `${ending(out.trimEnd())} `;
    out += (afterGap ? opening(c.text) : c.text) + (kept[i + 1] ? c.joint : "");
  });
  return out ? ending(out.trim()) : null;
}

/** A place's tip as the plan shows it at this visit, or null when it does not hold. */
export function tipForVisit(
  tip: string | null | undefined,
  condition: TipCondition | null | undefined,
  visit: Visit,
): string | null {
  if (!tip) return null;
  if (condition) return conditionHolds(condition, visit) ? tip : null;
  return tipByWording(tip, visit);
}
