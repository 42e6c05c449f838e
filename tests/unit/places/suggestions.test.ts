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
});
