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
    expect(inAreaDe("Leopoldstadt")).toBe("in der Leopoldstadt");
    expect(inAreaDe("Au")).toBe("in der Au");
    expect(inAreaDe("Wieden")).toBe("auf der Wieden");
    expect(inAreaDe("Kreis 4")).toBe("im Kreis 4");
    // Cities and plain districts keep "in", also a city whose name ends like a quarter would not.
    for (const area of ["Kreuzberg", "München", "Schwabing", "Darmstadt", "Eisenstadt", "Neubau", "Williamsburg"]) {
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

describe("a title on a special day", () => {
  const title = (plannedDate: string, timeSlot: string, language: "en" | "de", extra = {}) =>
    writeTitle(
      PlanRequestSchema.parse({ location: "x", plannedDate, timeSlot, vibe: "chill", language, ...extra }),
      "Hamburg",
      language,
      7,
    );

  it("names Christmas and the new year as people say them", () => {
    expect(title("2026-12-24", "evening", "en")).toBe("Laid-back Christmas Eve evening in Hamburg");
    expect(title("2026-12-24", "evening", "de")).toBe("Heiligabend in Hamburg");
    expect(title("2026-12-25", "afternoon", "de")).toBe("Nachmittag am ersten Weihnachtstag in Hamburg");
    expect(title("2026-12-26", "morning", "de")).toBe("Vormittag am zweiten Weihnachtstag in Hamburg");
    expect(title("2026-12-31", "late_night", "en")).toBe("Laid-back New Year's Eve in Hamburg");
    expect(title("2026-12-31", "late_night", "de")).toBe("Silvester in Hamburg");
    expect(title("2027-01-01", "morning", "de")).toBe("Vormittag an Neujahr in Hamburg");
  });

  it("keeps the usual title on other days, on 26 December in English, and for an occasion", () => {
    expect(title("2026-12-26", "afternoon", "en")).toMatch(/^(?:A )?[Ll]aid-back afternoon in Hamburg$/);
    expect(title("2026-12-23", "evening", "de")).toMatch(/Abend in Hamburg$/);
    expect(title("2026-12-31", "evening", "en", { specialOccasions: ["anniversary"] })).toMatch(/nniversary evening/);
  });
});
