// A place's own website from OpenStreetMap (`website`, `contact:website`) and Google (`websiteUri`), and
// Google's photo with its author's credit, through the real clients against the loopback fakes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GooglePlacesSource } from "~/integrations/places/google";
import { memoryCache } from "~/integrations/places/http";
import { OverpassSource } from "~/integrations/places/overpass";
import { PlacesUnavailableError, type Place } from "~/planning/places/place";
import { webUrl } from "~/planning/places/web-url";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces, startOverpass } from "../../fakes/places";

const BERLIN = { center: { lat: 52.52, lng: 13.405 }, radiusKm: 5, timeZone: "Europe/Berlin", country: "DE" };
const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";
const GALERIE_PHOTO = "places/ChIJVbR4QNBRqEcRX7Gv3p9Z0kM/photos/AciIO2dGalerieFassade01";

let overpass: Fake;
let google: Fake;
beforeAll(async () => {
  [overpass, google] = await Promise.all([startOverpass(), startGooglePlaces()]);
});
afterAll(() => Promise.all([overpass.close(), google.close()]));
afterEach(() => {
  google.mode = "up";
  overpass.requests.length = google.requests.length = 0;
});

const byName = (places: Place[], name: string) => places.find((p) => p.name === name);
const osm = () =>
  new OverpassSource({ url: `${overpass.url}/api/interpreter`, userAgent: USER_AGENT, minIntervalMs: 0 });
const googlePlaces = () =>
  new GooglePlacesSource({ apiKey: GOOGLE_TEST_KEY, baseUrl: google.url, userAgent: USER_AGENT, cache: memoryCache() });

describe("websites from OpenStreetMap", () => {
  it("reads `website` and `contact:website`, and leaves out what is no web address", async () => {
    const places = await osm().candidates(BERLIN);
    expect(byName(places, "Zur letzten Instanz")?.website).toBe("https://www.zurletzteninstanz.com/");
    expect(byName(places, "Berlinische Galerie")?.website).toBe("https://berlinischegalerie.de/");
    // Tagged "monkeybarberlin.de": no scheme, so no link is guessed from it.
    expect(byName(places, "Monkey Bar")?.website).toBeNull();
    expect(byName(places, "Curry 36")?.website).toBeNull();
  });
});

describe("websites and photos from Google Places", () => {
  it("asks for them in the field mask and maps them, with the photo's author", async () => {
    const places = await googlePlaces().candidates(BERLIN);
    for (const request of google.requests) {
      expect(request.headers["x-goog-fieldmask"]).toContain("places.websiteUri");
      expect(request.headers["x-goog-fieldmask"]).toContain("places.photos");
    }
    expect(byName(places, "Berlinische Galerie")).toMatchObject({
      website: "https://berlinischegalerie.de/",
      photo: {
        ref: GALERIE_PHOTO,
        attributions: [{ name: "Lena Hartmann", uri: "https://maps.google.com/maps/contrib/104273115480113360001" }],
      },
    });
    expect(byName(places, "Zur letzten Instanz")).toMatchObject({
      website: "https://www.zurletzteninstanz.com/",
      photo: null,
    });
    expect(byName(places, "Berghain")).toMatchObject({ website: null, photo: null });
  });

  it("finds where a photo is with the key, and the address it gives holds no key", async () => {
    const uri = await googlePlaces().photoUri(GALERIE_PHOTO, 320);
    expect(uri).toBe("https://lh3.googleusercontent.com/places/AciIO2dGalerieFassade01=s320");
    const [request] = google.requests;
    expect(request.path).toBe(`/v1/${GALERIE_PHOTO}/media`);
    expect(request.headers["x-goog-api-key"]).toBe(GOOGLE_TEST_KEY);
    expect(Object.fromEntries(request.query)).toEqual({ maxWidthPx: "320", skipHttpRedirect: "true" });
    expect(uri).not.toContain(GOOGLE_TEST_KEY);
  });

  it("asks nothing for a malformed photo name, and reports Google being down", async () => {
    expect(await googlePlaces().photoUri("../../v1/places:searchNearby", 320)).toBeNull();
    expect(google.requests).toHaveLength(0);
    google.mode = "error";
    await expect(googlePlaces().photoUri(GALERIE_PHOTO, 320)).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});

describe("webUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/menu", "http://example.com/menu"],
    ["https://a.example/; https://b.example/", "https://a.example/"],
    ["javascript:alert(1)", null],
    ["ftp://example.com/", null],
    ["https://user:secret@example.com/", null],
    ["www.example.com", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(webUrl(value)).toBe(expected);
  });
});
