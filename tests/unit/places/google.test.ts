// Google Places (New) through the real client, against a loopback fake; and the hours conversion.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkVisit, isValidOpeningHours } from "~/planning/hours";
import { GooglePlacesSource } from "~/integrations/places/google";
import { googlePeriodsToOsm, type GooglePeriod } from "~/integrations/places/google-hours";
import { memoryCache } from "~/integrations/places/http";
import { PlacesUnavailableError, type Place } from "~/planning/places/place";
import { zonedInstant } from "~/planning/time";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces } from "../../fakes/places";

const BERLIN = { center: { lat: 52.52, lng: 13.405 }, radiusKm: 3, timeZone: "Europe/Berlin", country: "DE" };

const at = (day: number, hour: number, minute = 0) => ({ day, hour, minute });
const daily = (days: number[], from: [number, number], to: [number, number]): GooglePeriod[] =>
  days.map((d) => ({ open: at(d, ...from), close: at(from[0] < to[0] ? d : (d + 1) % 7, ...to) }));

describe("googlePeriodsToOsm", () => {
  it.each<[string, GooglePeriod[] | undefined, string | null]>([
    ["weekdays", daily([1, 2, 3, 4, 5], [9, 0], [17, 0]), "Mo-Fr 09:00-17:00"],
    [
      "a lunch and a dinner service",
      [...daily([1, 2, 3, 4, 5, 6], [12, 0], [14, 30]), ...daily([1, 2, 3, 4, 5, 6], [18, 0], [22, 0])],
      "Mo-Sa 12:00-14:30,18:00-22:00",
    ],
    ["different days apart", daily([1, 3], [10, 0], [12, 0]), "Mo,We 10:00-12:00"],
    [
      "late nights across midnight",
      daily([5, 6], [20, 0], [3, 0]),
      "Fr 20:00-24:00; Sa 00:00-03:00,20:00-24:00; Su 00:00-03:00",
    ],
    ["Saturday night into Sunday", daily([6], [22, 0], [4, 0]), "Sa 22:00-24:00; Su 00:00-04:00"],
    ["a weekend without closing", [{ open: at(6, 0), close: at(1, 6) }], "Mo 00:00-06:00; Sa-Su 00:00-24:00"],
    ["open 24 hours", [{ open: at(0, 0) }], "24/7"],
    ["every day round the clock", daily([0, 1, 2, 3, 4, 5, 6], [0, 0], [0, 0]), "24/7"],
    ["no periods", [], null],
    ["no hours at all", undefined, null],
  ])("%s", (_, periods, expected) => {
    const osm = googlePeriodsToOsm(periods);
    expect(osm).toBe(expected);
    if (osm) expect(isValidOpeningHours(osm)).toBe(true);
  });

  it("keeps a visit across midnight open in the hours check", () => {
    const hours = googlePeriodsToOsm(daily([5, 6], [20, 0], [3, 0]));
    const schedule = { hours, country: "DE", timeZone: "Europe/Berlin" };
    // 2026-12-04 is a Friday.
    const friday = (h: number, m = 0) => zonedInstant("2026-12-04", h, m, "Europe/Berlin");
    const saturday = (h: number, m = 0) => zonedInstant("2026-12-05", h, m, "Europe/Berlin");
    expect(checkVisit(schedule, friday(23), saturday(1)).verification).toBe("verified");
    expect(checkVisit(schedule, saturday(2, 30), saturday(3, 30)).verification).toBe("closed");
    expect(checkVisit(schedule, friday(18), friday(19)).verification).toBe("closed");
  });
});

let google: Fake;
beforeAll(async () => {
  google = await startGooglePlaces();
});
afterAll(() => google.close());
afterEach(() => {
  google.mode = "up";
  google.requests.length = 0;
});

const source = (apiKey = GOOGLE_TEST_KEY) =>
  new GooglePlacesSource({
    apiKey,
    baseUrl: google.url,
    userAgent: "Amble/0.1 (+http://localhost)",
    cache: memoryCache(),
  });
const byName = (places: Place[], name: string) => places.find((p) => p.name === name);

