// The online place sources' cache, in the PlaceCache table: answers live PLACES_CACHE_TTL_HOURS, then
// stay readable as stale, so an outage of Overpass, Nominatim or Google still plans from what was seen.
import { db } from "~/db/client.server";
import type { Prisma } from "~/generated/prisma/client";
import type { PlaceCache } from "~/integrations/places/http";

const HOUR = 3_600_000;
/** Stale rows are kept this long for outages, then pruned. */
const KEEP_STALE_MS = 7 * 24 * HOUR;

export function createPlaceCache(ttlMs: number): PlaceCache {
  let prunedAt = 0;
  return {
    async get(key) {
      const row = await db.placeCache.findUnique({ where: { key } });
      return row ? { value: row.payload, stale: row.expiresAt.getTime() <= Date.now() } : null;
    },
    async set(key, value) {
      const payload = value as Prisma.InputJsonValue;
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.placeCache.upsert({
        where: { key },
        create: { key, payload, expiresAt },
        update: { payload, expiresAt },
      });
      if (Date.now() - prunedAt > HOUR) {
        prunedAt = Date.now();
        await db.placeCache.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - KEEP_STALE_MS) } } });
      }
    },
  };
}
