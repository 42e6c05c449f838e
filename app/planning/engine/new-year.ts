// What a New Year's Eve plan tells the couple going: where they see the new year in, that they stay put
// around midnight (the rule that plans it is rules/new-year.ts), and what that night asks of them there —
// a table booked, coming early to a bar that takes none, or a warm coat for the fireworks.
import de from "../../../locales/de/notices.json";
import en from "../../../locales/en/notices.json";
import type { Place } from "../places/place";
import type { PlanNotice } from "./plan-notice";
import { midnightVisit, newYearOf, seesNewYearIn } from "./rules/new-year";
import type { Stop } from "./types";
import type { PlanWindow } from "./window";

type Wording = keyof typeof en.newYear;

/**
 * An open-air view is watched from, a party in the streets is come to early and warmly dressed, a place
 * that takes bookings is booked, any other is come to early.
 */
function wordingFor(place: Place): Wording {
  if (place.setting === "outdoor") {
    return place.category === "viewpoint" || place.tags?.includes("view") ? "fireworks" : "outdoors";
  }
  return place.bookingAdvised ? "booked" : "walkIn";
}

/** The plan's word on New Year's Eve, when it sees the new year in at a good place. */
export function newYearNotices(stops: readonly Stop[], window: PlanWindow): PlanNotice[] {
  const midnight = newYearOf(window);
  const held = midnight === null ? undefined : midnightVisit(stops, midnight);
  if (!held || !seesNewYearIn(held.place)) return [];
  const name = held.place.name;
  const wording = wordingFor(held.place);
  const text = {
    en: en.newYear[wording].replace("{{place}}", name),
    de: de.newYear[wording].replace("{{place}}", held.place.nameDe ?? name),
  };
  return [{ kind: "new-year", wish: window.date, text }];
}
