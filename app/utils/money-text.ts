// An amount as a plan's page shows it: "£25", "$1,200", "CHF 30", "€25" (en); "25 £", "1.200 €", "30 CHF" (de).
// Written from the symbols below, not with Intl.NumberFormat: a phone's browser spends tens of milliseconds
// preparing its first number or date format, which blocked the plan page while it hydrated (as with the
// dates, utils/planned-date.ts). The text is CLDR's, the one planning/money.ts's formatMoney gives
// (tests/unit/utils/money-text.test.ts compares them).
import type { Currency } from "~/planning/money";

const NBSP = "\u00a0";
/** CLDR's narrow symbols; CHF has none, so it is written out and spaced like a word. */
const SYMBOLS: Record<Currency, string> = { EUR: "€", GBP: "£", USD: "$", CHF: "CHF" };

const grouped = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The amount rounded to whole units in the reader's convention (German puts the symbol after). */
export function moneyText(amount: number, currency: Currency, language: string): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  const symbol = SYMBOLS[currency];
  if (language === "de") return `${sign}${grouped(Math.abs(rounded), ".")}${NBSP}${symbol}`;
  const gap = symbol.length > 1 ? NBSP : "";
  return `${sign}${symbol}${gap}${grouped(Math.abs(rounded), ",")}`;
}
