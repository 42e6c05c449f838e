// When a plan starts inside its slot when the person named no time: the moment a local would choose, not
// the slot's first minute. A morning begins at breakfast (later at weekends), an afternoon after lunch, an
// evening so that dinner falls at the local dinner hour, a late night once the evening has got going.
import type { PlanRequest } from "../request";
import { SLOT_START_HOUR } from "../start-time";
import { isWeekend } from "../time";

/** When people sit down to dinner, by the place's zone (southern Europe later); 19:00 elsewhere. */
const DINNER_HOUR: Record<string, number> = {
  "Europe/Paris": 20,
  "Europe/Madrid": 21,
  "Europe/Rome": 20,
  "Europe/Lisbon": 20,
  "Europe/Athens": 21,
};

/** The local dinner hour where the plan is (by its zone). */
export function dinnerHourOf(timeZone: string): number {
  return DINNER_HOUR[timeZone] ?? 19;
}

/** Minutes after the plan day's midnight at which a plan of this request best starts. */
export function bestStartMinutes(
  request: Pick<PlanRequest, "timeSlot" | "duration">,
  date: string,
  timeZone: string,
): number {
  const weekend = isWeekend(date);
  const hours = request.duration;
  switch (request.timeSlot) {
    case "morning":
      // Breakfast time; at weekends people sleep in, and a short outing begins with brunch.
      return (weekend ? (hours <= 2 ? 10 : 9.5) : hours <= 2 ? 9.5 : 9) * 60;
    case "afternoon":
      // After lunch; a long afternoon begins with it.
      return (hours >= 4 ? 12.5 : hours === 3 ? 13.5 : 14) * 60;
    case "evening": {
      // Dinner at the dinner hour: a long evening starts with a drink or a walk before it.
      const dinner = dinnerHourOf(timeZone);
      const before = hours >= 4 ? 1.5 : hours === 3 ? 1 : 0;
      return Math.max(SLOT_START_HOUR.evening, dinner - before) * 60;
    }
    case "late_night":
      return (hours <= 2 ? 22 : 21.5) * 60;
  }
}
