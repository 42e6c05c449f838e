// A place picked from the online autocomplete is found again by its id alone: Nominatim's from the
// suggestions it answered (remembered in the place cache), Google's from Place Details, once. Its text is
// never searched, and an id nobody suggested is no place at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GooglePlacesSource } from "~/integrations/places/google";
import { memoryCache } from "~/integrations/places/http";
import { Nominatim } from "~/integrations/places/nominatim";
import { OverpassSource } from "~/integrations/places/overpass";
import { locateWith } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces, startNominatim } from "../../fakes/places";

const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";
let nominatimFake: Fake;
let googleFake: Fake;
beforeAll(async () => {
  [nominatimFake, googleFake] = await Promise.all([startNominatim(), startGooglePlaces()]);
});
afterAll(() => Promise.all([nominatimFake.close(), googleFake.close()]));
afterEach(() => {
  nominatimFake.requests.length = googleFake.requests.length = 0;
});

describe("a place picked from the online autocomplete", () => {
  it("is where Nominatim's suggestion said, without searching its text again", async () => {
    const geocoder = new Nominatim({
      baseUrl: nominatimFake.url,
      userAgent: USER_AGENT,
      cache: memoryCache(),
      minIntervalMs: 0,
    });
    const source = new OverpassSource({ url: "http://127.0.0.1:9", userAgent: USER_AGENT, geocoder });
    const [hallstatt] = await geocoder.suggest("Hallstatt", "de");
    expect(nominatimFake.requests).toHaveLength(1);

    const request = PlanRequestSchema.parse({
      location: hallstatt.description,
      place: { id: hallstatt.place_id, label: hallstatt.description, ...hallstatt.geometry!.location },
    });
    expect(await locateWith(source, request)).toEqual({
      label: "Hallstatt",
      lat: 47.5622127,
      lng: 13.6492837,
      country: "AT",
      timeZone: "Europe/Vienna",
    });
    expect(nominatimFake.requests).toHaveLength(1);
    expect(await geocoder.locate("osm:relation/1")).toBeNull();
    expect(nominatimFake.requests).toHaveLength(1);
  });

  it("is where Google's Place Details say, asked once", async () => {
    const google = new GooglePlacesSource({
      apiKey: GOOGLE_TEST_KEY,
      baseUrl: googleFake.url,
      userAgent: USER_AGENT,
      cache: memoryCache(),
    });
    const id = "ChIJ3xO6GiFOqEcRbHkPLsYKH1c";
    const located = await google.locate(id);
    expect(located).toMatchObject({ lat: 52.5171, lng: 13.4138, country: "DE", timeZone: "Europe/Berlin" });
    expect(await google.locate(id)).toEqual(located);
    expect(googleFake.requests).toHaveLength(1);
    expect(await google.locate("ChIJ-no-such-place-anywhere")).toBeNull();
  });
});
