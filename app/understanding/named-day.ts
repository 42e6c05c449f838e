// Days people call by name — "Heiligabend", "Boxing Day", "Easter Monday", "am zweiten Advent",
// "Thanksgiving" — and the next date they fall on. The words are what people type, in English and German;
// the dates come from `date-holidays` by the library's English name for the day, since Easter, Pentecost,
// Advent and Thanksgiving move every year. Days that are mostly a theme ("a Halloween bar") are left out.
import { holidaysOf } from "~/planning/holidays";
import { u } from "./words";

/** A day's words, and where the library keeps it (a country and its English name there), or its fixed date. */
const NAMED_DAYS: ReadonlyArray<[RegExp, country: string, holiday: string] | [RegExp, monthDay: string]> = [
  [/\b(christmas eve|xmas eve|heiligabend|heilig(?:en|er)? abend)\b/, "DE", "Christmas Eve"],
  [/\b(christmas day|xmas day|(?:erste[nr]?|1\.) weihnachts(?:feier)?tag)\b/, "DE", "Christmas Day"],
  [
    /\b(boxing day|st\.? stephen['’]?s day|(?:zweite[nr]?|2\.) weihnachts(?:feier)?tag|stephanstag|stefanitag)\b/,
    "DE",
    "Boxing Day",
  ],
  [/\b(new year['’]?s eve|nye|silvester\p{L}*|sylvester)\b/u, "DE", "New Year's Eve"],
  [/\b(new year['’]?s day|neujahr(?:stag)?)\b/, "DE", "New Year's Day"],
  [/\b(valentine['’]?s day|valentines day|valentinstag)\b/, "DE", "Valentine's Day"],
  [/\b(good friday|karfreitag)\b/, "DE", "Good Friday"],
  [/\b(easter monday|ostermontag)\b/, "DE", "Easter Monday"],
  [/\b(easter sunday|easter|ostersonntag|ostern)\b/, "DE", "Easter Sunday"],
  [/\b(ascension day|christi himmelfahrt)\b/, "DE", "Ascension Day"],
  [/\b(whit monday|pfingstmontag)\b/, "DE", "Whit Monday"],
  [/\b(pentecost|whit sunday|whitsun(?:day)?|pfingstsonntag|pfingsten)\b/, "DE", "Pentecost"],
  [/\b(?:first|1st|erste[nmr]?|1\.) advent(?:s?sonntag)?\b/, "DE", "1. Advent"],
  [/\b(?:second|2nd|zweite[nmr]?|2\.) advent(?:s?sonntag)?\b/, "DE", "2. Advent"],
  [/\b(?:third|3rd|dritte[nmr]?|3\.) advent(?:s?sonntag)?\b/, "DE", "3. Advent"],
  [/\b(?:fourth|4th|vierte[nmr]?|4\.) advent(?:s?sonntag)?\b/, "DE", "4. Advent"],
  [/\b(thanksgiving(?: day)?)\b/, "US", "Thanksgiving Day"],
  [/\b(immaculate conception|mariä empfängnis)\b/, "AT", "Immaculate Conception"],
  [/\b(epiphany|heilige(?:n|r)? drei könige|dreikönigstag)\b/, "AT", "Epiphany"],
  // Not in the library: the days of St Nicholas and the Krampus, the eve before.
  [/\b(nikolaus(?:tag)?|st\.? nicholas['’]? day|saint nicholas['’]? day)\b/, "12-06"],
  [/\b(krampus(?:nacht|tag| night))\b/, "12-05"],
];

/** The date of the day the message names, the next one from `today` (today included), or null. */
export function namedDay(lower: string, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const [pattern, where, holiday] of NAMED_DAYS) {
    if (!u(pattern).test(lower)) continue;
    for (const y of [year, year + 1]) {
      const date = holiday ? holidaysOf(where, undefined, y).find((h) => h.name.en === holiday)?.date : `${y}-${where}`;
      if (date && date >= today) return date;
    }
    return null;
  }
  return null;
}
