// Variety: a short plan is not a tour of two museums, two viewpoints or two squares — unless asked.
import { describe, expect, it } from "vitest";
import { variety } from "~/planning/engine/rules/variety";
import { planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-26";
const pergamon = place({ name: "Pergamonmuseum", category: "museum" });
const bode = place({ name: "Bode-Museum", category: "museum" });
const bar = place({ name: "Buck and Breck", category: "bar" });
const plan = [visit(pergamon, at(DAY, 14, 0), 90), visit(bar, at(DAY, 15, 40), 60), visit(bode, at(DAY, 16, 50), 90)];

describe("the variety rule", () => {
  it("refuses a second museum in a plan of four stops or fewer", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    expect(variety.veto!(ctx, plan, 2, 0)).toMatch(/repeats Pergamonmuseum/);
    expect(variety.violations(ctx, { visits: plan, notices: [] })).toHaveLength(1);
  });

  it("lets a long day or a wish for museums have two", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    expect(variety.veto!(ctx, plan, 2, 2)).toBeNull();
    const museums = context({ timeSlot: "afternoon", duration: 4, specialRequests: "museums" });
    expect(variety.veto!(museums, plan, 2, 0)).toBeNull();
  });

  it("by day, weighs against a second sit-down over a drink right after the first, but not in the evening", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    const cafe = place({ name: "Café Charlot", category: "cafe" });
    const afternoon = [visit(bar, at(DAY, 14, 0), 70), visit(cafe, at(DAY, 15, 30), 60)];
    expect(variety.score!(ctx, afternoon, 1, 0)).toBeLessThanOrEqual(-3);
    expect(variety.score!(ctx, [visit(pergamon, at(DAY, 14, 0), 70), afternoon[1]], 1, 0)).toBe(0);
    // A long lunch is a sit-down too: wine at a café straight after it is an afternoon spent sitting.
    const lunch = place({ name: "Polidor", category: "restaurant", meals: ["lunch"] });
    expect(
      variety.score!(ctx, [visit(lunch, at(DAY, 12, 30), 75, "lunch"), visit(cafe, at(DAY, 14, 0), 60)], 1, 0),
    ).toBeLessThanOrEqual(-3);
    const evening = context({ timeSlot: "evening", duration: 4 });
    const later = [visit(bar, at(DAY, 19, 0), 70), visit(cafe, at(DAY, 20, 20), 45)];
    expect(variety.score!(evening, later, 1, 0)).toBe(0);
  });

  it("lets a coffee follow lunch, for as long as a coffee takes, but not a glass of wine", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    const lunch = visit(
      place({ name: "Radegast Hall", category: "bar", meals: ["lunch"] }),
      at(DAY, 12, 30),
      90,
      "lunch",
    );
    const devocion = place({ name: "Devoción", category: "cafe" });
    const coffee = (minutes: number) => [lunch, visit(devocion, at(DAY, 14, 5), minutes)];
    expect(variety.score!(ctx, coffee(45), 1, 0)).toBe(0);
    expect(variety.veto!(ctx, coffee(45), 1, 1)).toBeNull();
    expect(variety.veto!(ctx, coffee(65), 1, 1)).toMatch(/a coffee, not a second sitting/);
    expect(variety.until!(ctx, devocion, at(DAY, 14, 5), lunch)).toBe(at(DAY, 14, 50));
    expect(variety.until!(ctx, devocion, at(DAY, 14, 5), coffee(45)[1])).toBeNull();
    expect(variety.score!(ctx, [lunch, visit(bar, at(DAY, 14, 5), 45)], 1, 0)).toBeLessThanOrEqual(-3);
  });
});

describe("a chill afternoon in Paris on New Year's Day (seed 7)", () => {
  it("has no glass of wine or long sit straight after a long lunch: a walk, a sight or just a coffee", async () => {
    const plan = await planChecked(
      { location: "Paris", timeSlot: "afternoon", duration: 4, vibe: "chill", plannedDate: "2027-01-01" },
      7,
    );
    const names = plan.activities.map((a) => `${a.name} (${a.category})`).join(" → ");
    const lunch = plan.activities.findIndex((a) => a.meal === "lunch");
    expect(lunch, names).toBeGreaterThanOrEqual(0);
    const next = plan.activities[lunch + 1];
    expect(next?.category, names).not.toBe("bar");
    if (next && ["cafe", "dessert"].includes(next.category)) {
      expect(Date.parse(next.endsAt) - Date.parse(next.startsAt), names).toBeLessThanOrEqual(45 * 60_000);
    }
  });
});
