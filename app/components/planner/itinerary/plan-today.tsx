// The plan's place's date when the server served the page: its cards say "Open today" from it instead of
// working the date out with Intl in the browser, whose first date format costs a phone tens of milliseconds
// while the page hydrates. Cards outside such a page (a plan streaming in) work it out themselves.
import { createContext, useContext } from "react";
import { isValidTimeZone, localDate } from "~/planning/time";
import type { ZoneToday } from "./card-facts";

/** The date in the plan's zone as a page's loader reads it now (null for a zone this runtime lacks). */
export function zoneToday(timeZone: string, now = new Date()): ZoneToday | null {
  return isValidTimeZone(timeZone) ? { timeZone, date: localDate(now, timeZone) } : null;
}

const PlanTodayContext = createContext<ZoneToday | null>(null);

export const PlanTodayProvider = PlanTodayContext.Provider;

export const usePlanToday = () => useContext(PlanTodayContext);
