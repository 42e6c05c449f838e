// The last word on a plan's hours before it is written: a stop the final check finds closed is dropped.
import type { Stop } from "./engine/compose";
import { checkVisit, scheduleOf } from "./hours";

/**
 * The stops the final hours check agrees are open. The engine and the check read the same hours, so none
 * should fall out; if one ever does, the plan goes without it rather than failing.
 */
export function openStops(stops: readonly Stop[]): Stop[] {
  return stops.filter((stop) => {
    const hours = checkVisit(scheduleOf(stop.place), new Date(stop.start), new Date(stop.end));
    if (hours.verification !== "closed") return true;
    console.warn(`Dropped ${stop.place.sourceId}, closed at its visit: ${hours.reason}`);
    return false;
  });
}
