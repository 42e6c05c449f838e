// Which stop of a plan a swap means: "the second one", "the last one", "the museum", "the one after
// dinner" (the stop after the restaurant), "die Bar".
import type { StopTarget } from "./refine";

export type Stop = { id: string; name: string; category: string };

/** Everyday words for a stop's kind. */
const KIND_WORDS: Record<string, string> = {
  dinner: "restaurant",
  lunch: "restaurant",
  breakfast: "cafe",
  brunch: "cafe",
  essen: "restaurant",
  abendessen: "restaurant",
  mittagessen: "restaurant",
  restaurant: "restaurant",
  drinks: "bar",
  drink: "bar",
  cocktails: "bar",
  kneipe: "bar",
  coffee: "cafe",
  kaffee: "cafe",
  café: "cafe",
  dessert: "dessert",
  nachtisch: "dessert",
  eis: "dessert",
  movie: "cinema",
  film: "cinema",
  kino: "cinema",
  show: "theatre",
  theater: "theatre",
  concert: "live_music",
  konzert: "live_music",
  gallery: "gallery",
  galerie: "gallery",
  walk: "park",
  spaziergang: "park",
};

/** The kind of place a word asks for ("a coffee": cafe, "ein Museum": museum), or null. */
export function kindOf(word: string, kinds: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const kind = KIND_WORDS[lower] ?? KIND_WORDS[lower.replace(/(s|e|en|n)$/, "")];
  if (kind) return kind;
  const plain = lower.replace(/(s|en|n)$/, "");
  return kinds.find((k) => k === lower || k === plain || k.replace("_", " ") === lower) ?? null;
}

function indexOfWord(word: string, stops: readonly Stop[]): number {
  const plain = word.toLowerCase().replace(/(s|en|n)$/, "");
  const kind = KIND_WORDS[word.toLowerCase()];
  return stops.findIndex(
    (s) =>
      (kind !== undefined && s.category === kind) ||
      `${s.name} ${s.category}`.toLowerCase().includes(plain.length >= 3 ? plain : word.toLowerCase()),
  );
}

/** The position of the stop a word names ("the museum", "dinner"), or -1. */
export function positionOf(word: string, stops: readonly Stop[]): number {
  return indexOfWord(word, stops);
}

/** The id of the stop meant, or null when none fits. */
export function stopFor(target: StopTarget, stops: readonly Stop[]): string | null {
  if (!stops.length) return null;
  if ("last" in target) return stops.at(-1)!.id;
  if ("index" in target) return stops[target.index]?.id ?? null;
  if ("after" in target) {
    const at = indexOfWord(target.after, stops);
    return at >= 0 ? (stops[at + 1]?.id ?? null) : null;
  }
  if ("before" in target) {
    const at = indexOfWord(target.before, stops);
    return at > 0 ? stops[at - 1].id : null;
  }
  const at = indexOfWord(target.word, stops);
  return at >= 0 ? stops[at].id : null;
}
