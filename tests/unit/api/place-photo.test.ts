// GET /api/place-photo with a Google key: the browser is sent on to where Google keeps the picture; the
// key never leaves the server; bad names are refused before Google is asked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader as placePhoto } from "~/routes/api.place-photo";
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
});
