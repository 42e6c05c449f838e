// Undoes what people do to a word to get it past a filter, on folded text (fold-text.ts): letters spelled
// out with gaps ("k i l l", "k.i.l.l", "s-u-i-c-i-d-e"), a word broken by a dot, dash or space ("ki.ll",
// "sui cide") and common misspellings ("umbrignen", "wnat"). Every check reads the unmasked text, so
// "k i l l myself" is self-harm like "kill myself", not the violence of a lone "kill".

/** A single letter or a stand-in for one ("1" for i, "$" for s). */
const LETTER = "[\\p{L}\\p{N}@$!|]";
/** A run of at least three single letters with one to three gap characters between them. */
const SPELLED = new RegExp(
  `(^|[^\\p{L}\\p{N}@$])(${LETTER}(?:[\\s._\\-*~·'/+]{1,3}${LETTER}){2,})(?![\\p{L}\\p{N}@$])`,
  "gu",
);
/** Pieces of a word with punctuation between them, or two words with a space between them. */
const BROKEN = /[\p{L}\p{N}@$]+(?:[._\-*~·|]+[\p{L}\p{N}@$]+)+/gu;
const PAIR = /([\p{L}\p{N}@$]+) ([\p{L}\p{N}@$]+)/gu;

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
/** The word with stand-ins for letters read as letters ("k1ll" → "kill"); only call it on words with a letter. */
export const unleet = (word: string) => word.replace(/[013457@$]/g, (c) => LEET[c]);

/** Words worth putting back together when someone has broken them up. */
// prettier-ignore
const KEYWORDS = new Set([
  "kill", "killing", "myself", "suicide", "suicidal", "unalive", "overdose", "selbstmord", "suizid", "umbringen",
  "sterben", "erhaengen", "ritzen", "lebensmuede",
]);

/** Misspellings, as typed in a hurry or on purpose, and the word meant. */
// prettier-ignore
const TYPOS: Record<string, string> = {
  wnat: "want", wnt: "want", watn: "want", wan: "want", wana: "wanna", wnana: "wanna",
  kll: "kill", kiil: "kill", klil: "kill",
  myslef: "myself", mysefl: "myself", myelf: "myself", myseld: "myself", msyelf: "myself", mysself: "myself",
  suiside: "suicide", sucide: "suicide", suicde: "suicide", suicdie: "suicide", siucide: "suicide",
  suecide: "suicide", suicied: "suicide", suicidee: "suicide",
  dei: "die", diee: "die", alvie: "alive", aliev: "alive", anymroe: "anymore", anymor: "anymore",
  beter: "better", wihtout: "without", withouth: "without", whitout: "without",
  umbrignen: "umbringen", umbrigen: "umbringen", umbingen: "umbringen", umbirngen: "umbringen",
  sterbne: "sterben", strebn: "sterben", sterbn: "sterben", lebn: "leben", lebne: "leben",
  aufwachn: "aufwachen", selbstmort: "selbstmord", suizied: "suizid", suizit: "suizid",
};

/** The letters of a spelled-out run, keeping a leading "i" or "a" apart ("i k i l l" is "i kill"). */
function joinSpelled(run: string): string {
  const letters = run.split(/[\s._\-*~·'/+]+/);
  if (!letters.some((c) => /\p{L}/u.test(c))) return run;
  const spaced = /^[ia]\s/.test(run) && letters.length > 3;
  return spaced ? `${letters[0]} ${letters.slice(1).join("")}` : letters.join("");
}

/** Folded text as its writer meant it to be read. */
export function unmask(folded: string): string {
  return folded
    .replace(SPELLED, (_, lead: string, run: string) => lead + joinSpelled(run))
    .replace(BROKEN, (word) => {
      const joined = word.replace(/[._\-*~·|]+/g, "");
      return KEYWORDS.has(unleet(joined)) ? joined : word;
    })
    .replace(PAIR, (pair, a: string, b: string) => (KEYWORDS.has(unleet(a + b)) ? a + b : pair))
    .replace(/[\p{L}\p{N}@$]+/gu, (word) => TYPOS[word] ?? TYPOS[unleet(word)] ?? word);
}
