// A plan's last stop is its last chance for a meal it must have: a lunch there beats a sight, so a morning
// that reaches lunchtime ends at lunch rather than at a church with nothing eaten.
import { describe, expect, it } from "vitest";
import { meals } from "~/planning/engine/rules/meals";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-29";
const ctx = context({ timeSlot: "morning", startTime: "09:30", duration: 4, plannedDate: DAY });
const cafe = place({ name: "Café des Deux Moulins", category: "cafe", meals: ["breakfast"] });
const museum = place({ name: "Musée de Montmartre", category: "museum" });
const church = place({ name: "Sacré-Cœur", category: "landmark" });
const bistro = place({ name: "La Maison Rose", category: "restaurant", meals: ["lunch", "dinner"] });

describe("the last stop and a meal still missing", () => {
  it("likes a sight as the last stop less than the same sight with a stop still to come", () => {
    const before = [visit(cafe, at(DAY, 9, 30), 70, "breakfast"), visit(museum, at(DAY, 10, 55), 75)];
    const plan = [...before, visit(church, at(DAY, 12, 15), 60)];
    const last = meals.score!(ctx, plan, 2, 0);
    const notLast = meals.score!(ctx, plan, 2, 1);
    expect(last).toBeLessThan(notLast);
  });

  it("likes lunch as the last stop far more than a sight there", () => {
    const before = [visit(cafe, at(DAY, 9, 30), 70, "breakfast"), visit(museum, at(DAY, 10, 55), 75)];
    const lunch = meals.score!(ctx, [...before, visit(bistro, at(DAY, 12, 15), 75, "lunch")], 2, 0);
    const sight = meals.score!(ctx, [...before, visit(church, at(DAY, 12, 15), 60)], 2, 0);
    expect(lunch - sight).toBeGreaterThanOrEqual(15);
  });
});
