// GET /api/places/reverse?lat=..&lng=..: the city at a point, for "use my location".
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { resolveLocation } from "~/planning/places/gazetteer";
import { apiError } from "~/utils/http.server";

const Point = z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) });

export function loader({ request }: LoaderFunctionArgs) {
  const parsed = Point.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, "invalid-request", "Send ?lat= and ?lng= as numbers.");
  const place = resolveLocation(`${parsed.data.lat}, ${parsed.data.lng}`);
  if (!place) return apiError(404, "no-city-here", "No city found near that point.");
  return json({ city: place.label, country: place.country, timeZone: place.timeZone });
}
