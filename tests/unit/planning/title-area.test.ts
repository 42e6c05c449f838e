// German titles place a neighbourhood as locals say it: im Glockenbachviertel, auf St. Pauli, in der Altstadt.
import { describe, expect, it } from "vitest";
import { PlanRequestSchema } from "~/planning/request";
import { inAreaDe, writeTitle } from "~/planning/writers/title";

describe("the German title's area", () => {
  it("takes the area's own preposition", () => {
    expect(inAreaDe("Glockenbachviertel")).toBe("im Glockenbachviertel");
    expect(inAreaDe("Prenzlauer Berg")).toBe("im Prenzlauer Berg");
    expect(inAreaDe("St. Pauli")).toBe("auf St. Pauli");
    expect(inAreaDe("Altstadt")).toBe("in der Altstadt");
    expect(inAreaDe("Maxvorstadt")).toBe("in der Maxvorstadt");
    expect(inAreaDe("Innere Stadt")).toBe("in der Inneren Stadt");
    expect(inAreaDe("Le Marais")).toBe("im Marais");
    expect(inAreaDe("Lower East Side")).toBe("an der Lower East Side");
    // Cities and plain districts keep "in", also a city whose name ends like a quarter would not.
    for (const area of ["Kreuzberg", "München", "Schwabing", "Darmstadt", "Neubau", "Williamsburg"]) {
      expect(inAreaDe(area)).toBe(`in ${area}`);
    }
  });

  it("is used in every German title that says where", () => {
    for (const vibe of ["romantic", "fun", "chill", "adventure"] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const request = PlanRequestSchema.parse({ location: "x", vibe, timeSlot: "late_night", language: "de" });
        const title = writeTitle(request, "Glockenbachviertel", "de", seed);
        expect(title).not.toMatch(/in Glockenbachviertel/);
        expect(title).toMatch(/Glockenbachviertel/);
      }
    }
  });
});
