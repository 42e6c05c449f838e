// What a moderation check concludes. Apart from the classifier so the browser can show verdicts
// without loading it: its expressions are costly to compile (docs/decisions/0009).
import type { Category, Severity } from "./blocklist";
import type { HarmKind } from "./harmful-intent";

/** The blocklist's categories, what the moderation service may add, and harm planned against someone. */
export type ModerationCategory = Category | "harassment" | "harm";

/**
 * What the client should do: "allow"; "revise" (generic guideline message); "support" (self-harm:
 * a supportive message with crisis lines, never a scolding one); "block" (critical: policy violation).
 */
export type SuggestedAction = "allow" | "revise" | "support" | "block";

export type ModerationResult = {
  isInappropriate: boolean;
  severity: Severity;
  /** ModerationCategory values; a category the moderation service adds later keeps its own name. */
  categories: string[];
  reason: string;
  suggestedAction: SuggestedAction;
  /** Set when the text asks for help harming someone (harmful-intent.ts), to say why in a word. */
  harm?: HarmKind;
};

export const isSelfHarm = (categories: readonly string[]) =>
  categories.some((c) => c === "self-harm" || c === "suicide" || c.startsWith("self-harm/"));

/** The result for a set of findings; `source` says who found them, for logs and the reason text. */
export function moderationResult(
  categories: readonly string[],
  severity: Severity,
  source = "blocklist",
  harm?: HarmKind,
): ModerationResult {
  const unique = [...new Set(categories)];
  if (!unique.length) {
    return {
      isInappropriate: false,
      severity: "low",
      categories: [],
      reason: "No issues found",
      suggestedAction: "allow",
    };
  }
  return {
    isInappropriate: true,
    severity,
    categories: unique,
    reason: `Flagged by the ${source}: ${unique.join(", ")}`,
    suggestedAction: isSelfHarm(unique) ? "support" : severity === "critical" ? "block" : "revise",
    ...(harm ? { harm } : {}),
  };
}
