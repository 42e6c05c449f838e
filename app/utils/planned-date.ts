// A plan's date as people say it: "Saturday, 28 November" / "Samstag, 28. November". plannedDate is a
// calendar date in the plan's own place (YYYY-MM-DD), so it is formatted as that date at noon UTC, read
// in UTC: no server or browser zone can move it to the day before or after.
//
// The plan's dates are written from the names below, not with Intl.DateTimeFormat: a phone's browser
// spends tens of milliseconds preparing its first date format, which blocked the plan page while it
// hydrated. The names are CLDR's, the ones Intl gives (tests/unit/utils/planned-date.test.ts compares
// every day of three years), and the server and the browser write a date alike whatever their ICU.

/** Locales whose day-month order and commas read naturally ("Saturday, 28 November"). */
const LOCALES: Record<string, string> = { en: "en-IE", de: "de-DE" };

/** The one locale each language's dates are written in, everywhere a date is shown. */
export const dateLocale = (language: string | undefined) => LOCALES[language ?? ""] ?? LOCALES.en;

/** `commaWithYear`: whether the weekday takes a comma before a date with its year (CLDR's en-IE drops it). */
type DateWords = { weekdays: string[]; months: string[]; day: (n: number) => string; commaWithYear: boolean };
const WORDS: Record<string, DateWords> = {
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: "January February March April May June July August September October November December".split(" "),
    day: (n) => String(n),
    commaWithYear: false,
  },
  de: {
    weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    months: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(" "),
    day: (n) => `${n}.`,
    commaWithYear: true,
  },
};
const wordsFor = (language: string | undefined) => WORDS[language ?? ""] ?? WORDS.en;

/** The planned day with its weekday; the year only when it is not this year's. */
export function formatPlannedDate(plannedDate: string, language: string | undefined, now = new Date()): string {
  const day = new Date(`${plannedDate}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return plannedDate;
  const words = wordsFor(language);
  const otherYear = day.getUTCFullYear() !== now.getUTCFullYear();
  const weekday = words.weekdays[day.getUTCDay()] + (otherYear && !words.commaWithYear ? "" : ",");
  const date = `${words.day(day.getUTCDate())} ${words.months[day.getUTCMonth()]}`;
  return `${weekday} ${date}${otherYear ? ` ${day.getUTCFullYear()}` : ""}`;
}

/** When the plan was made (or an account), as a plain date ("24 November 2026", "24. November 2026"). */
export function formatCreatedDate(createdAt: string, language: string | undefined): string {
  const made = new Date(createdAt);
  if (Number.isNaN(made.getTime())) return createdAt;
  const words = wordsFor(language);
  return `${words.day(made.getDate())} ${words.months[made.getMonth()]} ${made.getFullYear()}`;
}

/** A short day for the form's hints: "Sun, 22 Nov", "So., 22. Nov." (made by the server, in the loader). */
export function formatShortDay(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
