// The built-in content classifier: the blocklist plus a few English and German phrase patterns that
// single words cannot catch ("ich will nicht mehr leben", "I don't want to live", "no gays").
// Pure TypeScript; gives the spec's ModerationResult (SPEC §3).
import { checkBlocklist, maxSeverity, type Severity } from "./blocklist";
import { foldText } from "./fold-text";
import { moderationResult, type ModerationCategory, type ModerationResult } from "./result";

export { isSelfHarm, moderationResult, type ModerationCategory, type ModerationResult } from "./result";

// Plural nouns only: "no gay bars" is a preference, "no gays" excludes people.
// prettier-ignore
const GROUPS_OF_PEOPLE = [
  "gays", "schwule", "schwulen", "lesben", "juden", "jews", "muslims", "muslime", "muslimen", "auslaender",
  "auslaendern", "immigrants", "migranten", "fluechtlinge", "fluechtlingen", "refugees",
];

type Pattern = { categories: ModerationCategory[]; severity: Severity; pattern: RegExp };

// On folded, de-leeted text: lower case, umlauts as ae/oe/ue, ß as ss.
const PATTERNS: Pattern[] = [
  // Self-harm intent, English.
  { categories: ["self-harm"], severity: "critical", pattern: /\b(?:want|wanna|ready) (?:to )?die\b/ },
  { categories: ["self-harm"], severity: "critical", pattern: /\bkill(?:ing)? my ?self\b/ },
  { categories: ["self-harm"], severity: "critical", pattern: /\bend(?:ing)? (?:my (?:own )?life|it all)\b/ },
  {
    categories: ["self-harm"],
    severity: "critical",
    pattern: /\b(?:don'?t|do not|dont) want to (?:live|be alive|wake up)\b|\bno reason to live\b/,
  },
  { categories: ["self-harm"], severity: "high", pattern: /\b(?:hurt|hurting|harm|harming|cut|cutting) my ?self\b/ },
  // Self-harm intent, German.
  {
    categories: ["self-harm"],
    severity: "critical",
    pattern: /\b(?:will|moechte|mag|kann) nicht mehr leben\b|\bnicht mehr leben (?:will|moechte|mag)\b/,
  },
  {
    categories: ["self-harm"],
    severity: "critical",
    pattern: /\b(?:will|moechte) (?:einfach )?sterben\b|\bsterben (?:will|moechte)\b/,
  },
  {
    categories: ["self-harm"],
    severity: "critical",
    pattern:
      /\b(?:mich|mir) (?:selbst )?(?:umbringen|toeten|erhaengen|(?:et)?was antun|das leben nehmen)\b|\bbring\w* mich um\b/,
  },
  { categories: ["self-harm"], severity: "high", pattern: /\bmich (?:selbst )?(?:ritzen|verletzen)\b/ },
  // Threats against others.
  {
    categories: ["violence"],
    severity: "high",
    pattern: /\b(?:shoot|shooting|hurt|hurting|stab|beat up) (?:you|him|her|them|someone|somebody|people|everyone)\b/,
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

/** Classifies text with the blocklist and the phrase patterns; no network. */
export function classify(text: string): ModerationResult {
  const listed = checkBlocklist(text);
  const categories: ModerationCategory[] = [...listed.categories];
  let severity = listed.severity;
  const normalized = normalizeForPatterns(text);
  for (const { categories: found, severity: level, pattern } of PATTERNS) {
    if (!pattern.test(normalized)) continue;
    categories.push(...found);
    severity = maxSeverity(severity, level);
  }
  return moderationResult(categories, severity, "built-in classifier");
}

/** Merges two results: flagged if either is, with the union of categories and the higher severity. */
export function mergeResults(a: ModerationResult, b: ModerationResult): ModerationResult {
  if (!a.isInappropriate) return b;
  if (!b.isInappropriate) return a;
  const merged = moderationResult([...a.categories, ...b.categories], maxSeverity(a.severity, b.severity));
  return { ...merged, reason: `${a.reason}; ${b.reason}` };
}
