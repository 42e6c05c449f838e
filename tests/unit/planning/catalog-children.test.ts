// Places made for children say so with the `for-children` tag, so a plan for two grown-ups never holds a
// children's theatre (docs/plan-quality.md, request 10: the Schauburg on a Schwabing Sunday for two).
import { describe, expect, it } from "vitest";
import { CATALOG_CITIES } from "~/planning/places/catalog";

const tagged = new Set(
  CATALOG_CITIES.flatMap(({ places }) => places.filter((p) => p.tags?.includes("for-children")).map((p) => p.id)),
);

describe("places made for children", () => {
  it("tags the children's theatres, the youth farm and the children's museum that no name gives away", () => {
    for (const id of [
      "munich-schauburg",
      "vienna-dschungel-wien",
      "london-unicorn-theatre",
      "london-young-v-and-a",
      "berlin-jugendfarm-moritzhof",
      "berlin-atze-musiktheater",
      "zurich-zuercher-puppentheater",
      "london-corams-fields",
      "london-diana-memorial-playground",
    ])
      expect(tagged.has(id), id).toBe(true);
  });

  it("tags only places that welcome children", () => {
    for (const { places } of CATALOG_CITIES)
      for (const p of places) if (p.tags?.includes("for-children")) expect(p.kids, p.id).toBe(true);
  });

  it("leaves out places grown-ups go to on their own (a museum with a children's gallery, a puppet opera)", () => {
    for (const id of ["london-science-museum", "munich-marionettentheater", "berlin-grips-theater"])
      expect(tagged.has(id), id).toBe(false);
  });

  it("does not send children to a tiny espresso bar with nothing for them (request 31's Bonanza Coffee)", () => {
    const bonanza = CATALOG_CITIES.flatMap(({ places }) => places).find((p) => p.id === "berlin-bonanza-coffee");
    expect(bonanza?.kids).toBe(false);
  });
});
