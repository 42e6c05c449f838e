// Nominatim geocoding and suggestions through the real client, against a loopback fake.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { resolveLocation } from "~/planning/places/gazetteer";
import { memoryCache } from "~/integrations/places/http";
import { Nominatim } from "~/integrations/places/nominatim";
import { OverpassSource } from "~/integrations/places/overpass";
import { LocationError, locateWith } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import type { Fake } from "../../fakes/http";
import { startNominatim } from "../../fakes/places";

const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";

let fake: Fake;
beforeAll(async () => {
  fake = await startNominatim();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = "up";
  fake.requests.length = 0;
});

const nominatim = (minIntervalMs = 0) =>
  new Nominatim({ baseUrl: fake.url, userAgent: USER_AGENT, cache: memoryCache(), minIntervalMs });

describe("Nominatim geocoding", () => {
  it("finds a town the gazetteer lacks, with the zone of the nearest gazetteer city", async () => {
    expect(resolveLocation("Hallstatt")).toBeNull();
    const geocoder = nominatim();
    expect(await geocoder.geocode("Hallstatt")).toEqual({
      label: "Hallstatt",
      lat: 47.5622127,
      lng: 13.6492837,
      country: "AT",
      timeZone: "Europe/Vienna",
    });
    const [request] = fake.requests;
    expect(request.path).toBe("/search");
    expect(Object.fromEntries(request.query)).toMatchObject({
      q: "Hallstatt",
      format: "json",
      limit: "1",
      addressdetails: "1",
      extratags: "1",
    });
    expect(request.headers["user-agent"]).toBe(USER_AGENT);

    await geocoder.geocode("Hallstatt");
    expect(fake.requests).toHaveLength(1); // cached
  });

  it("plans there through an online source, while the catalog still refuses", async () => {
    const request = PlanRequestSchema.parse({ location: "Hallstatt" });
    const osm = new OverpassSource({ url: "http://127.0.0.1:9/unused", userAgent: USER_AGENT, geocoder: nominatim() });
    expect(await locateWith(osm, request)).toMatchObject({ label: "Hallstatt", timeZone: "Europe/Vienna" });
    await expect(locateWith(new CatalogSource(), request)).rejects.toMatchObject({ code: "unknown-location" });
    // The gazetteer comes first: no request for a city it knows.
    fake.requests.length = 0;
    expect(await locateWith(osm, PlanRequestSchema.parse({ location: "Berlin" }))).toMatchObject({ label: "Berlin" });
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a hit far from every known city instead of guessing its zone", async () => {
    expect(await nominatim().geocode("Mid Atlantic Ridge")).toBeNull();
    const osm = new OverpassSource({ url: "http://127.0.0.1:9/unused", userAgent: USER_AGENT, geocoder: nominatim() });
    const error = await locateWith(osm, PlanRequestSchema.parse({ location: "Mid Atlantic Ridge" })).catch((e) => e);
    expect(error).toBeInstanceOf(LocationError);
    expect(error.code).toBe("unknown-location");
  });

  it("suggests towns and cities in the autocomplete's shape", async () => {
    const suggestions = await nominatim().suggest("Berl", "de");
    expect(Object.fromEntries(fake.requests[0].query)).toMatchObject({
      q: "Berl",
      limit: "8",
      featureType: "city",
      "accept-language": "de",
    });
    expect(suggestions[0]).toEqual({
      place_id: "osm:relation/62422",
      description: "Berlin, Germany",
      structured_formatting: { main_text: "Berlin", secondary_text: "Germany" },
      types: ["city"],
      geometry: { location: { lat: 52.5173885, lng: 13.3951309 } },
    });
    expect(suggestions[1].structured_formatting).toEqual({
      main_text: "Bad Berleburg",
      secondary_text: "North Rhine-Westphalia, Germany",
    });
  });

  it("keeps to one request a second", async () => {
    const paced = await startNominatim();
    try {
      const client = new Nominatim({ baseUrl: paced.url, userAgent: USER_AGENT });
      await Promise.all([client.geocode("Hallstatt"), client.suggest("Berl", "en")]);
      const [a, b] = paced.requests.map((r) => r.at).sort();
      expect(b - a).toBeGreaterThanOrEqual(950);
    } finally {
      await paced.close();
    }
  });

  it("reports an outage as places-unavailable", async () => {
    fake.mode = "error";
    await expect(nominatim().geocode("Hallstatt")).rejects.toMatchObject({
      code: "places-unavailable",
      provider: "nominatim",
    });
  });
});
