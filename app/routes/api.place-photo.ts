// GET /api/place-photo?ref=places/<id>/photos/<ref>&w=320: a Google Places photo for an activity card.
// Amble asks Google where the picture is (with the key, which stays on the server), remembers the answer
// for a while, and sends the browser there; without a Google key there are no photos.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { PlacePhotoSchema, PlacesUnavailableError } from "~/planning/places/place";
import { lookUpPhoto, type PhotoLookup } from "~/services/place-photos.server";
import { googlePlaces } from "~/services/places.server";
import { apiError, clientIp } from "~/utils/http.server";

const PhotoRequest = z.object({
  ref: PlacePhotoSchema.shape.ref,
  w: z.coerce.number().int().min(64).max(1600).default(320),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = PhotoRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, "invalid-request", "Send ?ref= as a Google Places photo name.");
  const google = googlePlaces();
  if (!google) return apiError(404, "photo-not-found", "Place photos need a Google Maps API key.");
  let lookup: PhotoLookup;
  try {
    lookup = await lookUpPhoto(google, parsed.data.ref, parsed.data.w, clientIp(request));
  } catch (error) {
    if (error instanceof PlacesUnavailableError) {
      return apiError(503, "places-unavailable", "The photo can't be fetched right now.");
    }
    throw error;
  }
  if (!lookup.found) {
    const refused = apiError(429, "rate-limited", "Too many photos asked for. Please try again later.");
    refused.headers.set("Retry-After", String(lookup.retryAfterSeconds));
    return refused;
  }
  if (!lookup.uri) return apiError(404, "photo-not-found", "Google has no such photo.");
  // The image address changes over time: a browser may reuse it for a while, shared caches may not.
  return redirect(lookup.uri, { headers: { "Cache-Control": "private, max-age=3600" } });
}
