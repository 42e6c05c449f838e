// For a test file that plans from online places (PLACES_SOURCE=osm or auto) against loopback fakes.
import { afterAll, beforeAll } from "vitest";
import type { Fake } from "../fakes/http";
import { startNominatim, startOverpass } from "../fakes/places";
import { createTestUser, sessionCookieFor } from "./users";

/**
 * For a test file that plans from online places: loopback Overpass and Nominatim, the place source
 * pointed at them, and a signed-in user's cookie. Fields are filled before the first test runs.
 */
export function onlinePlacesFor(source: "osm" | "auto") {
  const online = {} as { overpass: Fake; nominatim: Fake; cookie: string };
  beforeAll(async () => {
    online.overpass = await startOverpass();
    online.nominatim = await startNominatim();
    // Configuration is read on first use, so this comes before anything asks for it.
    process.env.PLACES_SOURCE = source;
    process.env.OVERPASS_URL = `${online.overpass.url}/api/interpreter`;
    process.env.NOMINATIM_URL = online.nominatim.url;
    online.cookie = await sessionCookieFor((await createTestUser()).id);
  });
  afterAll(async () => {
    await Promise.all([online.overpass.close(), online.nominatim.close()]);
  });
  return online;
}
