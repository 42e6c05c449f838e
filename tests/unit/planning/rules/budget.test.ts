// The budget rule: never above the band's maximum, each stop near its share of what the band aims for.
import { describe, expect, it } from "vitest";
import { budget } from "~/planning/engine/rules/budget";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-26";

describe("the budget rule", () => {
  const dinner = place({ name: "Tim Raue", category: "restaurant", spend: 90, meals: ["dinner"] });
  const bar = place({ name: "Bar", category: "bar", spend: 30 });
  const museum = place({ name: "Museum", spend: 12 });

  it("refuses the stop that takes a plan past its band's maximum, and admits nothing dearer than the band", () => {
    const ctx = context({ budget: "moderate" });
    const plan = [visit(dinner, at(DAY, 18), 90, "dinner"), visit(bar, at(DAY, 20), 60)];
    expect(budget.veto!(ctx, plan, 0, 1)).toBeNull();
    expect(budget.veto!(ctx, plan, 1, 0)).toMatch(/€120 passes the band's €100/);
    expect(budget.violations(ctx, { visits: plan, notices: [] })).toEqual(["spend €120 is above the band's €100"]);
    expect(budget.admits!(context({ budget: "budget_friendly" }), dinner)).toBe(false);
    expect(budget.admits!(context({ budget: "luxury" }), dinner)).toBe(true);
  });

  it("prefers a stop that costs about its share of the band's aim", () => {
    // Upscale aims at €150: about €50 for each of three stops.
    const ctx = context({ budget: "upscale" });
    const fair = budget.score!(ctx, [visit(place({ spend: 55 }), at(DAY, 18), 90)], 0, 2);
    const free = budget.score!(ctx, [visit(place({ spend: 0 }), at(DAY, 18), 90)], 0, 2);
    const lavish = budget.score!(ctx, [visit(place({ spend: 140 }), at(DAY, 18), 90)], 0, 2);
    expect(fair).toBeGreaterThan(free);
    expect(fair).toBeGreaterThan(lavish);
  });

  it("judges a plan below its band's minimum worse than one within it", () => {
    const ctx = context({ budget: "upscale" });
    expect(budget.judge!(ctx, [visit(museum, at(DAY, 17), 60)])).toBeLessThan(
      budget.judge!(ctx, [visit(dinner, at(DAY, 18), 90, "dinner"), visit(bar, at(DAY, 20), 60)]) - 10,
    );
  });
});
