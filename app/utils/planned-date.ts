// A plan's date as people say it: "Saturday, 28 November" / "Samstag, 28. November". plannedDate is a
// calendar date in the plan's own place (YYYY-MM-DD), so it is formatted as that date at noon UTC, read
// in UTC: no server or browser zone can move it to the day before or after.

/** Locales whose day-month order and commas read naturally ("Saturday, 28 November"). */
const LOCALES: Record<string, string> = { en: "en-IE", de: "de-DE" };

/** The one locale each language's dates are written in, everywhere a date is shown. */
export const dateLocale = (language: string | undefined) => LOCALES[language ?? ""] ?? LOCALES.en;

/** The planned day with its weekday; the year only when it is not this year's. */
export function formatPlannedDate(plannedDate: string, language: string | undefined, now = new Date()): string {
  const day = new Date(`${plannedDate}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return plannedDate;
  const otherYear = day.getUTCFullYear() !== now.getUTCFullYear();
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: otherYear ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(day);
}

/** When the plan was made (or an account), as a plain date ("24 November 2026", "24. November 2026"). */
export function formatCreatedDate(createdAt: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "long" }).format(new Date(createdAt));
}

/** A short day for the form's hints: "Sun, 22 Nov", "So., 22. Nov.". */
export function formatShortDay(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
