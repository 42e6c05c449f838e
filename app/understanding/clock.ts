// Clock times as people say them, in English and German: "at 8", "7pm", "um 20 Uhr", "ab 19:30",
// "start 10:15", "around eight", "eight-ish", "gegen acht", "so um neun", "half past seven", "halb neun"
// (8:30), "viertel nach sieben", "quarter to nine", "noon", "midnight". Only a time with such a cue is
// a time: "2 hours", "100 euros" and "my son (6)" are not.
import { NUMBER, numberOf, u } from "./words";

/** A time as said: the hour on a 12- or 24-hour clock, minutes, and whether am/pm was said. */
export type SaidClock = { hour: number; minute: number; meridiem?: "am" | "pm"; words: string; colon?: boolean };

const H = `(${NUMBER})`;
const SPOKEN: Array<[RegExp, (m: RegExpExecArray) => [number, number] | null]> = [
  // German "halb neun" is 8:30; "dreiviertel neun" 8:45; "viertel neun" 8:15 (as said in the south and east).
  [u(new RegExp(`\\bhalb ${H}\\b`)), (m) => [numberOf(m[1]) - 1, 30]],
  [u(new RegExp(`\\b(?:dreiviertel|drei viertel) ${H}\\b`)), (m) => [numberOf(m[1]) - 1, 45]],
  [u(new RegExp(`\\bviertel nach ${H}\\b`)), (m) => [numberOf(m[1]), 15]],
  [u(new RegExp(`\\bviertel vor ${H}\\b`)), (m) => [numberOf(m[1]) - 1, 45]],
  [u(new RegExp(`\\b(?:a )?quarter past ${H}\\b`)), (m) => [numberOf(m[1]), 15]],
  [u(new RegExp(`\\b(?:a )?quarter (?:to|before|til|till) ${H}\\b`)), (m) => [numberOf(m[1]) - 1, 45]],
  [u(new RegExp(`\\bhalf past ${H}\\b`)), (m) => [numberOf(m[1]), 30]],
  // British "half eight" is 8:30.
  [u(new RegExp(`\\bhalf ${H}\\b(?! hours?)`)), (m) => [numberOf(m[1]), 30]],
  [u(new RegExp(`\\b${H} thirty\\b`)), (m) => [numberOf(m[1]), 30]],
  [u(/\bviertel ([1-9]|1[0-2])\b/), (m) => [Number(m[1]) - 1, 15]],
];
const CUE =
  "at|@|from|start(?:ing|s)?(?: at)?|begin(?:ning)? at|around|round|about|approx(?:imately)?\\.?|ca\\.?|circa|by|to|after|um|ab|gegen|so gegen|so um|so ab|nach|bis|für|vers|for|starten um|losgehen um";
const CUED = u(
  new RegExp(
    `\\b(?:${CUE})\\s+${H}(?:[:.h](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.|uhr|h|o'?clock|ish)?(?![\\p{L}\\d:.])`,
  ),
);
const SUFFIXED = u(new RegExp(`\\b${H}(?:[:.](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.|uhr|o'?clock)\\b|\\b${H}-?ish\\b`));
const COLON = /(?:^|[^\d.:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/;
/** "18.00", "19.30" as Germans write times: minutes no month can be (00, 13–59), so never "4.12". */
const DOTTED = /(?:^|[^\d.:])([01]?\d|2[0-3])\.(00|1[3-9]|[2-5]\d)(?![\d.:])/;

/** Words after which a number is a duration, money or an age, never a time. */
const NOT_A_TIME =
  /^\s*(?:hours?|hrs?|stunden?|std|minutes?|min|minuten|days?|tage?n?|people|personen|leute|€|euros?|eur|pounds?|£|\$|dollars?|bucks|chf|franken|years?|jahre?n?|kids|kinder|of us|von uns|stops?|stationen)\b/;

/** The clock time a (lower-case) message names, or null. */
export function sayClock(lower: string): SaidClock | null {
  if (u(/\b(?:noon|midday|mittags um zwölf|12 mittags)\b/).test(lower)) return { hour: 12, minute: 0, words: "noon" };
  const midnight = u(/\b(?:past midnight|after midnight|nach mitternacht|at midnight|um mitternacht|midnight)\b/).exec(
    lower,
  );
  for (const [pattern, read] of SPOKEN) {
    const match = pattern.exec(lower);
    const time = match && read(match);
    if (time && time[0] >= 0 && time[0] <= 23)
      return { hour: time[0] === 0 ? 12 : time[0], minute: time[1], words: match[0] };
  }
  const colon = COLON.exec(lower) ?? DOTTED.exec(lower);
  if (colon) return { hour: Number(colon[1]), minute: Number(colon[2]), words: colon[0], colon: true };
  const suffixed = SUFFIXED.exec(lower);
  if (suffixed) {
    const hour = numberOf(suffixed[1] ?? suffixed[4]);
    const meridiem = /^p/.test(suffixed[3] ?? "") ? "pm" : /^a/.test(suffixed[3] ?? "") ? "am" : undefined;
    if (hour <= 23) return { hour, minute: Number(suffixed[2] ?? 0), meridiem, words: suffixed[0] };
  }
  for (const match of lower.matchAll(new RegExp(CUED.source, "gu"))) {
    const hour = numberOf(match[1]);
    const after = lower.slice((match.index ?? 0) + match[0].length);
    if (!Number.isFinite(hour) || hour > 23 || NOT_A_TIME.test(after)) continue;
    // "for 2" and "to 8" need a clock word; "by 8" only as a start.
    const moving = u(/\b(?:push|move|shift|change|put|verschieb\p{L}*|leg)\b/u).test(lower);
    if (/^(?:for|bis|für|by)\b/.test(match[0].trim()) && !match[3]) continue;
    if (/^to\b/.test(match[0].trim()) && !match[3] && !moving) continue;
    if (/^after\b/.test(match[0].trim()) && /^(?:dinner|work)/.test(after)) continue;
    const meridiem = /^p/.test(match[3] ?? "") ? "pm" : /^a/.test(match[3] ?? "") ? "am" : undefined;
    return { hour, minute: Number(match[2] ?? 0), meridiem, words: match[0] };
  }
  if (midnight) return { hour: 0, minute: 0, words: midnight[0] };
  return null;
}
