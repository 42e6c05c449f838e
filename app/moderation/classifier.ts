// The built-in content classifier: the blocklist, self-harm found in any wording (self-harm.ts), and a few
// English and German phrase patterns that single words cannot catch ("no gays", "ich bring dich um").
// Pure TypeScript; gives the spec's ModerationResult.
import { checkBlocklist, maxSeverity, type Severity } from "./blocklist";
import { foldText } from "./fold-text";
import { moderationResult, type ModerationCategory, type ModerationResult } from "./result";
import type { Word } from "./phrase-match";
import { harmfulIntent } from "./harmful-intent";
import { findSelfHarm } from "./self-harm";
import { unmask } from "./unmask";

export { isSelfHarm, moderationResult, type ModerationCategory, type ModerationResult } from "./result";

// Plural nouns only: "no gay bars" is a preference, "no gays" excludes people.
// prettier-ignore
const GROUPS_OF_PEOPLE = [
  "gays", "schwule", "schwulen", "lesben", "juden", "jews", "muslims", "muslime", "muslimen", "auslaender",
  "auslaendern", "immigrants", "migranten", "fluechtlinge", "fluechtlingen", "refugees",
];

type Pattern = { categories: ModerationCategory[]; severity: Severity; pattern: RegExp };

// On folded, de-leeted text: lower case, umlauts as ae/oe/ue, ß as ss. Self-harm is found apart from these
// (self-harm.ts), as it needs more than a pattern to tell a crisis from an idiom.
const PATTERNS: Pattern[] = [
  // Threats against others.
  {
    categories: ["violence"],
    severity: "high",
    pattern: /\b(?:shoot|shooting|hurt|hurting|stab|beat up) (?:you|him|her|them|someone|somebody|people|everyone)\b/,
  },
  // "kys" (kill yourself) and "unalive him": said to or of someone else. Said of oneself, they are self-harm.
  {
    categories: ["violence"],
    severity: "high",
    pattern: /\bkys\b|\bunaliv\w* (?:you|u|yourself|urself|him|her|them|someone|somebody|everyone|people)\b/,
  },
  {
    categories: ["violence"],
    severity: "high",
    pattern:
      /\bbring\w* (?:dich|ihn|sie|euch) um\b|\b(?:dich|ihn|euch) (?:verpruegeln|abstechen|erschiessen|abknallen)\b/,
  },
  {
    categories: ["hate", "violence"],
    severity: "high",
    pattern: /\b(?:all|alle) \w+ (?:should|must|sollten|muessen|sollen) (?:die|sterben)\b/,
  },
  // Excluding or attacking groups of people.
  {
    categories: ["hate"],
    severity: "high",
    pattern: new RegExp(`\\b(?:no|kein|keine|hate|hasse) (?:all |alle )?(?:${GROUPS_OF_PEOPLE.join("|")})\\b`),
  },
  { categories: ["sexual"], severity: "medium", pattern: /\bget(?:ting)? laid\b|\bflachlegen\b/ },
  {
    categories: ["drugs"],
    severity: "medium",
    pattern:
      /\b(?:buy|buying|score|kaufen|besorgen) (?:some )?(?:gras|molly|acid)\b|\b(?:gras|molly) (?:kaufen|besorgen)\b|\bget stoned\b/,
  },
  {
    categories: ["illegal"],
    severity: "medium",
    pattern: /\bwithout paying\b|\bdine and dash\b|\bohne (?:zu )?(?:be)?zahlen\b|\bzechprell\w*|\bschwarzfahren\b/,
  },
];

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Folded text with leetspeak undone inside words and punctuation reduced to single spaces. */
export function normalizeForPatterns(text: string): string {
  return foldText(text)
    .replace(/[’`´]/g, "'")
    .replace(/[\p{L}\p{N}@$]+/gu, (word) => (/\p{L}/u.test(word) ? word.replace(/[013457@$]/g, (c) => LEET[c]) : word))
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

/** The text with these words blanked, so the words that said self-harm are not also read as violence. */
function without(folded: string, words: Word[]): string {
  let rest = folded;
  for (const { start, end } of words) rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
  return rest;
}

/**
 * Classifies text with the blocklist, the self-harm finder and the phrase patterns; no network. Self-harm
 * comes first and is never also violence for the same words ("ich will mich heute umbringen"), so the
 * person gets the support dialog with crisis lines, not a request to revise.
 */
export function classify(text: string): ModerationResult {
  const folded = unmask(foldText(text));
  const selfHarm = findSelfHarm(folded);
  const rest = selfHarm ? without(folded, selfHarm.words) : folded;
  const listed = checkBlocklist(rest);
  const categories: ModerationCategory[] = selfHarm ? ["self-harm", ...listed.categories] : [...listed.categories];
  let severity = selfHarm ? maxSeverity(listed.severity, selfHarm.severity) : listed.severity;
  const normalized = normalizeForPatterns(rest);
  for (const { categories: found, severity: level, pattern } of PATTERNS) {
    if (!pattern.test(normalized)) continue;
    categories.push(...found);
    severity = maxSeverity(severity, level);
  }
  // Harm planned against someone else ("get her drunk so she can't say no"): refused, saying why.
  const harm = harmfulIntent(text);
  if (harm) {
    categories.push("harm");
    severity = "critical";
  }
  return moderationResult(categories, severity, "built-in classifier", harm?.kind);
}

/** Merges two results: flagged if either is, with the union of categories and the higher severity. */
export function mergeResults(a: ModerationResult, b: ModerationResult): ModerationResult {
  if (!a.isInappropriate) return b;
  if (!b.isInappropriate) return a;
  const merged = moderationResult(
    [...a.categories, ...b.categories],
    maxSeverity(a.severity, b.severity),
    undefined,
    a.harm ?? b.harm,
  );
  return { ...merged, reason: `${a.reason}; ${b.reason}` };
}
