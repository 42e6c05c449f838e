// A place named in the wishes ("Mauerpark flea market", "the Tate Modern") is that place: found among
// the plan's candidates by the distinctive words of its name, all of them typed.
import type { Place } from "../places/place";
import { ARTICLES, FILLER, NEGATORS } from "./glue";
import type { Intent } from "./intent";
import { meetsIntent } from "./meets";
import { INTENT_BY_ID, VOCABULARY } from "./vocabulary";
import { fold, tokenize } from "./words";

/** Words that name what a place is, not which one: "Café", "Museum", "Park", a city. */
const GENERIC = new Set([
  ...FILLER,
  ...VOCABULARY.flatMap((i) =>
    [...i.en, ...i.de].flatMap((p) => p.split(/[\s-]+/).map((w) => fold(w.replace("*", "")))),
  ),
  ...["st", "saint", "sankt", "new", "old", "alt", "alte", "neue", "royal", "house", "haus", "hall", "halle", "square"],
  ...["platz", "strasse", "street", "berlin", "berliner", "hamburg", "hamburger", "munich", "muenchen", "muenchner"],
  ...["vienna", "wien", "wiener", "zurich", "zuerich", "zuercher", "london", "paris", "york", "nyc"],
]);

const nameWords = new WeakMap<Place, readonly string[]>();
function distinctive(place: Place): readonly string[] {
  let words = nameWords.get(place);
  if (!words) {
    const all = [place.name, place.nameDe ?? ""].flatMap((n) => tokenize(n).map((t) => t.word));
    words = [...new Set(all.filter((w) => !GENERIC.has(w) && !/^\d+$/.test(w)))];
    // Too little to tell one place from another ("Bar 1", "Café am Markt").
    if (words.join("").length < 4) words = [];
    nameWords.set(place, words);
  }
  return words;
}

/** `words`: every word of the names found, which the text need not report as unread. */
const leads = new WeakMap<Place, string | null>();
/** The first word of a place's name past "The", "Der", when it is distinctive and long enough to tell. */
function lead(place: Place): string | null {
  let word = leads.get(place);
  if (word === undefined) {
    const first = tokenize(place.name).find((t) => !ARTICLES.has(t.word))?.word ?? "";
    word = first.length >= 4 && distinctive(place).includes(first) ? first : null;
    leads.set(place, word);
  }
  return word;
}

export type NamedPlace = { intent: Intent; negated: boolean; words: ReadonlySet<string> };

const found = new WeakMap<readonly Place[], Map<string, NamedPlace | null>>();

/**
 * The place the text names among the candidates, as a wish met only by it, or null. Several places
 * sharing the typed words ("Mauerpark", "Flohmarkt im Mauerpark") narrow to those that also meet the
 * other wishes typed ("flea market"). `wanted`: the ids of the intents read from the same text.
 */
export function namedPlace(text: string, candidates: readonly Place[], wanted: readonly string[]): NamedPlace | null {
  let byText = found.get(candidates);
  if (!byText) found.set(candidates, (byText = new Map()));
  const key = `${text}\u0000${wanted.join(",")}`;
  let named = byText.get(key);
  if (named === undefined) byText.set(key, (named = find(text, candidates, wanted)));
  return named;
}

function find(text: string, candidates: readonly Place[], wanted: readonly string[]): NamedPlace | null {
  const tokens = tokenize(text);
  const typed = new Set(tokens.map((t) => t.word));
  const full = candidates.filter((p) => {
    const words = distinctive(p);
    return words.length > 0 && words.every((w) => typed.has(w));
  });
  // Else a name by its first word, when that word is its own ("the Ritz" for "The Ritz Palm Court").
  let matches = full.length ? full : candidates.filter((p) => lead(p) !== null && typed.has(lead(p)!));
  if (!matches.length) return null;
  const intents = wanted.map((id) => INTENT_BY_ID.get(id)).filter((i): i is Intent => Boolean(i));
  const fitting = matches.filter((p) => intents.some((i) => meetsIntent(i, p)));
  if (fitting.length) matches = fitting;
  // The place with the most of its name typed: "Tate Modern" over a "Modern" bistro.
  const most = Math.max(...matches.map((p) => distinctive(p).length));
  matches = matches.filter((p) => distinctive(p).length === most);
  const names = matches.flatMap((p) => [p.name, p.nameDe ?? ""]);
  const words = new Set(names.flatMap((n) => tokenize(n).map((t) => t.word)));
  const first = tokens.findIndex((t) => distinctive(matches[0]).includes(t.word));
  let before = first - 1;
  while (before >= 0 && ARTICLES.has(tokens[before].word)) before--;
  const place = matches[0];
  return {
    intent: {
      id: `place:${place.sourceId}`,
      en: [],
      de: [],
      places: matches.map((p) => p.sourceId),
      label: { en: place.name, de: place.nameDe ?? place.name },
    },
    negated: before >= 0 && NEGATORS.has(tokens[before].word),
    words,
  };
}
