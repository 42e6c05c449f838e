// The engine's wishes for one request: the typed wishes read from its special requests (app/planning/
// wishes), a place it names among the candidates, and the indoor/outdoor preference as a soft wish.
import type { Place } from "../../places/place";
import type { Preference } from "../../request";
import { INTENT_BY_ID, readWishes, type Intent } from "../../wishes";
import { namedPlace } from "../../wishes/named";
import { tokenize } from "../../wishes/words";
import { FILLER } from "../../wishes/glue";

/** `soft`: a preference (indoor/outdoor) that steers the plan but never rules a place out. */
export type Wish = { intent: Intent; negated: boolean; said: string; soft?: boolean };

export type EngineWishes = {
  wishes: Wish[];
  /** What was typed that reads as no wish, for an honest word in the plan; else null. */
  unread: string | null;
};

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
  const named =
    unknown.length && candidates.length
      ? namedPlace(
          text,
          candidates,
          read.wanted.map((w) => w.id),
        )
      : null;
  if (named) {
    wishes.push({ intent: named.intent, negated: named.negated, said: named.intent.label!.en });
    // What named the place is no longer unread.
    unknown = unknown.filter((u) => !tokenize(u).every((t) => named.words.has(t.word) || FILLER.has(t.word)));
  }
  if (preferences.length === 1) {
    const outdoor = INTENT_BY_ID.get("outdoor")!;
    if (!wishes.some((w) => w.intent === outdoor))
      wishes.push({ intent: outdoor, negated: preferences[0] === "indoor", said: preferences[0], soft: true });
  }
  return { wishes, unread: unknown.length ? unknown.join(", ") : null };
}
