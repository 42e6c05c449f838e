// Crisis support lines shown when someone writes about harming themselves. Every line of
// the chosen country is shown, emergency number included; the UI labels them from locales/*/safety.json.
import { foldText } from "./fold-text";

export const CRISIS_COUNTRIES = ["US", "GB", "DE", "AT", "CH"] as const;
export type CrisisCountry = (typeof CRISIS_COUNTRIES)[number];

/** What a line is for; each has a label under `crisis.notes` in the safety namespace. */
export type CrisisNote = "free247" | "youth" | "text" | "emergency" | "ambulance";

export type CrisisLine = {
  /** The service's own name; emergency and ambulance numbers are named by the UI in its language. */
  name?: string;
  /** As people write it. */
  number: string;
  /** tel: or sms: link. */
  href: string;
  kind: "call" | "text";
  /** The word to text, for text lines ("HOME"). */
  keyword?: string;
  note: CrisisNote;
};

const call = (number: string, note: CrisisNote, name?: string): CrisisLine => ({
  name,
  number,
  href: `tel:${number.replace(/\s/g, "")}`,
  kind: "call",
  note,
});
const text = (name: string, number: string, keyword: string): CrisisLine => ({
  name,
  number,
  href: `sms:${number}?&body=${keyword}`, // "?&body=" is understood by both iOS and Android
  kind: "text",
  keyword,
  note: "text",
});

export const CRISIS_LINES: Record<CrisisCountry, CrisisLine[]> = {
  US: [
    call("988", "free247", "988 Suicide & Crisis Lifeline"),
    text("Crisis Text Line", "741741", "HOME"),
    call("911", "emergency"),
  ],
  GB: [call("116 123", "free247", "Samaritans"), text("Shout", "85258", "SHOUT"), call("999", "emergency")],
  DE: [
    call("0800 111 0 111", "free247", "TelefonSeelsorge"),
    call("0800 111 0 222", "free247", "TelefonSeelsorge"),
    call("116 123", "free247", "TelefonSeelsorge"),
    call("112", "emergency"),
  ],
  AT: [
    call("142", "free247", "Telefonseelsorge"),
    call("147", "youth", "Rat auf Draht"),
    call("112", "emergency"),
    call("144", "ambulance"),
  ],
  CH: [
    call("143", "free247", "Die Dargebotene Hand"),
    call("147", "youth", "Pro Juventute"),
    call("112", "emergency"),
    call("144", "ambulance"),
  ],
};

const words = (list: string[]) => new RegExp(`\\b(?:${list.join("|")})\\b`);

// Country names and the bigger cities, folded (lower case, umlauts as ae/oe/ue). Two-letter codes other
// than UK and GB are left out: "de", "at", "us" and "ch" are ordinary words in addresses and sentences.
// prettier-ignore
const PLACE_HINTS: [CrisisCountry, RegExp][] = [
  ["AT", words(["austria", "oesterreich", "wien", "vienna", "graz", "linz", "salzburg", "innsbruck", "klagenfurt",
    "villach", "bregenz"])],
  ["CH", words(["switzerland", "schweiz", "suisse", "svizzera", "zuerich", "zurich", "geneva", "genf", "geneve",
    "basel", "bern", "lausanne", "luzern", "lucerne", "lugano", "st\\.? gallen", "winterthur"])],
  ["GB", words(["uk", "u\\.k", "gb", "united kingdom", "great britain", "britain", "england", "scotland", "wales",
    "northern ireland", "london", "manchester", "birmingham", "liverpool", "leeds", "bristol", "brighton",
    "edinburgh", "glasgow", "cardiff", "belfast", "oxford", "cambridge"])],
  ["DE", words(["germany", "deutschland", "berlin", "hamburg", "muenchen", "munich", "koeln", "cologne", "frankfurt",
    "stuttgart", "duesseldorf", "leipzig", "dresden", "hannover", "nuernberg", "bremen"])],
  ["US", words(["usa", "u\\.s\\.a", "united states", "america", "new york", "nyc", "brooklyn", "manhattan",
    "los angeles", "san francisco", "chicago", "boston", "seattle", "miami", "austin", "washington"])],
];

/**
 * The country whose lines to show: the plan's location when it names one we know (people need the
 * lines where they are), otherwise the UI language: German → Germany, anything else → the US.
 */
export function crisisCountry(language: string, location?: string | null): CrisisCountry {
  const place = location ? foldText(location) : "";
  for (const [country, pattern] of PLACE_HINTS) if (pattern.test(place)) return country;
  return language.startsWith("de") ? "DE" : "US";
}

export function crisisLines(language: string, location?: string | null): CrisisLine[] {
  return CRISIS_LINES[crisisCountry(language, location)];
}
