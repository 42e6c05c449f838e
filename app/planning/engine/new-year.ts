// What a New Year's Eve plan tells the couple going: where they see the new year in, booked ahead, and
// that they stay put around midnight (the rule that plans it is rules/new-year.ts).
import de from "../../../locales/de/notices.json";
import en from "../../../locales/en/notices.json";
import type { PlanNotice } from "./plan-notice";
import { midnightVisit, newYearOf, seesNewYearIn } from "./rules/new-year";
import type { Stop } from "./types";
import type { PlanWindow } from "./window";

/** The stops with the place that holds midnight marked "book ahead": on that night every good place fills. */
export function bookedForMidnight(stops: readonly Stop[], window: PlanWindow): Stop[] {
  const midnight = newYearOf(window);
  const held = midnight === null ? undefined : midnightVisit(stops, midnight);
  if (!held || !seesNewYearIn(held.place)) return [...stops];
  return stops.map((s) => (s === held ? { ...s, place: { ...s.place, bookingAdvised: true } } : s));
}

/** The plan's word on New Year's Eve, when it sees the new year in at a good place. */
export function newYearNotices(stops: readonly Stop[], window: PlanWindow): PlanNotice[] {
  const midnight = newYearOf(window);
  const held = midnight === null ? undefined : midnightVisit(stops, midnight);
  if (!held || !seesNewYearIn(held.place)) return [];
  const name = held.place.name;
  const text = {
    en: en.newYear.replace("{{place}}", name),
    de: de.newYear.replace("{{place}}", held.place.nameDe ?? name),
  };
  return [{ kind: "new-year", wish: window.date, text }];
}
