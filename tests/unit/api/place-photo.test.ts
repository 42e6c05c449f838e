// GET /api/place-photo with a Google key: the browser is sent on to where Google keeps the picture; the
// key never leaves the server; bad names are refused before Google is asked; Google is asked once per
// photo and width, and each client address only so often an hour.
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { loader as placePhoto } from "~/routes/api.place-photo";
import { PHOTO_LOOKUPS_PER_IP_PER_HOUR } from "~/services/place-photos.server";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces } from "../../fakes/places";
import { call } from "../../helpers/routes";

const REF = "places/ChIJVbR4QNBRqEcRX7Gv3p9Z0kM/photos/AciIO2dGalerieFassade01";
let google: Fake;

beforeAll(async () => {
  google = await startGooglePlaces();
  // Read when configuration is first used, which is in this file's first request.
  process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
  process.env.GOOGLE_PLACES_URL = google.url;
});
afterAll(() => google.close());
afterEach(() => {
  google.mode = "up";
  google.requests.length = 0;
});

describe("GET /api/place-photo", () => {
  it("redirects to the picture at the asked width, cacheable by the browser only", async () => {
    const res = await call(placePhoto, `/api/place-photo?ref=${encodeURIComponent(REF)}&w=480`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://lh3.googleusercontent.com/places/AciIO2dGalerieFassade01=s480");
    expect(res.headers.get("Location")).not.toContain(GOOGLE_TEST_KEY);
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect(google.requests[0].headers["x-goog-api-key"]).toBe(GOOGLE_TEST_KEY);
  });

  it("refuses names that are not a place photo's, and absurd widths, without asking Google", async () => {
    for (const query of ["", "?ref=places/x", "?ref=../../etc/passwd", `?ref=${encodeURIComponent(REF)}&w=99999`]) {
      const res = await call(placePhoto, `/api/place-photo${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe("invalid-request");
    }
    expect(google.requests).toHaveLength(0);
  });

  it("says so when Google cannot be reached", async () => {
    google.mode = "error";
    const res = await call(placePhoto, `/api/place-photo?ref=${encodeURIComponent(REF)}`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: "places-unavailable" });
  });

  it("asks Google once for the same photo at the same width", async () => {
    const path = `/api/place-photo?ref=${encodeURIComponent(REF)}&w=640`;
    const first = await call(placePhoto, path);
    const second = await call(placePhoto, path);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(google.requests).toHaveLength(1);
  });

  it("refuses an address past its hourly asks of Google with a 429 and when to come back", async () => {
    // The counts are per clock hour: a run straddling the hour would start counting afresh.
    // Twenty minutes into the next hour: later than any outage an earlier test left remembered.
    const HOUR_MS = 3_600_000;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 20 * 60_000) });
    onTestFinished(() => void vi.useRealTimers());
    const ask = (w: number, ip = "203.0.113.7") =>
      call(placePhoto, `/api/place-photo?ref=${encodeURIComponent(REF)}&w=${w}`, { headers: { "x-client-ip": ip } });
    const widths = Array.from({ length: PHOTO_LOOKUPS_PER_IP_PER_HOUR }, (_v, i) => 700 + i);
    for (const w of widths) expect((await ask(w)).status).toBe(302);
    const refused = await ask(699);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: "rate-limited" });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(google.requests).toHaveLength(PHOTO_LOOKUPS_PER_IP_PER_HOUR);
    // Photos already found cost that address nothing, and other addresses are not held back.
    expect((await ask(widths[0])).status).toBe(302);
    expect((await ask(699, "198.51.100.9")).status).toBe(302);
  });
});
