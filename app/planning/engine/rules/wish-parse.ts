// The engine's wishes for one request: the typed wishes read from its special requests (app/planning/
// wishes), a place it names among the candidates, and the indoor/outdoor preference as a soft wish.
import type { Place } from "../../places/place";
import type { Preference } from "../../request";
import { INTENT_BY_ID, readWishes, type Intent } from "../../wishes";
import { FILLER, NEGATORS } from "../../wishes/glue";
import { namedPlace } from "../../wishes/named";
import { tokenize } from "../../wishes/words";

/** `soft`: a preference (indoor/outdoor) that steers the plan but never rules a place out. */
export type Wish = { intent: Intent; negated: boolean; said: string; soft?: boolean };

export type EngineWishes = {
  wishes: Wish[];
  /** What was typed that reads as no wish, for an honest word in the plan; else null. */
  unread: string | null;
};

const neighbourhoods = new WeakMap<readonly Place[], ReadonlySet<string>>();

/** The words of the candidates' neighbourhoods: "durch Kreuzberg" says where, not what. */
function neighbourhoodWords(candidates: readonly Place[]): ReadonlySet<string> {
  let words = neighbourhoods.get(candidates);
  if (!words) {
    const names = new Set(candidates.map((p) => p.neighbourhood ?? ""));
    words = new Set([...names].flatMap((n) => tokenize(n).map((t) => t.word)));
    neighbourhoods.set(candidates, words);
  }
  return words;
}

export function wishesOf(
  text: string,
  preferences: readonly Preference[] = [],
  candidates: readonly Place[] = [],
): EngineWishes {
  const read = readWishes(text);
  const wishes: Wish[] = [
    ...read.unwanted.map((w) => ({ intent: INTENT_BY_ID.get(w.id)!, negated: true, said: w.said })),
    ...read.wanted.map((w) => ({ intent: INTENT_BY_ID.get(w.id)!, negated: false, said: w.said })),
  ];
  let unknown = read.unknown;
  if (unknown.length && candidates.length) {
    const wanted = read.wanted.map((w) => w.id);
    const named = namedPlace(text, candidates, wanted);
    if (named) wishes.push({ intent: named.intent, negated: named.negated, said: named.intent.label!.en });
    const where = neighbourhoodWords(candidates);
    const isRead = (word: string) =>
      FILLER.has(word) || NEGATORS.has(word) || where.has(word) || Boolean(named?.words.has(word));
    unknown = unknown.filter((u) => !tokenize(u).every((t) => isRead(t.word)));
  }
  if (preferences.length === 1) {
    const outdoor = INTENT_BY_ID.get("outdoor")!;
    if (!wishes.some((w) => w.intent === outdoor))
      wishes.push({ intent: outdoor, negated: preferences[0] === "indoor", said: preferences[0], soft: true });
  }
  return { wishes, unread: unknown.length ? unknown.join(", ") : null };
}
