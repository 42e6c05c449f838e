// Appetite: no food hall, and no second lunch at a brunch café, while still full from the meal before
// (engine/rules/appetite.ts).
import { describe, expect, it } from "vitest";
import { appetite, isFoodHall } from "~/planning/engine/rules/appetite";
import { MINUTE } from "~/planning/time";
import { byId, planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-26";
const fondue = place({ name: "Swiss Chuchi", category: "restaurant", meals: ["lunch", "dinner"] });
const cabaret = place({ name: "Cabaret Voltaire", category: "landmark" });
const hall = place({ name: "Markthalle Im Viadukt", category: "market", meals: ["lunch"], tags: ["food-market"] });
const epicerie = place({ name: "La Grande Épicerie", category: "market", tags: ["food-market", "shopping"] });
const christmas = place({ name: "Christmas market", category: "market", meals: ["lunch"], tags: ["christmas-market"] });

describe("the appetite rule", () => {
  const ctx = context({ timeSlot: "afternoon", duration: 4 });
  const afternoon = (third: typeof hall, at3: number) => [
    visit(fondue, at(DAY, 12, 30), 85, "lunch"),
    visit(cabaret, at(DAY, 14, 0), 65),
    visit(third, at3, 65),
  ];

  it("refuses a food hall within two and a half hours of lunch, and not after", () => {
    expect(appetite.veto!(ctx, afternoon(hall, at(DAY, 15, 25)), 2, 0)).toMatch(/too soon after Swiss Chuchi/);
    expect(appetite.veto!(ctx, afternoon(hall, at(DAY, 13, 55) + 150 * MINUTE), 2, 0)).toBeNull();
  });

  it("counts a food hall to taste and buy in as food, though it serves no meal", () => {
    expect(appetite.veto!(ctx, afternoon(epicerie, at(DAY, 15, 25)), 2, 0)).toMatch(/too soon after Swiss Chuchi/);
  });

  it("takes an hour at a brunch house soon after lunch for a second lunch, and a coffee there for a coffee", () => {
    const holybelly = place({ name: "Holybelly", category: "cafe", meals: ["breakfast", "lunch"], tags: ["brunch"] });
    const after = (p: typeof holybelly, h: number, m: number, minutes: number) => [
      ...afternoon(hall, 0).slice(0, 2),
      visit(p, at(DAY, h, m), minutes),
    ];
    expect(appetite.veto!(ctx, after(holybelly, 15, 30, 60), 2, 0)).toMatch(/too soon after Swiss Chuchi/);
    expect(appetite.veto!(ctx, after(holybelly, 15, 10, 45), 2, 0)).toBeNull();
    // Kaffee und Kuchen an hour and a half after lunch, or an hour of cake after dinner, is no second meal.
    const konditorei = place({ name: "Café Luitpold", category: "cafe", meals: ["lunch"], tags: ["afternoon-tea"] });
    expect(appetite.veto!(ctx, after(konditorei, 15, 10, 60), 2, 0)).toMatch(/too soon/);
    expect(appetite.veto!(ctx, after(konditorei, 15, 30, 60), 2, 0)).toBeNull();
    const dinner = visit(fondue, at(DAY, 18, 0), 90, "dinner");
    expect(appetite.veto!(ctx, [dinner, visit(holybelly, at(DAY, 19, 40), 60)], 1, 0)).toBeNull();
  });

  it("lets a Christmas market's mulled wine follow lunch, and a food hall that was asked for", () => {
    expect(appetite.veto!(ctx, afternoon(christmas, at(DAY, 15, 25)), 2, 0)).toBeNull();
    const wished = context({ timeSlot: "afternoon", duration: 4, specialRequests: "food market" });
    expect(appetite.veto!(wished, afternoon(hall, at(DAY, 15, 25)), 2, 0)).toBeNull();
  });
});

describe("plans that used to eat twice", () => {
  const requests = {
    "a fondue afternoon in Zurich on 2 January": {
      location: "Zurich",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "fun",
      specialRequests: "fondue",
      plannedDate: "2027-01-02",
    },
    "a New York afternoon with children on Christmas Eve": {
      location: "New York",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-24",
    },
    "a Paris afternoon with children on Boxing Day (plan 49)": {
      location: "Paris",
      timeSlot: "afternoon",
      duration: 5,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-26",
      language: "de",
    },
  } as const;

  for (const [name, request] of Object.entries(requests)) {
    it(`${name} has no food hall soon after its lunch`, async () => {
      const plan = await planChecked(request, 7);
      const names = plan.activities.map((a) => a.name).join(" → ");
      const lunch = plan.activities.find((a) => a.meal === "lunch");
      expect(lunch, names).toBeDefined();
      for (const a of plan.activities) {
        if (a.meal || !isFoodHall(byId.get(a.sourceId)!)) continue;
        expect(new Date(a.startsAt).getTime() - new Date(lunch!.endsAt).getTime(), names).toBeGreaterThanOrEqual(
          150 * MINUTE,
        );
      }
    });
  }
});
