// Neighbourhoods of the catalog cities as people type them: own centre, city, country and time zone.
import { describe, expect, it } from "vitest";
import { CATALOG_CITIES } from "~/planning/places/catalog";
import { resolveLocation } from "~/planning/places/gazetteer";
import { withinOneEdit } from "~/planning/places/gazetteer/districts";
import { distanceKm } from "~/planning/travel";

const city = (id: string) => CATALOG_CITIES.find((c) => c.city.id === id)!;

/** The middle of the catalog's places whose neighbourhood is `name` ("Le Marais", "Kreis 4 (Kanzlei)"). */
function catalogCentre(cityId: string, name: string) {
  const places = city(cityId).places.filter((p) => p.neighbourhood.replace(/\s*\(.*\)$/, "") === name);
  if (!places.length) return null;
  return {
    lat: places.reduce((s, p) => s + p.lat, 0) / places.length,
    lng: places.reduce((s, p) => s + p.lng, 0) / places.length,
  };
}

describe("neighbourhoods", () => {
  it.each([
    ["Friedrichshain Berlin", "berlin", "Friedrichshain, Berlin", "Friedrichshain"],
    ["Berlin-Neukölln", "berlin", "Neukölln, Berlin", "Neukölln"],
    ["Neukölln, Berlin", "berlin", "Neukölln, Berlin", "Neukölln"],
    ["Neukoelln", "berlin", "Neukölln, Berlin", "Neukölln"],
    ["neukolln berlin", "berlin", "Neukölln, Berlin", "Neukölln"],
    ["Mitte, Berlin", "berlin", "Mitte, Berlin", "Mitte"],
    ["Hamburg Eimsbüttel", "hamburg", "Eimsbüttel, Hamburg", null],
    ["Eimsbüttel", "hamburg", "Eimsbüttel, Hamburg", null],
    ["St Pauli", "hamburg", "St. Pauli, Hamburg", "St. Pauli"],
    ["Wien Neubau", "vienna", "Neubau, Wien", "Neubau"],
    ["Wien 7., Neubau", "vienna", "Neubau, Wien", "Neubau"],
    ["1070 Wien", "vienna", "Neubau, Wien", "Neubau"],
    ["Maxvorstadt München", "munich", "Maxvorstadt, München", "Maxvorstadt"],
    ["Munich Schwabing", "munich", "Schwabing, Munich", "Schwabing"],
    ["Schwabing", "munich", "Schwabing, Munich", "Schwabing"],
    ["Kreis 4 Zürich", "zurich", "Kreis 4, Zurich", "Kreis 4"],
    ["Langstrasse", "zurich", "Langstrasse, Zurich", null],
    ["Shoreditch", "london", "Shoreditch, London", "Shoreditch"],
    ["Soho London", "london", "Soho, London", "Soho"],
    ["Kings Cross", "london", "King's Cross, London", "King's Cross"],
    ["Le Marais", "paris", "Le Marais, Paris", "Le Marais"],
    ["Marais Paris", "paris", "Le Marais, Paris", "Le Marais"],
    ["Montmartre", "paris", "Montmartre, Paris", "Montmartre"],
    ["Paris 11e", "paris", "11e arrondissement, Paris", null],
    ["Williamsburg Brooklyn", "new-york", "Williamsburg, New York", "Williamsburg"],
    ["Brooklyn", "new-york", "Brooklyn, New York", null],
    ["SoHo, New York", "new-york", "SoHo, New York", "SoHo"],
    ["Lower East Side", "new-york", "Lower East Side, New York", "Lower East Side"],
  ])("%s → %s", (text, cityId, label, catalogName) => {
    const { city: c } = city(cityId);
    const r = resolveLocation(text);
    expect(r).toMatchObject({ label, country: c.country, timeZone: c.timeZone });
    // Its own centre, not the city's: where the catalog's places of that neighbourhood are.
    const centre = catalogName ? catalogCentre(cityId, catalogName) : null;
    if (catalogName) expect(distanceKm(r!, centre!)).toBeLessThan(2);
  });

  it("places every neighbourhood of the catalog within 2 km of its places", () => {
    for (const { city: c, places } of CATALOG_CITIES) {
      const names = new Set(places.flatMap((p) => p.neighbourhood.replace(/\s*\(.*\)$/, "").split(" / ")));
      for (const name of names) {
        const r = resolveLocation(`${name}, ${c.name.en}`);
        expect(r?.label, `${name}, ${c.name.en}`).toMatch(new RegExp(`, (${c.name.en}|${c.name.de})$`));
        const centre = catalogCentre(c.id, name);
        if (centre) expect(distanceKm(r!, centre), `${name}, ${c.name.en}`).toBeLessThan(2);
      }
    }
  });

  it("needs the city for names every town has, and lets a named city win over the neighbourhood", () => {
    expect(resolveLocation("Altstadt München")?.label).toBe("Altstadt, München");
    expect(resolveLocation("Hamburg-Altstadt")?.label).toBe("Altstadt, Hamburg");
    expect(resolveLocation("Chinatown Singapore")?.country).toBe("SG");
    expect(resolveLocation("Museumsinsel")?.label).toBe("Museumsinsel, Berlin");
    expect(resolveLocation("Museumsinsel München")?.label).toBe("Museumsinsel, München");
  });

  it("reads the city's German adjective beside a quarter, and only there", () => {
    expect(resolveLocation("Zürcher Altstadt")?.label).toBe("Altstadt, Zürich");
    expect(resolveLocation("Wiener Innenstadt")?.label).toBe("Innere Stadt, Wien");
    expect(resolveLocation("Münchner Altstadt")?.label).toBe("Altstadt, München");
    // A dish is no city: the city named by name wins, and no typo is guessed beside an adjective.
    expect(resolveLocation("Hamburger in Berlin Mitte")?.label).toBe("Mitte, Berlin");
    expect(resolveLocation("Wiener Schnitzel")).toBeNull();
  });

  it("reads a bare number as a district only beside its city", () => {
    expect(resolveLocation("Paris 11")?.label).toBe("11e arrondissement, Paris");
    expect(resolveLocation("Wien morgen, 3 Stunden")?.label).toBe("Vienna");
    expect(resolveLocation("Neubaugasse 5, 1070 Wien")?.label).toBe("Neubau, Wien");
  });

  it("forgives one typo once the city is named", () => {
    expect(resolveLocation("Friedrichshan Berlin")?.label).toBe("Friedrichshain, Berlin");
    expect(resolveLocation("Schwabign München")?.label).toBe("Schwabing, München");
    expect(withinOneEdit("schwabign", "schwabing")).toBe(true);
    expect(withinOneEdit("moabiter", "moabit")).toBe(false);
  });

  it("keeps an address in a city to the city", () => {
    expect(resolveLocation("Kurfürstenstraße 58, 10785 Berlin, Germany")?.label).toBe("Berlin");
  });
});
