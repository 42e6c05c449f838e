// What a person is told when their words are refused, as data the API sends and every screen renders the
// same way: for self-harm, support and the crisis lines of their country (never a bare refusal); for harm
// planned against someone, the reason; otherwise the content policy or a request to rephrase.
import { crisisCountry, CRISIS_LINES, type CrisisCountry, type CrisisLine } from "./crisis-lines";
import type { HarmKind } from "./harmful-intent";
import { isSelfHarm, type ModerationResult } from "./result";

export type ContentRefusal =
  | { kind: "crisis"; country: CrisisCountry; lines: CrisisLine[] }
  | { kind: "harm"; harm: HarmKind }
  | { kind: "violation" }
  | { kind: "revise" };

/** The refusals that say more than "Inappropriate Content Detected": support, or why harm is refused. */
export type ExplainedRefusal = Extract<ContentRefusal, { kind: "crisis" | "harm" }>;

/** An explained refusal, from a value that came over the wire; null for anything else. */
export function explainedRefusal(value: unknown): ExplainedRefusal | null {
  const refusal = value as Partial<ContentRefusal> | null | undefined;
  if (refusal?.kind === "crisis" && Array.isArray(refusal.lines)) return refusal as ExplainedRefusal;
  if (refusal?.kind === "harm" && typeof refusal.harm === "string") return refusal as ExplainedRefusal;
  return null;
}

/** How to answer a flagged result, for a reader of `language` planning at `location`. */
export function contentRefusal(
  result: Pick<ModerationResult, "categories" | "severity" | "harm">,
  language: string,
  location?: string | null,
): ContentRefusal {
  if (isSelfHarm(result.categories)) {
    const country = crisisCountry(language, location);
    return { kind: "crisis", country, lines: CRISIS_LINES[country] };
  }
  if (result.harm) return { kind: "harm", harm: result.harm };
  return result.severity === "critical" ? { kind: "violation" } : { kind: "revise" };
}
