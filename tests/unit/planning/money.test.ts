// Prices in the place's own currency: pounds in London, dollars in New York, francs in Zurich, euro in
// Berlin — on the cards, in the plan's total and in the API — while the budget bands compare in euro.
import { describe, expect, it } from "vitest";
import { currencyOf, formatMoney, priceLevelSymbols, toEuro } from "~/planning/money";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { BUDGET_BANDS, PlanRequestSchema } from "~/planning/request";

const NOW = new Date("2026-12-02T09:00:00Z");

async function planIn(location: string, budget = "moderate") {
  const request = PlanRequestSchema.parse({
    location,
    budget,
    timeSlot: "evening",
    duration: 4,
    plannedDate: "2026-12-03",
  });
  return createPlan({ request, now: NOW, seed: 7, source: new CatalogSource() });
}

describe("money in the place's currency", () => {
  it.each([
    ["London", "GBP", "£"],
    ["New York", "USD", "$"],
    ["Zurich", "CHF", "CHF"],
    ["Berlin", "EUR", "€"],
  ])("a plan in %s prices every card and its total in %s", async (city, currency, symbol) => {
    const plan = await planIn(city);
    expect(plan.currency).toBe(currency);
    for (const a of plan.activities) {
      expect(a.currency).toBe(currency);
      if (a.spend > 0) expect(a.price).toContain(symbol);
      if (currency !== "EUR") expect(a.price).not.toContain("€");
    }
    expect(plan.totalSpend).toBe(plan.activities.reduce((s, a) => s + a.spend, 0));
  });

  it("keeps a plan inside its band after converting to euro", async () => {
    for (const city of ["London", "New York", "Zurich"]) {
      const plan = await planIn(city, "budget_friendly");
      const euro = plan.activities.reduce((s, a) => s + a.spendEur, 0);
      expect(euro).toBeLessThanOrEqual(BUDGET_BANDS.budget_friendly.max!);
      expect(Math.abs(toEuro(plan.totalSpend, plan.currency) - euro)).toBeLessThanOrEqual(plan.activities.length);
    }
  });

  it("formats amounts and price levels per language", () => {
    expect(formatMoney(25, "GBP", "en")).toBe("£25");
    expect(formatMoney(25, "GBP", "de").replace(/\s/g, " ")).toBe("25 £");
    expect(formatMoney(30, "CHF", "en").replace(/\s/g, " ")).toBe("CHF 30");
    expect(formatMoney(40, "USD", "en")).toBe("$40");
    expect(priceLevelSymbols(2, "GBP")).toBe("££");
    expect(currencyOf("gb")).toBe("GBP");
    expect(currencyOf("AT")).toBe("EUR");
  });
});

describe("breakfast at a restaurant", () => {
  it("costs about 60 % of its dinner figure, marked as an estimate, and the total adds up", async () => {
    const request = PlanRequestSchema.parse({
      location: "Zurich",
      timeSlot: "morning",
      duration: 3,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-06",
    });
    const plan = await createPlan({ request, now: NOW, seed: 7, source: new CatalogSource() });
    const breakfast = plan.activities.find((a) => a.meal === "breakfast" && a.category === "restaurant")!;
    expect(breakfast.placeName).toBe("Au Premier");
    // Au Premier's catalog figure (CHF 50) is its lunch and dinner.
    expect(breakfast.spend).toBe(30);
    expect(breakfast.price).toMatch(/^About CHF\s30 per person$/);
    expect(breakfast.priceEstimated).toBe(true);
    expect(plan.totalSpend).toBe(plan.activities.reduce((s, a) => s + a.spend, 0));
  });
});
