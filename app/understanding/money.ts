// What someone wants to spend, as a budget band: amounts in any currency and phrasing ("max 25 pounds a
// head", "so 70-90 Euro pro Kopf", "100 bucks each", "200 for the two of us", "CHF 80"), per person unless
// said for two, converted to euro; and words ("budget's not an issue", "gern auch teurer", "eher günstig").
import { toEuro, type Currency } from "~/planning/money";
import type { Budget } from "~/planning/request-options";
import { has, u } from "./words";

const CURRENCY_WORDS: Array<[Currency, string]> = [
  ["EUR", "€|eur|euros?|eus|teuro|tacken"],
  ["GBP", "£|gbp|pounds?|quid|pfund"],
  ["USD", "\\$|usd|dollars?|bucks|us-dollar"],
  ["CHF", "chf|franken|sfr\\.?|stutz"],
];
const ANY_CURRENCY = CURRENCY_WORDS.map(([, words]) => words).join("|");
const AMOUNT = "(\\d{1,5}(?:[.,]\\d{1,2})?)(?:\\s*k)?";
const RANGE = `${AMOUNT}(?:\\s*(?:-|–|to|bis|or|oder)\\s*${AMOUNT})?`;
/** "€80", "CHF 80", "80 €", "80 euros", "70-90 Euro". */
const WITH_CURRENCY = u(new RegExp(`(?:(${ANY_CURRENCY})\\s*${RANGE}|${RANGE}\\s*(${ANY_CURRENCY})(?![\\p{L}]))`, "i"));
const PER_PERSON =
  /\b(each|a head|per head|per person|a person|pp|p\.p\.|per guest|apiece|pro person|pro kopf|p\. ?p\.|pro nase|jeweils|für jeden|pro mensch)\b/;
const FOR_TWO =
  /\b(for (the )?(two|2|both) of us|for both|for two|for 2|for us both|total|in total|all in|altogether|together|for the couple|zusammen|insgesamt|für uns beide|für uns zwei|für beide|zu zweit|für zwei|gesamt)\b/;
/** An amount without a currency counts when it is plainly a budget. */
const BARE = u(
  new RegExp(
    `(?:\\b(?:budget(?: of| is|'s| ist| von)?|max(?:imum)?|up to|under|below|at most|less than|no more than|höchstens|maximal|unter|bis zu|spend|ausgeben)\\s*(?:about |around |so |ca\\.? |etwa )?${RANGE}(?!\\s*(?:uhr|h\\b|hours?|stunden?|pm|am|:|min|km|people|leute|personen|jahre?|years?))|${RANGE}\\s*(?=(?:each|a head|per head|per person|pp|pro person|pro kopf|p\\.p\\.|pro nase|for (?:the )?(?:two|2|both) of us|for two|für uns (?:beide|zwei)|zu zweit|total|insgesamt|zusammen)\\b))`,
  ),
);

/** Words before a bare number that make it a time of day. */
const TIME_BEFORE = /\b(?:at|around|by|from|until|till|um|gegen|ab)\s*$/;

const WORDS: Array<[RegExp, Budget]> = [
  [
    /\b(money('s| is)? no object|money is not an issue|budget('s| is)? not an? (issue|problem|concern)|no budget|price doesn'?t matter|cost doesn'?t matter|geld spielt keine rolle|egal was es kostet|budget ist egal|preis ist egal|luxury|luxurious|luxuri\p{L}*|luxus\p{L}*|splurge|all out|no expense spared|ballin\p{L}*|no limits?|sky'?s the limit|treat (ourselves|us) big)\b/u,
    "luxury",
  ],
  [
    /\b(upscale|fancy|fancier|posh|classy|fine dining|high[- ]end|pricier|gehoben\p{L}*|schick\p{L}*|edel\p{L}*|nobel\p{L}*|exklusiv\p{L}*|gern(e)? (auch )?teurer|darf (auch )?(ruhig )?teurer|(ruhig|gerne?) (etwas |was )?mehr (ausgeben|kosten)|something special|treat (ourselves|yourself|myself))\b/u,
    "upscale",
  ],
  [
    /\b(mid-?range|moderate|medium budget|not too (expensive|pricey)|reasonabl[ey]|nicht zu teuer|mittel\p{L}*|normal(es|en)? budget|mittlere[ns]? budget)\b/u,
    "moderate",
  ],
  [
    /\b(cheap\p{L}*|cheaper|budget[- ]friendly|on a budget|low[- ]budget|tight budget|low-cost|inexpensive|affordable|broke|skint|student budget|not much money|for free|free (?:entry|admission|stuff|things)|günstig\p{L}*|billig\p{L}*|preiswert\p{L}*|kostenlos|umsonst|gratis|kleine[ns]? budget|knapp bei kasse|pleite|sparsam|nicht viel (geld )?ausgeben|wenig geld|low[- ]key budget)\b/u,
    "budget_friendly",
  ],
];

/** The band a price per person in euro falls in (DESIGN.md: 0–50, 50–100, 100–200, 200+). */
export function bandFor(euros: number): Budget {
  if (euros <= 50) return "budget_friendly";
  if (euros <= 100) return "moderate";
  if (euros <= 200) return "upscale";
  return "luxury";
}

const amountOf = (said: string | undefined, thousands: boolean) =>
  said === undefined ? NaN : Number(said.replace(",", ".")) * (thousands ? 1000 : 1);

/** The currency a phrase names. */
function currencyOf(word: string): Currency {
  for (const [currency, words] of CURRENCY_WORDS) if (new RegExp(`^(?:${words})$`, "i").test(word)) return currency;
  return "EUR";
}

/**
 * The budget band a (lower-case) message asks for. `local` is the currency where the plan happens: a
 * bare "max 25 a head" in London means pounds.
 */
export function readBudget(lower: string, local: Currency = "EUR"): Budget | undefined {
  const priced = WITH_CURRENCY.exec(lower);
  const bare = priced ? null : BARE.exec(lower);
  if (priced || bare) {
    const m = (priced ?? bare)!;
    // Groups: before-currency, its range (2, 3), the range before a currency (4, 5), after-currency (6).
    const numbers = priced ? [m[2], m[3], m[4], m[5]] : [m[1], m[2], m[3], m[4]];
    const k = /\dk\b/.test(m[0]);
    const values = numbers.map((n) => amountOf(n, k)).filter(Number.isFinite);
    const currency = priced ? currencyOf((m[1] ?? m[6]).trim()) : local;
    // "around 11 for two", "um 8 zu zweit": a time of day, not what two people spend.
    const clock = bare && Math.max(...values) <= 24 && TIME_BEFORE.test(lower.slice(0, m.index));
    if (values.length && !clock) {
      let euros = toEuro(Math.max(...values), currency);
      if (has(lower, FOR_TWO) && !has(lower, PER_PERSON)) euros /= 2;
      return bandFor(euros);
    }
  }
  for (const [pattern, band] of WORDS) if (has(lower, pattern)) return band;
  return undefined;
}
