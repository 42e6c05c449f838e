// No second helping straight after a daytime meal: an espresso bar serving breakfast after a Weißwurst
// breakfast, a beer hall or a food market serving lunch after lunch (engine/rules/meals.ts).
import { describe, expect, it } from "vitest";
import { meals } from "~/planning/engine/rules/meals";
import { CatalogSource } from "~/planning/places/catalog";
import type { Meal } from "~/planning/places/place";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { addDays } from "~/planning/time";
import { at, context, place, visit } from "./fixtures";

const source = new CatalogSource();

async function plan(input: PlanRequestInput) {
  const request = PlanRequestSchema.parse(input);
  const now = new Date(`${addDays(request.plannedDate!, -3)}T08:00:00Z`);
  return createPlan({ request, now, seed: 7, source });
}

/** The stop right after the plan's breakfast or lunch, and whether it serves that meal too. */
async function afterMeal(input: PlanRequestInput) {
  const { activities } = await plan(input);
  const i = activities.findIndex((a) => a.meal === "breakfast" || a.meal === "lunch");
  const next = activities[i + 1];
  const place = await source.place(next.sourceId);
  return { name: next.name, servesIt: place!.meals.includes(activities[i].meal as Meal) };
}

describe("after breakfast or lunch", () => {
  it.each([
    { location: "Munich", timeSlot: "morning", duration: 3, vibe: "adventure", plannedDate: "2026-12-06" },
    {
      location: "Zurich",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "fun",
      specialRequests: "fondue",
      plannedDate: "2027-01-02",
    },
    {
      location: "New York",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-24",
    },
  ] as PlanRequestInput[])("goes on to something other than the same meal again: $location", async (input) => {
    const next = await afterMeal(input);
    expect(next.servesIt, next.name).toBe(false);
  });
});

describe("sweet after sweet, and a brunch café after lunch", () => {
  const ctx = context({ timeSlot: "afternoon", duration: 4, plannedDate: "2026-12-24" });
  const DAY = "2026-12-24";
  const lunch = place({ name: "Jack's Wife Freda", category: "restaurant", meals: ["lunch"] });
  const iceCream = place({ name: "Museum of Ice Cream", category: "activity", tags: ["ice-cream"] });
  const bakery = place({ name: "Dominique Ansel Bakery", category: "dessert" });
  const brunch = place({ name: "Café Charlot", category: "cafe", meals: ["breakfast", "lunch"], tags: ["brunch"] });
  const veto = (visits: Parameters<NonNullable<typeof meals.veto>>[1]) =>
    meals.veto!(ctx, visits, visits.length - 1, 0);

  it("takes the Museum of Ice Cream as dessert: not straight after lunch, and no bakery after it", () => {
    expect(veto([visit(lunch, at(DAY, 12, 30), 75, "lunch"), visit(iceCream, at(DAY, 13, 50), 75)])).toMatch(
      /dessert right after lunch/,
    );
    expect(veto([visit(iceCream, at(DAY, 14, 0), 75), visit(bakery, at(DAY, 15, 25), 45)])).toMatch(/cake/);
  });

  it("goes on from lunch to something other than a brunch café serving lunch", () => {
    expect(veto([visit(lunch, at(DAY, 12, 30), 75, "lunch"), visit(brunch, at(DAY, 13, 50), 60)])).toMatch(
      /second lunch/,
    );
  });

  it("takes a café or ice cream two hours after lunch began as Kaffee und Kuchen, not a second lunch", () => {
    // A December afternoon with children on the Mosel: a long lunch, then cake in the next village.
    const long = visit(lunch, at(DAY, 12, 30), 105, "lunch");
    expect(veto([long, visit(brunch, at(DAY, 14, 35), 60)])).toBeNull();
    expect(veto([long, visit(bakery, at(DAY, 14, 35), 60)])).toBeNull();
    expect(veto([visit(lunch, at(DAY, 12, 30), 75, "lunch"), visit(bakery, at(DAY, 13, 55), 45)])).toMatch(
      /dessert right after lunch/,
    );
    // Earlier in the plan something else comes between (the Residenz, then Tomaselli in Salzburg).
    expect(meals.veto!(ctx, [long, visit(brunch, at(DAY, 14, 35), 60)], 1, 1)).toMatch(/second lunch/);
  });
});
