// A tip's clauses: sentences, semicolon clauses and clauses after a spaced dash, with what joined them, so
// a clause that does not hold at a visit can be left out and the rest still reads as written.

/** Words after whose full stop a sentence does not end ("z. B.", "ca.", "St."). */
const ABBREVIATIONS = /(?:^|[\s(])(?:z|B|ca|bzw|St|Nr|u|a|Dr|Mt|Str|etc|usw|inkl|vs|ggf|evtl|Jh|Mio|Mrd)\.$/;

/** A clause of a tip, the text that joined it to the next, and whether it only continues the one before. */
type Clause = { text: string; joint: string; continues: boolean };

/**
 * Sentences, semicolon clauses, and clauses after a spaced dash or a ", then" / ", or" / ", and" (which lean on the
 * clause before: "Climb the tower, then let the kids loose on the playground" can lose its second half).
 */
export function splitClauses(text: string): Clause[] {
  const out: Clause[] = [];
  let start = 0;
  let continues = false;
  for (const m of text.matchAll(
    /[.!?](?=\s+["„«(]?\p{Lu})|;\s*|\s+[–—]\s+|,\s+(?=(?:then|or|and|dann|oder|und)\s)/gu,
  )) {
    const sentence = /^[.!?]/.test(m[0]);
    const end = sentence ? m.index + 1 : m.index;
    // "z. B. Sushi", "1. Mai": not the end of a sentence.
    if (sentence && (ABBREVIATIONS.test(text.slice(start, end)) || /\d\.$/.test(text.slice(start, end)))) continue;
    out.push({ text: text.slice(start, end).trim(), joint: text.slice(end, m.index + m[0].length), continues });
    continues = !sentence && m[0].trim() !== ";";
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start).trim(), joint: "", continues });
  return out.filter((c) => c.text);
}

/** The clauses of a tip as written. */
export function clauses(text: string): string[] {
  return splitClauses(text).map((c) => c.text);
}

/** A clause that now begins a sentence: capitalised, without a dangling "or". */
export function opening(clause: string): string {
  const text = clause.replace(/^(?:or|and|but|oder|und|aber)\s+/i, "");
  return text.charAt(0).toLocaleUpperCase("de") + text.slice(1);
}
export const ending = (text: string) => (/[.!?…)"“»]$/.test(text) ? text : `${text}.`);
