// One everyday intent ("board games", "kein Fisch", "dog friendly"): the words people use for it in
// English and German, and what about a place meets it — its tags, its category, the meals it serves or
// its setting. Never words in a place's name, description or tip, which mention all sorts of things a
// place is not.
import type { Category, Localized, Meal, PlaceTag } from "../places/place";

export type Intent = {
  /** Stable id: the notice label's key in locales/{en,de}/notices.json `topics`. */
  id: string;
  /** Phrases, words separated by spaces; "brettspiel*" matches every word it begins. */
  en: readonly string[];
  de: readonly string[];
  tags?: readonly PlaceTag[];
  categories?: readonly Category[];
  meals?: readonly Meal[];
  setting?: "indoor" | "outdoor";
  /**
   * `dish`: a cuisine or dish, met by the plan's meal when it has one; `diet`: every meal of the plan
   * should keep it (vegan, halal).
   */
  food?: "dish" | "diet";
  /** Local hours (24+ past midnight) when it is at its best: karaoke late, afternoon tea at four. */
  best?: readonly [from: number, to: number];
  /** Only at its best hours: afternoon tea at noon is lunch. */
  strict?: boolean;
  /** A named place: met only by these places (resolved against the plan's candidates). */
  places?: readonly string[];
  /** How a named place is called in the plan's notices. */
  label?: Localized;
};

type Meets = Omit<Intent, "id" | "en" | "de">;

/** An intent from its phrases, each language's phrases separated by "|". */
export function intent(id: string, words: { en: string; de: string }, meets: Meets): Intent {
  const list = (s: string) =>
    s
      .split("|")
      .map((p) => p.trim())
      .filter(Boolean);
  return { id, en: list(words.en), de: list(words.de), ...meets };
}
