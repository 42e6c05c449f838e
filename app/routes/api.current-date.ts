// GET /api/current-date: {today, tomorrow}, in the place's zone when one is given (?location= or ?timeZone=).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { resolveLocation } from "~/planning/places/gazetteer";
import { addDays, isValidTimeZone, localDate } from "~/planning/time";
import { apiError } from "~/utils/http.server";

const DEFAULT_TIME_ZONE = "Europe/Berlin";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const location = params.get("location")?.slice(0, 200);
  let timeZone = params.get("timeZone") ?? DEFAULT_TIME_ZONE;
  if (location) timeZone = resolveLocation(location)?.timeZone ?? timeZone;
  if (!isValidTimeZone(timeZone)) return apiError(400, "invalid-time-zone", `Unknown time zone: ${timeZone}`);
  const today = localDate(new Date(), timeZone);
  return json({ today, tomorrow: addDays(today, 1), timeZone }, { headers: { "Cache-Control": "no-store" } });
}
