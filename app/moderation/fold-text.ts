// How user text and place names are compared: folded to plain lower-case letters. Apart from the blocklist
// so that the crisis lines can use it without loading (and compiling) the blocklist.

// prettier-ignore
const FOLD: Record<string, string> = {
  ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l",
  // Cyrillic look-alikes
  а: "a", е: "e", о: "o", р: "p", с: "c", х: "x", у: "y", і: "i", к: "k",
};

/**
 * Lower case, umlauts spelled out (ö → oe, as Germans type without the key, so "Toten" stays apart from
 * "töten"), other accents and invisible characters removed.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, "") // soft hyphens and zero-width characters
    .replace(/[äöüßæœøłаеорсхуік]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD") // also turns full-width letters into plain ones
    .replace(/\p{M}/gu, "");
}
