// Money as a plan shows it: amounts in the place's own currency (£ in London, $ in New York, CHF in
// Zurich, € elsewhere), converted to euro only to compare with the budget bands, which are set in euro.

/** The currencies the catalog cities price in; budgets compare after converting (DESIGN.md: currency). */
export const CURRENCIES = ["EUR", "GBP", "USD", "CHF"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Euro per unit: fixed reference rates (late 2026), good enough to place a spend in a band; never shown
 * as a conversion to anyone.
 */
export const EURO_PER_UNIT: Record<Currency, number> = { EUR: 1, GBP: 1.17, USD: 0.92, CHF: 1.05 };

const BY_COUNTRY: Record<string, Currency> = {
  GB: "GBP",
  IM: "GBP",
  JE: "GBP",
  GG: "GBP",
  US: "USD",
  CH: "CHF",
  LI: "CHF",
};

/** The currency prices are in where a place is (ISO country code); euro where we know no other. */
export function currencyOf(country: string | null | undefined): Currency {
  return BY_COUNTRY[(country ?? "").toUpperCase()] ?? "EUR";
}

export const toEuro = (amount: number, currency: Currency): number => amount * EURO_PER_UNIT[currency];
export const fromEuro = (euro: number, currency: Currency): number => euro / EURO_PER_UNIT[currency];

const NBSP = "\u00a0";
/** CLDR's narrow symbols; CHF has none, so it is written out and spaced like a word. */
const SYMBOLS: Record<Currency, string> = { EUR: "€", GBP: "£", USD: "$", CHF: "CHF" };
const grouped = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * "£25", "$1,200", "CHF 30", "€25" (en); "25 £", "1.200 €", "30 CHF" (de): CLDR's text, written out rather
 * than with Intl.NumberFormat, because a phone's browser spends tens of milliseconds preparing its first
 * number format, which blocked the plan page while it hydrated (tests/unit/utils/money-text.test.ts
 * compares the two).
 */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  const symbol = SYMBOLS[currency];
  if (language === "de") return `${sign}${grouped(Math.abs(rounded), ".")}${NBSP}${symbol}`;
  const gap = symbol.length > 1 ? NBSP : "";
  return `${sign}${symbol}${gap}${grouped(Math.abs(rounded), ",")}`;
}

/** An estimate in euro as a place in `country` prices it: the euro figure for budgets, a round local one to show. */
export function pricedIn(country: string | null | undefined, euro: number) {
  const currency = currencyOf(country);
  return { spend: euro, localSpend: Math.round(fromEuro(euro, currency)), currency };
}

/** What a plan's stops cost per person together, in their currency (a plan's stops share one). */
export function spendOfStops(stops: readonly { spend: number; currency: Currency }[]) {
  return { totalSpend: stops.reduce((s, a) => s + a.spend, 0), currency: stops[0]?.currency ?? ("EUR" as Currency) };
}

const SYMBOL: Record<Currency, string> = { EUR: "€", GBP: "£", USD: "$", CHF: "₣" };
/** A price level in the place's own symbol: "€€", "££", "$$" ("₣₣" for francs, as Swiss menus rarely say "CHFCHF"). */
export function priceLevelSymbols(level: number, currency: Currency): string {
  return SYMBOL[currency].repeat(level);
}

/** Online sources state no prices (Google at most a level): their spends are estimates, free places aside. */
export function isEstimatedPrice(source: string, spendEur: number): boolean {
  return source !== "catalog" && spendEur > 0;
}
