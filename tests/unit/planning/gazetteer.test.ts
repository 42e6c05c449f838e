import { describe, expect, it } from "vitest";
import { knownPlaceAt, placeById, resolveLocation, suggestLocations } from "~/planning/places/gazetteer";

describe("gazetteer", () => {
  it.each([
    ["Berlin", "DE", "Europe/Berlin", 52.52],
    ["München", "DE", "Europe/Berlin", 48.14],
    ["Wien", "AT", "Europe/Vienna", 48.21],
    ["Vienna", "AT", "Europe/Vienna", 48.21],
    ["Zürich", "CH", "Europe/Zurich", 47.37],
    ["New York", "US", "America/New_York", 40.71],
    ["London, UK", "GB", "Europe/London", 51.51],
    ["Kurfürstenstraße 58, 10785 Berlin, Germany", "DE", "Europe/Berlin", 52.52],
  ])("resolves %s", (text, country, timeZone, lat) => {
    const r = resolveLocation(text);
    expect(r).toMatchObject({ country, timeZone });
    expect(r!.lat).toBeCloseTo(lat, 1);
  });

  it("resolves a district inside its city", () => {
    const r = resolveLocation("Kreuzberg, Berlin");
    expect(r?.label).toBe("Kreuzberg, Berlin");
    expect(r?.timeZone).toBe("Europe/Berlin");
    expect(r!.lng).toBeGreaterThan(13.38);
  });

  it("finds towns under their other names and spellings", () => {
    for (const text of ["Köln", "Koeln", "Koln", "Cologne", "Cologne, Germany", "KÖLN"]) {
      expect(resolveLocation(text), text).toMatchObject({ label: "Köln", country: "DE", timeZone: "Europe/Berlin" });
    }
    expect(resolveLocation("Zuerich")?.timeZone).toBe("Europe/Zurich");
    expect(resolveLocation("Nuernberg")?.label).toBe("Nürnberg");
    expect(resolveLocation("Hanover")?.country).toBe("DE");
    expect(resolveLocation("Muenchen")?.label).toBe("Munich");
  });

  it("finds a city named first or last without a comma", () => {
    expect(resolveLocation("Köln Ehrenfeld")?.label).toBe("Köln");
    expect(resolveLocation("Hotel Adlon Berlin")?.label).toBe("Berlin");
    expect(resolveLocation("Altstadt Düsseldorf")?.label).toBe("Düsseldorf");
  });

  it("resolves coordinates to the nearest city's zone", () => {
    const r = resolveLocation("48.137, 11.575");
    expect(r).toMatchObject({ lat: 48.137, lng: 11.575, country: "DE", timeZone: "Europe/Berlin", label: "Munich" });
  });

  it("refuses what it cannot find instead of guessing", () => {
    expect(resolveLocation("Qwertzuiopville")).toBeNull();
    expect(resolveLocation("0, -30")).toBeNull(); // mid-Atlantic
    expect(resolveLocation("   ")).toBeNull();
    expect(resolveLocation("Altstadt")).toBeNull(); // every German town has one
    expect(resolveLocation("1070")).toBeNull(); // a postcode without its city
  });

  it("suggests places by prefix, biggest first", () => {
    expect(suggestLocations("Berl")[0].location).toMatchObject({ label: "Berlin", country: "DE" });
    expect(suggestLocations("Münch")[0]?.location.label).toBe("Munich");
  });

  it("suggests a neighbourhood with its city, and finds a suggestion again by its id alone", () => {
    const [kreuzberg] = suggestLocations("Kreuzb");
    expect(kreuzberg).toMatchObject({ name: "Kreuzberg", city: "Berlin" });
    expect(placeById(kreuzberg.id)).toEqual(resolveLocation("Kreuzberg, Berlin"));
    const [munich] = suggestLocations("Münch");
    expect(placeById(munich.id)).toEqual(resolveLocation("Munich"));
    expect(placeById("hood:berlin:nowhere")).toBeNull();
    expect(placeById("gazetteer:DE:52.5244,13.4105:Berlinchen")).toBeNull();
  });

  it("knows a saved plan's neighbourhood from its centre, and a town's centre as no neighbourhood", () => {
    expect(knownPlaceAt(resolveLocation("St. Pauli")!)?.neighbourhood?.name).toBe("St. Pauli");
    for (const city of ["Berlin", "München", "Hamburg", "Wien", "Zürich", "London", "Paris", "New York"]) {
      expect(knownPlaceAt(resolveLocation(city)!)).toBeNull();
    }
  });
});
