// Autocomplete suggestions read in the reader's language: "München, Deutschland", not "Munich, Deutschland".
import { describe, expect, it } from "vitest";
import { gazetteerSuggestions } from "~/planning/places/suggestions";

describe("gazetteer suggestions", () => {
  it("names covered cities and their countries in German for a German reader", () => {
    expect(gazetteerSuggestions("Muni", "de")[0].description).toBe("München, Deutschland");
    expect(gazetteerSuggestions("Vien", "de")[0].description).toBe("Wien, Österreich");
  });

  it("keeps English names for an English reader", () => {
    expect(gazetteerSuggestions("Muni", "en")[0].description).toBe("Munich, Germany");
  });

  it("keeps a neighbourhood's city in the text a pick puts in the field, with where it is", () => {
    const [kreuzberg] = gazetteerSuggestions("Kreuzberg", "en");
    expect(kreuzberg).toMatchObject({
      place_id: "hood:berlin:kreuzberg",
      description: "Kreuzberg, Berlin",
      structured_formatting: { main_text: "Kreuzberg", secondary_text: "Berlin, Germany" },
      geometry: { location: { lat: 52.497, lng: 13.411 } },
    });
    expect(gazetteerSuggestions("Neubau", "de")[0].description).toBe("Neubau, Wien");
    expect(gazetteerSuggestions("Schwabing", "de")[0].description).toBe("Schwabing, München");
  });
});