describe("GooglePlacesSource", () => {
  it("searches nearby per kind of place with the key, a field mask and a circle", async () => {
    await source().candidates(BERLIN);
    expect(google.requests.length).toBeGreaterThan(1);
    for (const request of google.requests) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/v1/places:searchNearby");
      expect(request.headers["x-goog-api-key"]).toBe(GOOGLE_TEST_KEY);
      expect(request.headers["x-goog-fieldmask"]).toContain("places.regularOpeningHours");
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({
        maxResultCount: 20,
        rankPreference: "DISTANCE",
        locationRestriction: { circle: { center: { latitude: 52.52, longitude: 13.405 }, radius: 3000 } },
      });
      expect(body.includedTypes.length).toBeGreaterThan(0);
    }
    const types = google.requests.flatMap((r) => JSON.parse(r.body).includedTypes);
    expect(types).toEqual(expect.arrayContaining(["restaurant", "bar", "museum", "park", "cafe"]));
  });

  it("maps places, price levels and hours", async () => {
    // Café Einstein is 3.9 km out: the fake, like Google, answers only inside the circle.
    const places = await source().candidates({ ...BERLIN, radiusKm: 5 });
    expect(byName(places, "Zur letzten Instanz")).toMatchObject({
      source: "google",
      sourceId: "google:ChIJ3xO6GiFOqEcRbHkPLsYKH1c",
      category: "restaurant",
      lat: 52.5171,
      lng: 13.4138,
      address: "Waisenstraße 14-16, 10179 Berlin, Germany",
      neighbourhood: "Mitte",
      priceLevel: 2,
      spend: 35,
      openingHours: "Mo-Sa 12:00-23:00; Su 12:00-22:00",
      // From its type (german_restaurant), never invented; Google stated the price level.
      description: { en: "German cuisine.", de: "Deutsche Küche." },
      tags: ["local-cuisine"],
      priceEstimated: false,
      country: "DE",
      timeZone: "Europe/Berlin",
    });
    // An expensive bar costs twice the moderate estimate.
    expect(byName(places, "Buck and Breck")).toMatchObject({
      category: "bar",
      priceLevel: 3,
      spend: 50,
      openingHours: "Tu 19:00-24:00; We-Sa 00:00-02:00,19:00-24:00; Su 00:00-02:00",
    });
    expect(byName(places, "Café Einstein Stammhaus")).toMatchObject({ category: "cafe", priceLevel: 1, spend: 10 });
    expect(byName(places, "Berghain")).toMatchObject({
      category: "club",
      openingHours: "Mo 00:00-06:00; Sa-Su 00:00-24:00",
    });
    expect(byName(places, "Volkspark Friedrichshain")).toMatchObject({ category: "park", openingHours: "24/7" });
    // No hours from Google: a cinema's usual hours, marked as a guess; no price level: an estimate.
    expect(byName(places, "Kino International")).toMatchObject({
      category: "cinema",
      openingHours: 'Mo-Su 14:00-23:00 unknown "usual hours"',
      priceEstimated: true,
    });
    expect(byName(places, "Closed Corner Bar")).toBeUndefined();
    expect(new Set(places.map((p) => p.sourceId)).size).toBe(places.length);
  });

  it("reads one place through Place Details", async () => {
    const place = await source().place("google:ChIJVbR4QNBRqEcRX7Gv3p9Z0kM");
    expect(place).toMatchObject({
      name: "Berlinische Galerie",
      category: "museum",
      openingHours: "Mo,We-Su 10:00-18:00",
      timeZone: "Europe/Berlin",
      country: "DE",
    });
    const [request] = google.requests;
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/v1/places/ChIJVbR4QNBRqEcRX7Gv3p9Z0kM");
    expect(request.headers["x-goog-fieldmask"]).toContain("regularOpeningHours");
    expect(request.headers["x-goog-fieldmask"]).not.toContain("places.");
    expect(await source().place("google:ChIJunknownPlace000")).toBeNull();
    expect(await source().place("osm:node/1")).toBeNull();
  });

  it("reports a refused key as places-unavailable", async () => {
    await expect(source("wrong-key").candidates(BERLIN)).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it("suggests addresses with regions, types and a 30 km bias", async () => {
    const suggestions = await source().suggest("Berl", "de", { lat: 52.52, lng: 13.4 });
    const body = JSON.parse(google.requests[0].body);
    expect(google.requests[0].path).toBe("/v1/places:autocomplete");
    expect(body).toMatchObject({
      input: "Berl",
      languageCode: "de",
      includedRegionCodes: ["us", "ca", "gb", "de", "fr", "it", "es", "au"],
      locationBias: { circle: { center: { latitude: 52.52, longitude: 13.4 }, radius: 30000 } },
    });
    expect(body.includedPrimaryTypes).toContain("locality");
    expect(suggestions).toEqual([
      {
        place_id: "ChIJAVkDPzdOqEcRcDteW0YgIQQ",
        description: "Berlin, Germany",
        structured_formatting: { main_text: "Berlin", secondary_text: "Germany" },
        types: ["geocode", "locality", "political"],
      },
      {
        place_id: "ChIJ8-ZrE7SxoEcRU6F2VgC8u1I",
        description: "Berlingen, Switzerland",
        structured_formatting: { main_text: "Berlingen", secondary_text: "Switzerland" },
        types: ["geocode", "locality", "political"],
      },
    ]);
    await source().suggest("Berl", "en");
    expect(JSON.parse(google.requests[1].body).locationBias).toBeUndefined();
  });
});
