// What a card says to let people check a place, worded from the activity's data: its price level, its
// hours on the day of the visit, and the leg from the stop before.
import type { TFunction } from "~/i18n/translate";
import { priceLevelSymbols, type Currency } from "~/planning/money";
import { formatWallClock } from "~/planning/format";
import type { HoursToday } from "~/planning/hours-today";
import { isValidTimeZone, localDate } from "~/planning/time";

/** "€€" (or "££", "$$") for level 2; "Free" for 0; nothing when the level is unknown. */
export function priceLevelText(
  level: number | null | undefined,
  currency: Currency,
  t: TFunction,
): { shown: string; label: string } | null {
  if (level === null || level === undefined || !Number.isInteger(level) || level < 0 || level > 4) return null;
  if (level === 0) return { shown: t("card.free"), label: t("card.free") };
  return { shown: priceLevelSymbols(level, currency), label: t("card.priceLevel", { level }) };
}

const WEEKDAYS = ["su", "mo", "tu", "we", "th", "fr", "sa"] as const;

/**
 * A stored opening as the plan's times read: "6:30 PM – 12:00 AM" in English; German keeps the stored
 * clocks, so a night's end reads "18:30–24:00".
 */
function rangeText([from, to]: readonly [string, string], language: string): string {
  return language === "en" ? `${formatWallClock(from, "en")} – ${formatWallClock(to, "en")}` : `${from}–${to}`;
}

/** A zone's date as the server read it when it served the page (plan-today.tsx), so the browser needs no Intl. */
export type ZoneToday = { timeZone: string; date: string };

/**
 * "Open today 6:00 PM – 12:00 AM" / "Heute geöffnet 18:00–24:00", "Open Sat …" on another day, "Open 24
 * hours today"; several openings joined by commas.
 */
export function hoursTodayText(
  hours: HoursToday | null | undefined,
  t: TFunction,
  language: string,
  now: Date,
  known: ZoneToday | null = null,
): string | null {
  if (!hours || (!hours.allDay && !hours.ranges.length)) return null;
  const today =
    known?.timeZone === hours.timeZone
      ? known.date === hours.date
      : isValidTimeZone(hours.timeZone) && localDate(now, hours.timeZone) === hours.date;
  const day = t(`weekday.${WEEKDAYS[new Date(`${hours.date}T12:00:00Z`).getUTCDay()]}`);
  if (hours.allDay) return today ? t("card.allDayToday") : t("card.allDayOn", { day });
  const ranges = hours.ranges.map((range) => rangeText(range, language)).join(", ");
  // Guessed from the kind of place: said as such, never as the place's own hours.
  if (hours.usual) return today ? t("card.usualToday", { hours: ranges }) : t("card.usualOn", { day, hours: ranges });
  return today ? t("card.openToday", { hours: ranges }) : t("card.openOn", { day, hours: ranges });
}

const TRAVEL_MODES = ["walking", "bike", "public_transport", "car"] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** "12 min walk" for the leg into a stop; none for the first stop or a leg of no length. */
export function travelText(
  leg: { travelMinutes?: number | null; legMode?: string | null },
  index: number,
  t: TFunction,
): { mode: TravelMode; text: string } | null {
  const minutes = Math.round(leg.travelMinutes ?? 0);
  if (index === 0 || minutes <= 0) return null;
  const mode = (TRAVEL_MODES as readonly string[]).includes(leg.legMode ?? "")
    ? (leg.legMode as TravelMode)
    : "walking";
  return { mode, text: t(`itinerary.travel.${mode}`, { count: minutes }) };
}
