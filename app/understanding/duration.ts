// How long: "3 hours", "drei Stunden", "a couple of hours" (2), "a few hours" (3), "zwei, drei Stunden"
// and "2-3 hours" (the longer: a plan can end early, not late), "90 minutes", "half a day", "all day".
import { MAX_DURATION_HOURS, MIN_DURATION_HOURS } from "~/planning/request-options";
import { NUMBER, numberOf, u } from "./words";

const HOURS = "(?:hours?|hrs?|h|stunden?|std\\.?|stündig\\p{L}*)";
const RANGE = u(new RegExp(`\\b(${NUMBER})\\s*(?:-|–|,|or|to|bis|oder)\\s*(${NUMBER})\\s*${HOURS}\\b`));
const COUNT = u(new RegExp(`\\b(${NUMBER}|a|an|one|eine[nr]?|ein)\\s*(?:-\\s*)?${HOURS}(?![\\p{L}])`, "g"));
const PHRASES: Array<[RegExp, number]> = [
  [/\b(?:a couple (?:of )?hours|couple hours|ein paar stunden|paar stunden|zwei stündchen)\b/, 2],
  [/\b(?:a few hours|few hours|einige stunden)\b/, 3],
  [
    /\b(?:an hour and a half|one and a half hours|1[.,]5 hours|anderthalb stunden|eineinhalb stunden|90 min(?:utes|uten)?)\b/,
    2,
  ],
  [/\b(?:half a day|half-day|halber tag|halben tag|einen halben tag)\b/, 4],
  [/\b(?:all day|whole day|full day|den ganzen tag|ganzen tag|ganztägig)\b/, 8],
  [/\b(?:all evening|den ganzen abend)\b/, 4],
  [/\b(?:quick|kurz(?:e[rn]?)?|short) (?:one|trip|date|treffen|ausflug)\b/, 2],
];

const clamp = (hours: number) => Math.max(MIN_DURATION_HOURS, Math.min(MAX_DURATION_HOURS, Math.round(hours)));

/** The plan's length in hours a (lower-case) message asks for, or undefined. */
export function readDuration(lower: string): number | undefined {
  for (const [pattern, hours] of PHRASES) if (u(pattern).test(lower)) return hours;
  const range = RANGE.exec(lower);
  if (range) {
    const longer = Math.max(numberOf(range[1]), numberOf(range[2]));
    if (longer >= MIN_DURATION_HOURS && longer <= 12) return clamp(longer);
  }
  for (const match of lower.matchAll(COUNT)) {
    const count = /^(a|an|one|ein|eine[nr]?)$/.test(match[1]) ? 1 : numberOf(match[1]);
    if (count >= MIN_DURATION_HOURS && count <= MAX_DURATION_HOURS) return count;
  }
  return undefined;
}
