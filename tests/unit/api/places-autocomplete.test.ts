// /api/places/autocomplete with a Google key: Google first, Nominatim when Google fails, 502 when both do.
// The provider choice without a key is covered through suggestPlaces directly.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Nominatim } from "~/integrations/places/nominatim";
import { loader as autocomplete } from "~/routes/api.places.autocomplete";
import { SearchFailedError, suggestPlaces } from "~/services/autocomplete.server";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces, startNominatim } from "../../fakes/places";
import { call } from "../../helpers/routes";

let google: Fake;
let nominatim: Fake;

beforeAll(async () => {
  google = await startGooglePlaces();
  nominatim = await startNominatim();
  process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
  process.env.GOOGLE_PLACES_URL = google.url;
  process.env.NOMINATIM_URL = nominatim.url;
});
afterAll(async () => {
  await Promise.all([google.close(), nominatim.close()]);
});
afterEach(() => {
  google.mode = nominatim.mode = "up";
  google.requests.length = nominatim.requests.length = 0;
});

describe("GET /api/places/autocomplete", () => {
  it("answers from Google Places, biased to the browser's position", async () => {
    const res = await call(autocomplete, "/api/places/autocomplete?input=Berl&lang=de&lat=52.5&lng=13.4");
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toEqual({
      place_id: "ChIJAVkDPzdOqEcRcDteW0YgIQQ",
      description: "Berlin, Germany",
      structured_formatting: { main_text: "Berlin", secondary_text: "Germany" },
      types: ["geocode", "locality", "political"],
      // Planned from the catalog here, which covers Berlin (services/coverage.server.ts).
      plannable: true,
    });
    expect(JSON.parse(google.requests[0].body).locationBias.circle.radius).toBe(30000);
    expect(res.headers.get("Cache-Control")).toMatch(/^private/);
    expect(nominatim.requests).toHaveLength(0);
  });

  it("falls back to Nominatim when Google fails", async () => {
    google.mode = "error";
    const res = await call(autocomplete, "/api/places/autocomplete?input=Berl&lang=en");
    expect(res.status).toBe(200);
    expect(google.requests).toHaveLength(1);
    expect(res.body.suggestions[0]).toMatchObject({
      description: "Berlin, Germany",
      geometry: { location: { lat: 52.5173885, lng: 13.3951309 } },
    });
    expect(nominatim.requests[0].query.get("featureType")).toBe("city");
  });

  it("answers 502 search-failed when every provider fails", async () => {
    google.mode = nominatim.mode = "error";
    const res = await call(autocomplete, "/api/places/autocomplete?input=Hamb");
    expect(res).toMatchObject({
      status: 502,
      body: { error: "search-failed", message: "Failed to search locations. Please try again." },
    });
  });

  it("asks for input", async () => {
    expect((await call(autocomplete, "/api/places/autocomplete?input=%20")).status).toBe(400);
  });
});

describe("suggestPlaces without a Google key", () => {
  it("asks Nominatim directly when OpenStreetMap is the source", async () => {
    const osm = new Nominatim({ baseUrl: nominatim.url, userAgent: "Amble/0.1 (+test)", minIntervalMs: 0 });
    const suggestions = await suggestPlaces({ input: "Berl", language: "en" }, { google: null, nominatim: osm });
    expect(suggestions.map((s) => s.structured_formatting.main_text)).toEqual(["Berlin", "Bad Berleburg"]);
    expect(google.requests).toHaveLength(0);
    nominatim.mode = "error";
    await expect(
      suggestPlaces({ input: "Hamb", language: "en" }, { google: null, nominatim: osm }),
    ).rejects.toBeInstanceOf(SearchFailedError);
  });

  it("uses the bundled gazetteer when no online provider is configured", async () => {
    const suggestions = await suggestPlaces({ input: "Münch", language: "de" }, { google: null, nominatim: null });
    expect(suggestions[0]).toMatchObject({
      description: "München, Deutschland",
      structured_formatting: { main_text: "München", secondary_text: "Deutschland" },
      types: ["locality"],
    });
  });
});
