// A luxury occasion's dinner is the tasting menu it asked for, even when that menu takes the room of a drink.
import { planChecked } from "../../helpers/catalog-plan";
import { describe, expect, it } from "vitest";

describe("a plan under its band raised to it", () => {
  it("a luxury birthday evening in Vienna has its tasting menu, not a trattoria and a notice (plan 13, seed 7)", async () => {
    const p = await planChecked(
      {
        location: "Wien",
        timeSlot: "evening",
        duration: 4,
        vibe: "romantic",
        budget: "luxury",
        specialOccasions: ["birthday"],
        plannedDate: "2026-12-03",
        language: "de",
      },
      7,
    );
    const dinner = p.activities.find((a) => a.meal === "dinner")!;
    expect(["Steirereck im Stadtpark", "Konstantin Filippou"]).toContain(dinner.name);
    expect((Date.parse(dinner.endsAt) - Date.parse(dinner.startsAt)) / 60_000).toBeGreaterThanOrEqual(150);
    expect(p.notices.find((n) => n.kind === "budget-under")).toBeUndefined();
  });
});
