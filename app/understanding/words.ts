// Words every reader of a message shares: numbers and ordinals in English and German, and a `\b` that
// knows umlauts. Pure tables and helpers.

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
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  zwolf: 12,
  couple: 2,
  few: 3,
  paar: 2,
};

/** A number written in digits or words ("8", "eight", "acht"); NaN for anything else. */
export const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN));

/** Number words for patterns: "(?:\\d{1,2}|one|two|…)". */
export const NUMBER = `(?:\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((w) => !["a", "an", "couple", "few", "paar"].includes(w))
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

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
