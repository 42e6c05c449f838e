// Coverage up front, with the offline catalog as the only place source: the planner names the cities Amble
// plans in, and the address suggestions mark which towns can be planned, those first.
import { describe, expect, it } from "vitest";
import { loader as autocomplete } from "~/routes/api.places.autocomplete";
import { loader as planner } from "~/routes/_index";
import { call } from "../../helpers/routes";

describe("where Amble plans, said before planning", () => {
  it("the planner page names the catalog's cities, in the reader's language, and nothing beyond", async () => {
    const en = await call(planner, "/", { headers: { "Accept-Language": "en" } });
    expect(en.body.coverage).toEqual({
      cities: "Berlin, Munich, Hamburg, Vienna, Zurich, London, Paris, and New York",
      elsewhere: null,
    });
    const de = await call(planner, "/", { headers: { "Accept-Language": "de" } });
    expect(de.body.coverage.cities).toBe("Berlin, München, Hamburg, Wien, Zürich, London, Paris und New York");
  });

  it("suggestions say which towns can be planned, plannable ones first", async () => {
    const res = await call(autocomplete, "/api/places/autocomplete?input=Ber&lang=en");
    const suggestions = res.body.suggestions as { description: string; plannable: boolean }[];
    const marks = suggestions.map((s) => s.plannable);
    expect(marks).toContain(true);
    expect(marks).toContain(false);
    // Never an unplannable town above a plannable one.
    expect(marks.indexOf(false)).toBe(marks.lastIndexOf(true) + 1);
    expect(suggestions.find((s) => s.description.startsWith("Berlin,"))?.plannable).toBe(true);
    const far = suggestions.find((s) => !s.plannable);
    expect(far?.description).not.toMatch(/^Berlin,/);
  });
});
