// POST /api/verify-opening-hours: is this activity's place open for the visit?
import * as z from "zod";
import { resolveLocation } from "~/planning/places/gazetteer";
import { HOUR, zonedInstant } from "~/planning/time";
import { visitCheck } from "~/services/opening-hours.server";
import { placeSource } from "~/services/places.server";
import { apiAction, methodNotAllowed } from "~/web/api.server";

const VerifyBody = z.object({
  activity: z.object({
    name: z.string().max(200).optional(),
    sourceId: z.string().max(200).optional(),
    openingHours: z.string().max(500).nullish(),
    time: z.string().max(50).optional(),
    startsAt: z.iso.datetime().optional(),
    endsAt: z.iso.datetime().optional(),
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  }),
  plannedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "plannedDate must be YYYY-MM-DD")
    .optional(),
  activityDurationHours: z.number().positive().max(12).default(2),
});

/** "7:00 PM", "7 PM – 8:30 PM" or "19:00–20:30": the first clock time in the text. */
function startClock(time: string): { hour: number; minute: number } | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i.exec(time);
  if (!m) return null;
  let hour = Number(m[1]) % 24;
  const suffix = m[3]?.toLowerCase();
  if (suffix === "pm" && hour < 12) hour += 12;
  if (suffix === "am" && hour === 12) hour = 0;
  return { hour, minute: Number(m[2] ?? 0) };
}

export const action = apiAction(
  VerifyBody,
  async ({ activity, plannedDate, activityDurationHours }) => {
    // The source's record is the authority; the client's copy of the hours is only a fallback.
    const place = activity.sourceId ? await placeSource().place(activity.sourceId) : null;
    const point = place ?? activity.coordinates;
    const zone = place?.timeZone ?? (point ? resolveLocation(`${point.lat}, ${point.lng}`)?.timeZone : undefined);
    let start = activity.startsAt ? new Date(activity.startsAt) : null;
    if (!start && plannedDate && activity.time && zone) {
      const clock = startClock(activity.time);
      if (clock) start = zonedInstant(plannedDate, clock.hour, clock.minute, zone);
    }
    if (!start || !zone) {
      const openingHours = place ? place.openingHours : (activity.openingHours ?? null);
      return { isVerified: false, status: "unknown", reason: "Visit time or place unknown", openingHours };
    }
    const end = activity.endsAt ? new Date(activity.endsAt) : new Date(start.getTime() + activityDurationHours * HOUR);
    const check = visitCheck(place, activity.openingHours ?? null, zone, start, end);
    return {
      isVerified: check.verification === "verified",
      status: check.verification,
      reason: check.reason,
      openingHours: check.hours,
    };
  },
  { invalid: "Send {activity, plannedDate, activityDurationHours}." },
);

export const loader = () => methodNotAllowed("POST");
