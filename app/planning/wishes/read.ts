// Reads what a person typed (the form's special requests, a chat message) as typed wishes: what they
// want, what they don't ("no churches", "kein Fisch", "bloß nicht draußen", "Fisch mag ich nicht"),
// and what the vocabulary doesn't know, kept as their own words so the plan can say so plainly.
import { INTENT_BY_ID, NEGATIVE_PHRASES, VOCABULARY } from "./vocabulary";
import { AFTER_NEGATORS, AFTER_TAIL, ARTICLES, CONJUNCTIONS, FILLER, NEGATING_TURNS, NEGATORS, TURNS } from "./glue";
import { closeness, tokenize, vocabWord, type Token, type VocabWord } from "./words";

/** A wish: the vocabulary intent it reads as (`INTENT_BY_ID`), and the words that said it. */
export type Wish = { id: string; said: string };
export type ReadWishes = { wanted: Wish[]; unwanted: Wish[]; unknown: string[] };

type Phrase = { intent: string; words: readonly VocabWord[]; negative: boolean };

const PHRASES: readonly Phrase[] = [
  ...NEGATIVE_PHRASES.flatMap((n) =>
    [n.en, n.de].flatMap((s) => s.split("|").map((p) => ({ intent: n.intent, negative: true, words: words(p) }))),
  ),
  ...VOCABULARY.flatMap((i) => [...i.en, ...i.de].map((p) => ({ intent: i.id, negative: false, words: words(p) }))),
];
function words(phrase: string): VocabWord[] {
  return phrase
    .trim()
    .split(/[\s-]+/)
    .map(vocabWord);
}

/** Phrases by the first letter of their first word: a slip of the finger keeps the first letter. */
const BY_FIRST = new Map<string, Phrase[]>();
for (const p of PHRASES) {
  const first = p.words[0].text[0];
  BY_FIRST.set(first, [...(BY_FIRST.get(first) ?? []), p]);
}
/** Every word the vocabulary and the glue know as they are: never read as a slip for another. */
const KNOWN = new Set([...PHRASES.flatMap((p) => p.words.filter((w) => !w.prefix).map((w) => w.text)), ...FILLER]);

type Match = { phrase: Phrase; end: number; rank: number };

/** The best phrase starting at token `at`: more words, then closer ones, then the longer vocabulary. */
function phraseAt(tokens: readonly Token[], at: number): Match | null {
  let best: Match | null = null;
  for (const phrase of BY_FIRST.get(tokens[at].word[0]) ?? []) {
    const n = phrase.words.length;
    if (at + n > tokens.length) continue;
    let cost = 0;
    let chars = 0;
    for (let k = 0; k < n; k++) {
      const typed = tokens[at + k];
      if (k > 0 && typed.sep) {
        cost = -1;
        break;
      }
      const c = closeness(typed.word, phrase.words[k]);
      if (c === null || (c === 2 && KNOWN.has(typed.word))) {
        cost = -1;
        break;
      }
      cost += c;
      chars += phrase.words[k].text.length;
    }
    if (cost < 0) continue;
    const rank = n * 1000 - cost * 100 + chars;
    if (!best || rank > best.rank) best = { phrase, end: at + n, rank };
  }
  return best;
}

const cache = new Map<string, ReadWishes>();
const CACHE_SIZE = 500;

/** The wishes in a text: wanted, unwanted (a negation wins over the same wish said plainly), unknown. */
export function readWishes(text: string): ReadWishes {
  let known = cache.get(text);
  if (!known) {
    known = read(text);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(text, known);
  }
  return { wanted: [...known.wanted], unwanted: [...known.unwanted], unknown: [...known.unknown] };
}

type Found = { id: string; said: string; negated: boolean };

function read(text: string): ReadWishes {
  const tokens = tokenize(text);
  const found: Found[] = [];
  const unknown: string[] = [];
  let span: { from: number; to: number } | null = null;
  let unknownWords = 0;
  /** Words a negation may still pass before its first wish; 0: none pending. */
  let pending = 0;
  /** A negation carried on from a negated wish through "and", "or", commas. */
  let chain = false;
  /** Plain wishes since the clause began, joined by "and": what a negation after them reaches. */
  let run: Found[] = [];
  let negatorAt = -1;

  const flush = () => {
    if (span) unknown.push(text.slice(tokens[span.from].start, tokens[span.to].end));
    span = null;
  };
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (t.sep) {
      flush();
      run = [];
      if (t.sep === "stop") {
        pending = 0;
        chain = false;
      }
    }
    const match = phraseAt(tokens, i);
    if (match) {
      // Words a negation passed on its way to this wish describe it ("keine langweiligen Museen").
      if (pending > 0 && span && span.from > negatorAt) span = null;
      flush();
      const said = text.slice(t.start, tokens[match.end - 1].end);
      const negated: boolean = match.phrase.negative || pending > 0 || chain;
      const wish = { id: match.phrase.intent, said, negated };
      found.push(wish);
      if (!negated) run.push(wish);
      chain = negated && !match.phrase.negative;
      pending = 0;
      i = match.end;
      continue;
    }
    const word = t.word;
    i++;
    if (AFTER_NEGATORS.has(word) && run.length && endsClause(tokens, i)) {
      for (const w of run) w.negated = true;
      run = [];
      continue;
    }
    const negatingTurn = NEGATING_TURNS.has(word) && NEGATING_TURNS.get(word) === tokens[i]?.word;
    if (NEGATORS.has(word) || negatingTurn) {
      if (negatingTurn) i++;
      flush();
      negatorAt = i - 1;
      pending = 3;
      chain = false;
      run = [];
      continue;
    }
    if (CONJUNCTIONS.has(word)) {
      flush();
      continue;
    }
    // "Kirchen lieber nicht": a softener before an after-negation, not a turn.
    if (TURNS.has(word) && !AFTER_NEGATORS.has(tokens[i]?.word ?? "")) {
      flush();
      pending = 0;
      chain = false;
      run = [];
      continue;
    }
    if (chain && !ARTICLES.has(word)) chain = false;
    if (FILLER.has(word) || /^\d+$/.test(word)) continue;
    // A word the vocabulary doesn't know.
    unknownWords++;
    if (pending > 0) pending--;
    run = [];
    span = span ? { from: span.from, to: i - 1 } : { from: i - 1, to: i - 1 };
  }
  flush();
  return settle(found, !found.length && unknownWords ? [text.trim()] : unknown);
}

/** After "nicht": the clause ends, or only polite words follow ("Fisch bitte nicht so gern"). */
function endsClause(tokens: readonly Token[], from: number): boolean {
  for (let i = from; i < tokens.length; i++) {
    if (tokens[i].sep) return true;
    if (!AFTER_TAIL.has(tokens[i].word)) return false;
  }
  return true;
}

function settle(found: readonly Found[], unknown: string[]): ReadWishes {
  const unwantedIds = new Set(found.filter((f) => f.negated).map((f) => f.id));
  const wanted: Wish[] = [];
  const unwanted: Wish[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    if (seen.has(f.id) || (!f.negated && unwantedIds.has(f.id))) continue;
    seen.add(f.id);
    (f.negated ? unwanted : wanted).push({ id: f.id, said: f.said });
  }
  return { wanted, unwanted, unknown };
}

export { INTENT_BY_ID };
