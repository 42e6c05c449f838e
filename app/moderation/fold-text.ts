// How user text and place names are compared: folded to plain lower-case letters. Apart from the blocklist
// so that the crisis lines can use it without loading (and compiling) the blocklist.

// prettier-ignore
const FOLD: Record<string, string> = {
  ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l",
  // Look-alikes from other alphabets, as people swap them in to get a word past a filter ("kіll", "ѕuicide")
  а: "a", в: "b", е: "e", ё: "e", з: "3", і: "i", ї: "i", ј: "j", к: "k", м: "m", н: "h", о: "o", п: "n",
  р: "p", с: "c", т: "t", у: "y", х: "x", ѕ: "s", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l", ь: "b",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w",
  ϲ: "c", ı: "i", ɩ: "i", ℓ: "l", ɡ: "g",
};
const FOLDED = new RegExp(`[${Object.keys(FOLD).join("")}]`, "g");

/**
 * Lower case, umlauts spelled out (ö → oe, as Germans type without the key, so "Toten" stays apart from
 * "töten"), other accents and invisible characters removed.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, "") // soft hyphens and zero-width characters
    .replace(FOLDED, (c) => FOLD[c] ?? c)
    .normalize("NFKD") // also turns full-width letters into plain ones
    .replace(/\p{M}/gu, "");
}
