// Special days: public holidays (from `date-holidays`, per country and, in the catalog cities, per region)
// and the short days before Christmas and the new year. They decide what is open: a place whose hours say
// nothing about the day is planned as locals would expect it — shops and museums shut on Christmas Day,
// cafés and shops closing at 14:00 on Heiligabend in Germany — and the plan says plainly what it assumed.
import { Lru } from "~/utils/lru";
import de from "../../locales/de/notices.json";
import en from "../../locales/en/notices.json";
import type { PlanNotice } from "./engine/plan-notice";
import { formatClock } from "./format";
import { holidaysOf } from "./holidays";
import type { Localized, Meal, Place } from "./places/place";
import type { PlanLanguage } from "./request";
import { EARLY_ON_SHORT_DAYS, eveningOpen, type SpecialDay } from "./special-day-hours";

import { addDays, wallClock, zonedInstant } from "./time";

const NOTICES = { en, de };

/** The region whose holidays a catalog city keeps (date-holidays' codes), by the city's centre. */
const REGIONS: ReadonlyArray<{ country: string; region: string; lat: number; lng: number }> = [
  { country: "DE", region: "BE", lat: 52.52, lng: 13.405 },
  { country: "DE", region: "BY", lat: 48.137, lng: 11.575 },
  { country: "DE", region: "HH", lat: 53.551, lng: 9.993 },
  { country: "AT", region: "9", lat: 48.208, lng: 16.373 },
  { country: "CH", region: "ZH", lat: 47.377, lng: 8.541 },
  { country: "GB", region: "ENG", lat: 51.507, lng: -0.128 },
  { country: "US", region: "NY", lat: 40.713, lng: -74.006 },
];
const NATIONAL_REGION: Record<string, string> = { GB: "ENG" };

/**
 * Short days the library does not mark with their hour: when most shops close on 24 and 31 December
 * (Germany's come from the library itself, as bank holidays from 14:00).
 */
const SHORT_DAYS: Record<string, Record<string, string>> = {
  AT: { "12-24": "14:00", "12-31": "16:00" },
  CH: { "12-24": "16:00", "12-31": "16:00" },
  GB: { "12-24": "17:00", "12-31": "17:00" },
  FR: { "12-24": "18:00", "12-31": "18:00" },
  US: { "12-24": "17:00", "12-31": "18:00" },
};
/** Holidays on which shops may trade, and their hours: Austria's 8 December (Mariä Empfängnis). */
const TRADING_HOLIDAYS: Record<string, Record<string, { from: string; to: string }>> = {
  AT: { "12-08": { from: "10:00", to: "18:00" } },
};
const SHORT_NAMES: Record<string, Localized> = {
  "12-24": { en: "Christmas Eve", de: "Heiligabend" },
  "12-31": { en: "New Year's Eve", de: "Silvester" },
};

/** The region of the catalog city within 40 km of the point, else the country's usual one. */
function regionAt(country: string, point: { lat: number; lng: number }): string | undefined {
  const near = REGIONS.find(
    (r) => r.country === country && Math.abs(r.lat - point.lat) < 0.4 && Math.abs(r.lng - point.lng) < 0.6,
  );
  return near?.region ?? NATIONAL_REGION[country];
}

const days = new Lru<string, SpecialDay | null>(5_000);

/** The special day `date` (YYYY-MM-DD) is where the point lies, or null for an ordinary day. */
export function specialDayOf(date: string, country: string, point: { lat: number; lng: number }): SpecialDay | null {
  const cc = country.toUpperCase();
  const region = regionAt(cc, point);
  return days.remember(`${date}|${cc}|${region ?? ""}`, () => specialDay(date, cc, region));
}

