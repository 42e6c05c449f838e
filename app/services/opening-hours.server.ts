// Whether a place is open for a visit: its source's record is the authority, the hours stored with the
// activity only a fallback. For the JSON check and for the plan page's "Check again" without JavaScript.
import type { Viewer } from "~/auth/viewer.server";
import { checkVisit } from "~/planning/hours";
import type { Place } from "~/planning/places/place";
import type { PlanView } from "~/wire/plans";
import { placeSource } from "./places.server";
import { getPlan } from "./plans.server";

export function visitCheck(place: Place | null, fallbackHours: string | null, zone: string, start: Date, end: Date) {
  const hours = place ? place.openingHours : fallbackHours;
  // A tasting menu's last seating counts too: the visit must begin by it.
  const schedule = { hours, seating: place?.seatingHours ?? null, country: place?.country ?? "", timeZone: zone };
  return { ...checkVisit(schedule, start, end), hours };
}

/** The plan with one stop's opening hours checked again, as its badge should read now. */
export async function recheckActivity(viewer: Viewer, planId: string, activityId: string): Promise<PlanView> {
  const plan = await getPlan(viewer, planId);
  const activities = await Promise.all(
    plan.activities.map(async (a) => {
      if (a.id !== activityId) return a;
      const place = await placeSource().place(a.sourceId);
      const check = visitCheck(place, a.openingHours, plan.timeZone, new Date(a.startsAt), new Date(a.endsAt));
      return { ...a, verification: check.verification, verificationReason: check.reason };
    }),
  );
  return { ...plan, activities };
}
