// Reading folded text as words and finding phrases in it: words in order with harmless words allowed in
// between ("want to just die"), within one clause, and the last word possibly cut off by the special
// request's 20 characters. What the phrases are is self-harm.ts's.

/**
 * A word of the text: as matched (leetspeak undone, apostrophes dropped) and where it stands; `cut` when
 * it is the last and may be cut off by the special request's 20 characters ("I want to kill mysel").
 */
export type Word = { text: string; start: number; end: number; clause: number; cut?: boolean };

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Words (with their positions) and clause breaks; a sentence break is a clause break too. */
const PIECE = /([\p{L}\p{N}@$'’`´]+)|[.!?;:,\n]/gu;

/** The words of folded text; "my self" and "my own self" become "myself", as people mean them. */
export function wordsOf(folded: string): Word[] {
  const words: Word[] = [];
  let clause = 0;
  for (const match of folded.matchAll(PIECE)) {
    const piece = match[1];
    if (!piece) {
      clause++;
      continue;
    }
    let text = piece.replace(/['’`´]/g, "");
    if (/[013457@$]/.test(text) && /\p{L}/u.test(text)) text = text.replace(/[013457@$]/g, (c) => LEET[c]);
    if (!text) continue;
    const start = match.index;
    const end = start + piece.length;
    const last = words.at(-1);
    const beforeLast = words.at(-2);
    if (text === "self" && last?.clause === clause && (last.text === "my" || last.text === "me")) {
      words[words.length - 1] = { text: "myself", start: last.start, end, clause };
    } else if (text === "self" && last?.text === "own" && beforeLast?.text === "my" && last.clause === clause) {
      words.splice(-2, 2, { text: "myself", start: beforeLast.start, end, clause });
    } else {
      words.push({ text, start, end, clause });
    }
  }
  const last = words.at(-1);
  if (last && /[\p{L}\p{N}]$/u.test(folded)) last.cut = true;
  return words;
}

export const set = (list: string) => new Set(list.split(" "));

/** Words that may stand between the words of a phrase without changing what it says. */
const FILLERS = set(
  "just really rly so simply literally actually honestly kinda totally only finally already now seriously " +
    "truly lowkey fr tbh ngl fucking fkn effing even still also prob probably maybe all go " +
    "einfach nur noch endlich heute jetzt gleich echt wirklich bald schon halt eben mal selbst morgen",
);

/** Finds a rule's words at word `at`; `first` lists the words it can start at, to skip it elsewhere. */
export type Find = ((words: Word[], at: number) => number[] | null) & { first?: Set<string> };

type Slot = { words: Set<string>; optional: boolean };

/**
 * A cut-off word counts once it is more than half of the word it begins ("umbrin", "mysel", "lif"), so
 * "dressed to kill" is not the start of "killmyself".
 */
const beginning = (cut: string, whole: string) =>
  cut.length >= 3 && cut.length * 2 > whole.length && whole.startsWith(cut);

/** Whether the word is one of the list, or the start of one when it is cut off. */
export function among(list: Set<string>, word: Word | undefined): boolean {
  if (!word) return false;
  if (list.has(word.text)) return true;
  if (!word.cut) return false;
  for (const whole of list) if (beginning(word.text, whole)) return true;
  return false;
}

/**
 * A phrase: words in order, each slot its alternatives ("want|wish"), "?" for an optional slot. Fillers
 * ("just", "einfach") may stand between the slots; the phrase stays within one clause.
 */
export function phrase(source: string): Find {
  const slots: Slot[] = source.split(" ").map((part) => ({
    words: new Set(part.replace(/\?$/, "").split("|")),
    optional: part.endsWith("?"),
  }));
  const find: Find = (words, at) => {
    if (!among(slots[0].words, words[at])) return null;
    const found = [at];
    let next = at + 1;
    for (const slot of slots.slice(1)) {
      let i = next;
      while (i < words.length && !among(slot.words, words[i]) && FILLERS.has(words[i].text)) i++;
      if (among(slot.words, words[i]) && words[i].clause === words[at].clause) {
        found.push(i);
        next = i + 1;
      } else if (!slot.optional) return null;
    }
    return found;
  };
  return Object.assign(find, { first: slots[0].words });
}

/** The phrase, unless `unless` says the words around it make it harmless. */
export function phraseUnless(source: string, unless: (words: Word[], found: number[]) => boolean): Find {
  const find = phrase(source);
  const checked: Find = (words, at) => {
    const found = find(words, at);
    return found && !unless(words, found) ? found : null;
  };
  return Object.assign(checked, { first: find.first });
}

export const after = (words: Word[], found: number[], offset = 1) => {
  const last = found[found.length - 1];
  const word = words[last + offset];
  return word && word.clause === words[last].clause ? word.text : "";
};
export const before = (words: Word[], found: number[], offset = 1) => {
  const word = words[found[0] - offset];
  return word && word.clause === words[found[0]].clause ? word.text : "";
};
/** The indices of the other words in the clause of word `at`, nearest first, up to `reach` away. */
export function around(words: Word[], at: number, reach: number): number[] {
  const near: number[] = [];
  for (let d = 1; d <= reach; d++) {
    for (const i of [at - d, at + d]) if (words[i]?.clause === words[at].clause) near.push(i);
  }
  return near;
}
export /** Whether one of the words is in the clause of word `at`, near it. */
const clauseHas = (words: Word[], at: number, list: Set<string>, reach = 8) =>
  around(words, at, reach).some((i) => list.has(words[i].text));
/** A rule that starts at one of the listed words. */
export const anchored = (list: Set<string>, find: (words: Word[], at: number) => number[] | null): Find =>
  Object.assign((words: Word[], at: number) => (among(list, words[at]) ? find(words, at) : null), { first: list });
