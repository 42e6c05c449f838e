// A plan says it costs less than the band asked for only when it clearly does: a few euro under the
// band's floor is within it as a person reads a price.
import { describe, expect, it } from "vitest";
import { budgetNotice } from "~/planning/budget-notice";

describe("the budget-under notice", () => {
  it("appears only when a plan spends clearly (a fifth or more) below its band's floor", () => {
    expect(budgetNotice("moderate", 45, 45, "EUR")).toBeNull();
    expect(budgetNotice("moderate", 40, 40, "EUR")).toBeNull();
    expect(budgetNotice("moderate", 35, 35, "EUR")).toMatchObject({ kind: "budget-under", wish: "moderate" });
    expect(budgetNotice("upscale", 85, 85, "EUR")).toBeNull();
    expect(budgetNotice("luxury", 150, 130, "GBP")?.text.en).toMatch(/£130/);
    expect(budgetNotice("budget_friendly", 0, 0, "EUR")).toBeNull();
  });

  it("says why a plan is under its band: a wish that costs less, or a holiday", () => {
    expect(budgetNotice("moderate", 35, 35, "EUR", "wish")?.text.en).toMatch(/built around what you asked for/);
    expect(budgetNotice("moderate", 35, 35, "EUR", "wish")?.text.de).toMatch(/Wunsch/);
    expect(budgetNotice("moderate", 22, 22, "EUR", "holiday")?.text.en).toMatch(/public holiday/);
    expect(budgetNotice("moderate", 22, 22, "EUR")?.text.en).toMatch(/nothing pricier fitted/);
  });
});
