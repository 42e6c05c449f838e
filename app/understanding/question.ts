// The one question to ask before planning, if any: the place, then the day. Never a plan on a guess:
// "this weekend" is two days, a day past the window is no day, and "near me" needs a place to start from.
import type { RequestPatch } from "~/planning/request";
import type { DayReading } from "./day";

export type Question = "place" | "near-me" | "which-day" | "day-outside" | "day";

/** What to ask once the request holds `request` after the message `heard`; null when it can be planned. */
export function questionFor(
  heard: { day: DayReading | null; nearMe: boolean },
  request: RequestPatch,
): Question | null {
  if (!request.location) return heard.nearMe ? "near-me" : "place";
  if (heard.day?.kind === "either") return "which-day";
  if (heard.day?.kind === "outside") return "day-outside";
  if (!request.day && !request.plannedDate) return "day";
  return null;
}
