// GET /api/rate-limit-status: plans left today and this month, the tier's limits, time to reset.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readGuest } from "~/auth/guest.server";
import { getViewer } from "~/auth/viewer.server";
import { rateLimitStatus } from "~/models/limits.server";
import { clientIp } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const guest = await readGuest(request);
  const status = await rateLimitStatus(viewer, { guestKey: guest?.key ?? null, ip: clientIp(request) });
  return json(status, { headers: { "Cache-Control": "no-store" } });
}
