// Reads wishes from what someone typed (the form's special requests, a chat message) and from the
// indoor/outdoor preference, in English and German: "no museums", "keine Museen", "ohne Alkohol",
// "Jazz", "Fondue". A negation ("no", "kein", "ohne", "nicht"…) reaches the topics right after it,
// across "and"/"oder" and commas, until anything else is said.
import type { Preference } from "../../request";
import type { Topic } from "./topic";
import { SAY_PATTERNS, TOPIC_BY_ID } from "./wish-topics";

/** `soft`: a preference (indoor/outdoor) that steers the plan but never rules a place out. */
export type Wish = { topic: Topic; negated: boolean; said: string; soft?: boolean };

export type ReadWishes = {
  wishes: Wish[];
  /** What was typed when none of it reads as a wish, for an honest word in the plan; else null. */
  unread: string | null;
};

const sticky = (source: string) => new RegExp(`(?:${source})(?![\\p{L}\\p{N}])`, "uy");

/** Phrases that are a negation on their own. */
const NEGATED_PHRASES: ReadonlyArray<{ pattern: RegExp; topic: string }> = [
  {
    pattern: sticky(
      "alcohol[- ]free|alkoholfrei\\p{L}*|non[- ]alcoholic|sober|nüchtern|teetotal|no[- ]alcohol|kein alkohol",
    ),
    topic: "alcohol",
  },
  { pattern: sticky("indoors?|inside|drinnen|unter ?dach"), topic: "outdoor" },
];
const NEGATOR = sticky(
  "no|not|non|none|without|never|avoid|skip|don'?t|dont|kein\\p{L}*|ohne|nicht|nix|nichts|bloß kein\\p{L}*|vermeide\\p{L}*",
);
const CONJUNCTION = sticky("and|or|nor|und|oder|noch|sowie|&");
/** Words that carry no wish of their own: text made only of these is not reported as unread. */
const FILLER = sticky(
  "a|an|the|some|any|please|bitte|with|mit|for|für|us|uns|me|mich|maybe|vielleicht|gern|gerne|lots|viel|viele|" +
    "something|etwas|nice|schön\\p{L}*|romantic|romantisch\\p{L}*|cozy|cosy|gemütlich\\p{L}*|fun|spaß|" +
    "ein|eine|einen|einem|der|die|das|den|dem|ins|im|in|zum|zur|to|at|of|bei|more|mehr|and|or|und|oder|i|we|ich|wir",
);

const WORD_START = /[\p{L}\p{N}&]/gu;

function longestTopic(text: string, at: number): { topic: Topic; end: number } | null {
  let best: { topic: Topic; end: number } | null = null;
  for (const { topic, pattern } of SAY_PATTERNS) {
    pattern.lastIndex = at;
    if (pattern.test(text) && (!best || pattern.lastIndex > best.end)) best = { topic, end: pattern.lastIndex };
  }
  return best;
}

function stickyAt(pattern: RegExp, text: string, at: number): number | null {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : null;
}

/** The wishes in a text, negated or not, without repeats; a negation wins over the same wish said plainly. */
export function readWishes(text: string, preferences: readonly Preference[] = []): ReadWishes {
  const lower = text.normalize("NFC").toLowerCase();
  const found: Wish[] = [];
  let meaningful = "";
  // 0: not negating; otherwise how many more unrelated words a pending negation may pass.
  let negating = 0;
  let negatedSomething = false;
  let at = 0;
  for (;;) {
    WORD_START.lastIndex = at;
    const next = WORD_START.exec(lower);
    if (!next) break;
    if (/[.;!?]/.test(lower.slice(at, next.index))) negating = 0;
    at = next.index;
    const phrase = NEGATED_PHRASES.find((p) => stickyAt(p.pattern, lower, at) !== null);
    if (phrase) {
      found.push({ topic: TOPIC_BY_ID.get(phrase.topic)!, negated: true, said: text.trim() });
      at = stickyAt(phrase.pattern, lower, at)!;
      continue;
    }
    const topic = longestTopic(lower, at);
    if (topic) {
      found.push({ topic: topic.topic, negated: negating > 0, said: text.slice(at, topic.end).trim() });
      if (negating > 0) negatedSomething = true;
      // After a negated topic only "and", "or" and commas carry the negation on.
      negating = negating > 0 ? 1 : 0;
      at = topic.end;
      continue;
    }
    const negator = stickyAt(NEGATOR, lower, at);
    if (negator !== null) {
      negating = 4;
      negatedSomething = false;
      at = negator;
      continue;
    }
    const conjunction = stickyAt(CONJUNCTION, lower, at);
    if (conjunction !== null) {
      at = conjunction;
      continue;
    }
    const end = lower.slice(at).search(/[^\p{L}\p{N}'’-]/u);
    const wordEnd = end < 0 ? lower.length : at + end;
    if (stickyAt(FILLER, lower, at) === null) meaningful += lower.slice(at, wordEnd) + " ";
    // Before its first topic a negation may reach over a few words ("keine langweiligen Museen").
    negating = negating > 1 && !negatedSomething ? negating - 1 : 0;
    at = wordEnd;
  }

  const fromText = found.length > 0;
  if (preferences.length === 1) {
    const outdoor = TOPIC_BY_ID.get("outdoor")!;
    found.push({ topic: outdoor, negated: preferences[0] === "indoor", said: preferences[0], soft: true });
  }

  const wishes: Wish[] = [];
  for (const wish of found) {
    const same = wishes.findIndex((w) => w.topic.id === wish.topic.id);
    if (same < 0) wishes.push(wish);
    else if (wish.negated && !wish.soft) wishes[same] = wish;
  }
  return { wishes, unread: !fromText && meaningful.trim() ? text.trim() : null };
}
