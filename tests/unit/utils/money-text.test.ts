// A plan's total reads as Intl would write it, in both languages and every catalog currency, without Intl
// in the browser.
import { describe, expect, it } from "vitest";
import { CURRENCIES, formatMoney } from "~/planning/money";
import { moneyText } from "~/utils/money-text";

const AMOUNTS = [0, 1, 4.4, 4.6, 25, 99.5, 999, 1000, 1200, 12_345, 123_456, 1_234_567, -5];

describe("a plan's money", () => {
  it("reads as Intl writes it, in English and in German", () => {
    for (const currency of CURRENCIES)
      for (const language of ["en", "de"] as const)
        for (const amount of AMOUNTS)
          expect(moneyText(amount, currency, language), `${amount} ${currency} ${language}`).toBe(
            formatMoney(amount, currency, language),
          );
  });

  it("puts the symbol where a reader expects it", () => {
    expect(moneyText(1200, "GBP", "en")).toBe("£1,200");
    expect(moneyText(1200, "EUR", "de")).toBe("1.200\u00a0€");
    expect(moneyText(30, "CHF", "en")).toBe("CHF\u00a030");
  });
});
