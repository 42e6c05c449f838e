// Where a Google Places photo is, asked of Google once per photo and width and then read from the
// PlaceCache table: every ask spends the key's photo quota. Each client address may make Google be asked
// only so often an hour; photos already found cost nothing against that.
import { countUnderLimit, hourPeriod } from "~/models/counters.server";
import { PlacesUnavailableError } from "~/planning/places/place";
import { identifierHash } from "~/utils/identifier-hash.server";
import { createPlaceCache } from "./place-cache.server";

/**
 * Google calls a photo's address short-lived without saying how short: a few hours keeps a card's photo
 * to a few asks a day while the address is still fresh.
 */
const PHOTO_TTL_MS = 6 * 3_600_000;
/** A person planning sees a handful of photos a plan; past this an address is harvesting the key. */
export const PHOTO_LOOKUPS_PER_IP_PER_HOUR = 120;

let cache: ReturnType<typeof createPlaceCache> | undefined;
const photoCache = () => (cache ??= createPlaceCache(PHOTO_TTL_MS));

type Cached = { uri: string | null };
/** What asks Google: the Google place source's photoUri. */
type PhotoSource = { photoUri(ref: string, maxWidthPx: number): Promise<string | null> };
export type PhotoLookup = { found: true; uri: string | null } | { found: false; retryAfterSeconds: number };

/**
 * The photo's address at that width (uri null: Google has no such photo), from the cache while it is
 * fresh; else from Google, if the client's address is under its hourly number of asks. When Google
 * cannot be reached an expired address is still tried; without one, PlacesUnavailableError is thrown.
 */
export async function lookUpPhoto(
  google: PhotoSource,
  ref: string,
  width: number,
  ip: string | null,
): Promise<PhotoLookup> {
  const key = `google:photo:${width}:${ref}`;
  const hit = await photoCache()
    .get(key)
    .catch(() => null); // a broken cache costs asks, not photos
  if (hit && !hit.stale) return { found: true, uri: (hit.value as Cached).uri };
  if (ip) {
    const { period, secondsLeft } = hourPeriod();
    const subject = `photo-ip:${identifierHash("ip", ip)}`;
    if ((await countUnderLimit(subject, period, PHOTO_LOOKUPS_PER_IP_PER_HOUR)) === null) {
      return { found: false, retryAfterSeconds: secondsLeft };
    }
  }
  let uri: string | null;
  try {
    uri = await google.photoUri(ref, width);
  } catch (error) {
    if (hit && error instanceof PlacesUnavailableError) return { found: true, uri: (hit.value as Cached).uri };
    throw error;
  }
  await photoCache()
    .set(key, { uri } satisfies Cached)
    .catch((error: unknown) => console.warn("[amble] photo cache write failed", error));
  return { found: true, uri };
}