function specialDay(date: string, cc: string, region: string | undefined): SpecialDay | null {
  let day: SpecialDay | null = null;
  // The first public or bank holiday on the date (a bank holiday from 14:00 is a short day).
  const holiday = cc
    ? holidaysOf(cc, region, Number(date.slice(0, 4))).find(
        (h) => h.date === date && (h.type === "public" || h.type === "bank"),
      )
    : undefined;
  if (holiday) {
    const { name } = holiday;
    const hour = holiday.start.slice(11, 16);
    const shopHours = TRADING_HOLIDAYS[cc]?.[date.slice(5)];
    if (holiday.type === "public") day = { date, kind: "holiday", name, ...(shopHours ? { shopHours } : {}) };
    else if (hour && hour !== "00:00") day = { date, kind: "short", name, closesAt: hour };
  }
  const monthDay = date.slice(5);
  const closesAt = SHORT_DAYS[cc]?.[monthDay];
  if (!day && closesAt) day = { date, kind: "short", name: SHORT_NAMES[monthDay], closesAt };
  return day;
}

/** A stop of a kind that usually closes early on the day, still open after the closing hour. */
const openLate = (stop: PlannedStop, closes: number) =>
  EARLY_ON_SHORT_DAYS.has(stop.place.category) && stop.end > closes;
const placeName = (place: Place, language: PlanLanguage) => (language === "de" && place.nameDe) || place.name;

/** The special days a plan window touches: its date, and the next one when it runs past midnight. */
export function specialDaysOf(
  window: { date: string; start: number; end: number; timeZone: string },
  country: string,
  point: { lat: number; lng: number },
): SpecialDay[] {
  const dates = [window.date];
  const nextDay = addDays(window.date, 1);
  if (wallClock(new Date(window.end), window.timeZone).day !== wallClock(new Date(window.start), window.timeZone).day) {
    dates.push(nextDay);
  }
  return dates.map((d) => specialDayOf(d, country, point)).filter((d): d is SpecialDay => d !== null);
}

type PlannedStop = { place: Place; end: number; meal?: Meal | null };

/**
 * What the plan says about a special day it falls on, in both languages (locales/{en,de}/notices.json):
 * a plan that begins after most places have closed says its evening is short, and why; one that found
 * a place open past the early closing (the Adlon's Christmas Eve dinner) says it is one of the few.
 */
export function specialDayNotice(
  day: SpecialDay,
  timeZone: string,
  country: string,
  planStart?: number,
  stops: readonly PlannedStop[] = [],
): PlanNotice {
  const [h, m] = (day.closesAt ?? "14:00").split(":").map(Number);
  const closes = zonedInstant(day.date, h, m, timeZone).getTime();
  const evening = eveningOpen(day, country);
  const after = planStart !== undefined && planStart >= closes;
  const open = day.kind === "short" && !evening ? stops.find((s) => openLate(s, closes)) : undefined;
  // A New Year's Eve dinner is the night's set menu, dearer than the everyday prices the plan adds up.
  const menu =
    evening &&
    day.date.endsWith("-12-31") &&
    stops.some((s) => s.meal === "dinner" && s.place.category === "restaurant");
  /** "10:00" on the day, as the reader writes the time. */
  const clock = (hhmm: string, language: PlanLanguage) => {
    const [hour, minute] = hhmm.split(":").map(Number);
    return formatClock(zonedInstant(day.date, hour, minute, timeZone).getTime(), language, timeZone);
  };
  const fill = (language: PlanLanguage) => {
    const s = NOTICES[language].specialDay;
    if (day.shopHours) {
      const { from, to } = day.shopHours;
      return s.tradingHoliday
        .replace("{{day}}", day.name[language])
        .replace("{{from}}", clock(from, language))
        .replace("{{to}}", clock(to, language));
    }
    const short = open ? (after ? s.shortAfterFound : s.shortFound) : after ? s.shortAfter : s.short;
    const template = day.kind === "holiday" ? s.holiday : evening ? (menu ? s.newYearsEveMenu : s.shortEvening) : short;
    return template
      .replace("{{day}}", day.name[language])
      .replace("{{closes}}", formatClock(closes, language, timeZone))
      .replace("{{place}}", open ? placeName(open.place, language) : "");
  };
  return { kind: "special-day", wish: day.date, text: { en: fill("en"), de: fill("de") } };
}
