// What a card says to let people check a place, worded from the activity's data: its price level, its
// hours on the day of the visit, and the leg from the stop before.
import type { HoursToday } from "~/planning/hours-today";
import type { TFunction } from "~/i18n/translate";

/** "€€" for level 2; "Free" for 0; nothing when the level is unknown. */
export function priceLevelText(
  level: number | null | undefined,
  t: TFunction,
): { shown: string; label: string } | null {
  if (level === null || level === undefined || !Number.isInteger(level) || level < 0 || level > 4) return null;
  if (level === 0) return { shown: t("card.free"), label: t("card.free") };
  return { shown: "€".repeat(level), label: t("card.priceLevel", { level }) };
}

const WEEKDAYS = ["su", "mo", "tu", "we", "th", "fr", "sa"] as const;

/** YYYY-MM-DD on the wall calendar in `timeZone` (Canadian English writes dates that way). */
function dateIn(timeZone: string, now: Date): string | null {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      now,
    );
  } catch {
    return null;
  }
}

/** A stored "18:30" as the plan's times read: "6:30 PM" in English, "18:30" in German. */
function clock(hhmm: string, language: string): string {
  if (language !== "en") return hhmm;
  const [hour, minute] = hhmm.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour % 24 < 12 ? "AM" : "PM"}`;
}

/**
 * "Open today 6:00 PM – 12:00 AM" / "Heute geöffnet 18:00–24:00", "Open Sat …" on another day, "Open 24
 * hours today"; several openings joined by commas.
 */
export function hoursTodayText(
  hours: HoursToday | null | undefined,
  t: TFunction,
  language: string,
  now: Date,
): string | null {
  if (!hours || (!hours.allDay && !hours.ranges.length)) return null;
  const today = dateIn(hours.timeZone, now) === hours.date;
  const day = t(`weekday.${WEEKDAYS[new Date(`${hours.date}T12:00:00Z`).getUTCDay()]}`);
  if (hours.allDay) return today ? t("card.allDayToday") : t("card.allDayOn", { day });
  const dash = language === "en" ? " – " : "–";
  const ranges = hours.ranges.map(([from, to]) => `${clock(from, language)}${dash}${clock(to, language)}`).join(", ");
  return today ? t("card.openToday", { hours: ranges }) : t("card.openOn", { day, hours: ranges });
}

export const TRAVEL_MODES = ["walking", "bike", "public_transport", "car"] as const;
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
