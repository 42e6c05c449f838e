// Clock times as a plan shows them, per language: one place for the server's texts and
// the browser's cards alike (plain Intl, cached formatters).
import { Lru } from "~/utils/lru";
import type { PlanLanguage } from "./request-options";

/** By language and zone name, which a request may spell in many ways: capped. */
const clockFormats = new Lru<string, Intl.DateTimeFormat>(1_000);
function clockFormat(language: PlanLanguage, timeZone: string) {
  return clockFormats.remember(
    `${language}|${timeZone}`,
    // German clocks read "00:30" and "08:00", never "0:30"; English keeps "12:30 AM".
    () =>
      new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-US", {
        hour: language === "de" ? "2-digit" : "numeric",
        minute: "2-digit",
        timeZone,
        hourCycle: language === "de" ? "h23" : "h12",
      }),
  );
}

/** "7:00 PM – 8:30 PM" (en) or "19:00–20:30" (de; a visit to midnight ends "00:00"), in the place's zone. */
export function formatTimeRange(start: number, end: number, language: PlanLanguage, timeZone: string): string {
  const f = clockFormat(language, timeZone);
  return language === "de" ? `${f.format(start)}–${f.format(end)}` : `${f.format(start)} – ${f.format(end)}`;
}

export function formatClock(instant: number, language: PlanLanguage, timeZone: string): string {
  return clockFormat(language, timeZone).format(instant);
}

// The chat, its chips and the cards' opening hours say times the way the plan's times do.
/**
 * "HH:MM" (24 h) in the reader's convention ("6:30 PM", "24:00" is "12:00 AM"; "09:05" in German),
 * written out: a phone's first Intl date format costs tens of milliseconds, which blocked the plan page
 * while its cards hydrated. Anything else is returned as it is.
 */
export function formatWallClock(time: string, language: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 24 || minutes > 59) return time;
  const mm = match[2];
  if (language === "de") return `${String(hours % 24).padStart(2, "0")}:${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours % 24 < 12 ? "AM" : "PM"}`;
}
