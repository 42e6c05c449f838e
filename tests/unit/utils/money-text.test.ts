// A plan's total reads as Intl would write it, in both languages and every catalog currency, without Intl
// in the browser.
import { describe, expect, it } from "vitest";
import { CURRENCIES, formatMoney } from "~/planning/money";

/** What Intl writes for the plan's amounts, the text formatMoney must match without it. */
const intl = (amount: number, currency: (typeof CURRENCIES)[number], language: "en" | "de") =>
  new Intl.NumberFormat(
    language === "de" ? "de-DE" : currency === "EUR" ? "en-IE" : currency === "USD" ? "en-US" : "en-GB",
    { style: "currency", currency, currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 },
  ).format(Math.round(amount));

const AMOUNTS = [0, 1, 4.4, 4.6, 25, 99.5, 999, 1000, 1200, 12_345, 123_456, 1_234_567, -5];

describe("a plan's money", () => {
  it("reads as Intl writes it, in English and in German", () => {
    for (const currency of CURRENCIES)
      for (const language of ["en", "de"] as const)
        for (const amount of AMOUNTS)
          expect(formatMoney(amount, currency, language), `${amount} ${currency} ${language}`).toBe(
            intl(amount, currency, language),
          );
  });

  it("puts the symbol where a reader expects it", () => {
    expect(formatMoney(1200, "GBP", "en")).toBe("£1,200");
    expect(formatMoney(1200, "EUR", "de")).toBe("1.200\u00a0€");
    expect(formatMoney(30, "CHF", "en")).toBe("CHF\u00a030");
  });
});
