// Amble speaks German to one person, informally: "du", never "ihr", "euch", "euer" or "Sie". This finds
// the words that break that voice in a plan's text, for tests and for checking a model's writing.

/**
 * Plural and formal address. "ihr" is also "her"/"its" ("bekannt für ihr Interieur"), so only the
 * pronoun counts: "ihr" not followed by an adjective in -es, a noun or a quote, or "Ihr" before a verb.
 */
const OTHER_ADDRESS =
  /\b(?:euch|euer|eure[mnrs]?)\b|\bihr\b(?!\s+(?:[a-zäöüß]+es\b|[A-ZÄÖÜ«„"]))|\bIhr\s+[a-zäöüß]+t\b|\b(?:Ihnen|Ihre[mnrs]?)\b|(?<=[a-zäöüß,]\s)Sie\b/u;

/** The first word in `text` that addresses the reader as more than one person or formally, or null. */
export function otherAddress(text: string): string | null {
  return OTHER_ADDRESS.exec(text)?.[0] ?? null;
}
