// What a New Year's Eve plan tells the couple going: where they see the new year in, that they stay put
// around midnight (the rule that plans it is rules/new-year.ts), and what that night asks of them there —
// a table booked, coming early to a bar that takes none, or a warm coat for the fireworks.
import de from "../../../locales/de/notices.json";
import en from "../../../locales/en/notices.json";
import { formatClock } from "../format";
import type { Place } from "../places/place";
import { addDays, HOUR, zonedInstant } from "../time";
import { travelMinutes } from "../travel";
import type { PlanNotice } from "./plan-notice";
import { midnightVisit, newYearOf, seesNewYearIn } from "./rules/new-year";
import type { Stop } from "./types";
import type { PlanWindow } from "./window";

/** A New Year's Eve plan over this close to midnight is asked where the new year is seen in. */
const EVENING_BEFORE = 4 * HOUR;
/** A view for the fireworks is worth naming a walk of up to this many minutes from the last stop. */
const FIREWORKS_WALK = 20;

/** An open-air view open all night: where the fireworks are watched. */
const fireworksView = (place: Place) =>
  place.category === "viewpoint" && place.setting === "outdoor" && place.openingHours === "24/7";

/**
 * A New Year's Eve evening over before midnight (a Haidhausen dinner and bar until 22:30) says where to
 * watch the fireworks: the nearest open view a walk from its last stop (back to the Maximilianeum over the
 * Isar, where it began at dusk).
 */
function fireworksAfter(stops: readonly Stop[], window: PlanWindow, candidates: readonly Place[]): PlanNotice[] {
  const last = stops.at(-1);
  if (!last || !window.date.endsWith("-12-31")) return [];
  const midnight = zonedInstant(addDays(window.date, 1), 0, 0, window.timeZone).getTime();
  if (window.end > midnight || last.end < midnight - EVENING_BEFORE) return [];
  let view: Place | undefined;
  let walk = FIREWORKS_WALK + 1;
  for (const place of candidates) {
    if (!fireworksView(place) || place.sourceId === last.place.sourceId) continue;
    const minutes = travelMinutes(last.place, place, "walking");
    if (minutes < walk) [view, walk] = [place, minutes];
  }
  if (!view) return [];
  const names = { en: view.name, de: view.nameDe ?? view.name };
  const fill = (template: string, language: "en" | "de") =>
    template
      .replace("{{time}}", formatClock(last.end, language, window.timeZone))
      .replace("{{place}}", names[language])
      .replace("{{minutes}}", String(walk));
  const text = { en: fill(en.newYearAfter, "en"), de: fill(de.newYearAfter, "de") };
  return [{ kind: "new-year", wish: window.date, text }];
}

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

/**
 * The plan's word on New Year's Eve, when it sees the new year in at a good place, or, over before
 * midnight, where to watch the fireworks after it.
 */
export function newYearNotices(
  stops: readonly Stop[],
  window: PlanWindow,
  candidates: readonly Place[] = [],
): PlanNotice[] {
  const midnight = newYearOf(window);
  if (midnight === null) return fireworksAfter(stops, window, candidates);
  const held = midnightVisit(stops, midnight);
  if (!held || !seesNewYearIn(held.place)) return [];
  const name = held.place.name;
  const wording = wordingFor(held.place);
  const text = {
    en: en.newYear[wording].replace("{{place}}", name),
    de: de.newYear[wording].replace("{{place}}", held.place.nameDe ?? name),
  };
  return [{ kind: "new-year", wish: window.date, text }];
}
