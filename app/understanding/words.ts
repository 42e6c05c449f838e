// The words the built-in chat model knows: which language a message is in, numbers and ordinals in both
// languages, yes and no, and a `\b` that knows umlauts. Pure tables and helpers for utterance.ts.
import type { PlanLanguage } from "~/planning/request-options";

/** `\b` that knows ä, ö, ü and ß are letters (JavaScript's does not). */
const U_BOUNDARY = String.raw`(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))`;
const unicode = new Map<string, RegExp>();
export function u(pattern: RegExp): RegExp {
  const key = `${pattern.flags}/${pattern.source}`;
  let out = unicode.get(key);
  if (!out) {
    out = new RegExp(pattern.source.replace(/\\b/g, U_BOUNDARY), `${pattern.flags.replace("u", "")}u`);
    unicode.set(key, out);
  }
  if (out.global) out.lastIndex = 0;
  return out;
}

export const has = (lower: string, pattern: RegExp) => u(pattern).test(lower);

const GERMAN_HINTS =
  /\b(und|ich|wir|uns|mit|ab|für|fur|heute|morgen|abend|abends|nachmittag|vormittag|uhr|stunden?|zu fuß|günstig|billig|bitte|einen|eine|ein|nochmal|noch einmal|mach|tausche?|lieber|später|früher|romantisch|kindern|draußen|drinnen|geburtstag|jahrestag|öffentlich|fahrrad|auto|unter|nach|im|der|die|das|bist|du)\b/g;
const ENGLISH_HINTS =
  /\b(and|the|with|for|today|tomorrow|tonight|evening|afternoon|morning|hours?|on foot|cheap|please|make|it|swap|again|later|earlier|romantic|kids|outdoors?|indoors?|birthday|anniversary|under|by|bike|car|are|you|in the|some)\b/g;

export function detectLanguage(text: string, fallback: PlanLanguage = "en"): PlanLanguage {
  const lower = text.toLowerCase();
  const de = (lower.match(u(GERMAN_HINTS)) ?? []).length + (/[äöüß]/.test(lower) ? 2 : 0);
  const en = (lower.match(u(ENGLISH_HINTS)) ?? []).length;
  if (de === en) return fallback;
  return de > en ? "de" : "en";
}

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  an: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ein: 1,
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
};

export const ORDINALS: Record<string, number> = {
  first: 0,
  "1st": 0,
  second: 1,
  "2nd": 1,
  third: 2,
  "3rd": 2,
  fourth: 3,
  "4th": 3,
  fifth: 4,
  erste: 0,
  ersten: 0,
  erstes: 0,
  zweite: 1,
  zweiten: 1,
  zweites: 1,
  dritte: 2,
  dritten: 2,
  drittes: 2,
  vierte: 3,
  vierten: 3,
  viertes: 3,
  fünfte: 4,
  fünften: 4,
};

const YES =
  /^(yes|yeah|yep|sure|ok|okay|go ahead|do it|please do|of course|ja|jep|jo|klar|gerne|gern|mach das|mach ruhig|mach schon|los|passt|einverstanden|natürlich)\b/;
const NO = /^(no|nope|nah|don'?t|cancel|not now|nein|nö|ne|lieber nicht|doch nicht|abbrechen|nicht jetzt)\b/;

/** A short yes or no (to "That makes a new plan. Go ahead?"); null for anything else. */
export function readAnswer(text: string): "yes" | "no" | null {
  const lower = text.toLowerCase().trim();
  if (lower.split(/\s+/).length > 6) return null;
  if (has(lower, YES)) return "yes";
  if (has(lower, NO)) return "no";
  return null;
}
