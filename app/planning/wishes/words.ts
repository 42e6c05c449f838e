// How typed words are compared with the vocabulary: folded (case, accents, umlauts, ß), split into
// words, and matched forgiving plurals, German endings and one slip of the finger.

/** Lower case without accents; umlauts as their two-letter spelling, so "Bäckerei" and "Baeckerei" meet. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/** A typed word, folded, with where it stands in the original text and the mark before it, if any. */
export type Token = { word: string; start: number; end: number; sep: "stop" | "comma" | null };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** The words of a text; `sep` when a sentence mark (. ; ! ? :) or a comma, slash or bracket comes before it. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const between = text.slice(last, start);
    const sep = /[.;!?:]/.test(between) ? "stop" : /[,/()]/.test(between) ? "comma" : null;
    out.push({ word: fold(m[0]).replace(/['’]/g, ""), start, end: start + m[0].length, sep });
    last = start + m[0].length;
  }
  return out;
}

/** Endings a word may carry beyond its vocabulary form: English plurals and German inflections. */
const ENDINGS = ["s", "es", "e", "en", "n", "er", "ern", "ns"];
/** Endings a vocabulary word in the plural may have beyond the singular typed: "museums" for "museum". */
const PLURALS = ["s", "es", "e", "en", "n"];

/** A vocabulary word as written in a phrase: "brettspiel*" matches every word it begins. */
export type VocabWord = { text: string; prefix: boolean };

export function vocabWord(raw: string): VocabWord {
  const prefix = raw.endsWith("*");
  return { text: fold(prefix ? raw.slice(0, -1) : raw).replace(/['’]/g, ""), prefix };
}

/** 0: the same word (or a word it begins); 1: an inflection of it; 2: one slip away; null: a different word. */
export function closeness(typed: string, v: VocabWord): 0 | 1 | 2 | null {
  const w = v.text;
  if (typed === w) return 0;
  if (v.prefix) {
    if (typed.startsWith(w)) return 0;
    if (w.length >= 6 && typed.length >= w.length && typed[0] === w[0] && distance(typed.slice(0, w.length), w) <= 1)
      return 2;
    return null;
  }
  if (inflected(typed, w, ENDINGS) || inflected(w, typed, PLURALS)) return 1;
  if (w.length >= 5 && typed[0] === w[0] && Math.abs(typed.length - w.length) <= 2) {
    // In a short word only a letter missed, doubled or swapped: "wifes" is no slip for "wines".
    if (w.length < 6 && typed.length === w.length && [...typed].sort().join("") !== [...w].sort().join("")) return null;
    if (distance(typed, w) <= (w.length >= 9 ? 2 : 1)) return 2;
  }
  return null;
}

function inflected(longer: string, base: string, endings: readonly string[]): boolean {
  if (longer.length <= base.length || !longer.startsWith(base)) {
    // "party" → "parties"
    return base.endsWith("y") && longer === `${base.slice(0, -1)}ies`;
  }
  const ending = longer.slice(base.length);
  // Short words take only a plural "s": "bar" is not "bare" or "barn".
  return base.length <= 3 ? ending === "s" : endings.includes(ending);
}

/** Optimal string alignment distance (a swap of two neighbours counts once), for short words. */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}
