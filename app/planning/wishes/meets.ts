// Whether a place meets an intent: by its tags, its category, its setting or the meals it serves (or,
// for a named place, by being that place). Never by words in its name, description or tip.
import type { Place } from "../places/place";
import type { Intent } from "./intent";

const answers = new WeakMap<Place, Map<string, boolean>>();

function remembered(place: Place, key: string, decide: () => boolean): boolean {
  let known = answers.get(place);
  if (!known) answers.set(place, (known = new Map()));
  let answer = known.get(key);
  if (answer === undefined) known.set(key, (answer = decide()));
  return answer;
}

/** What the place is: its category, tags, setting, or that it is the named place. */
export function isWhatIntentNames(intent: Intent, place: Place): boolean {
  return remembered(place, intent.id, () => {
    if (intent.places) return intent.places.includes(place.sourceId);
    if (intent.categories?.includes(place.category)) return true;
    if (intent.tags?.some((t) => place.tags?.includes(t))) return true;
    return intent.setting !== undefined && place.setting === intent.setting;
  });
}

/** Does the place meet the intent: what it is, or a meal it serves ("breakfast", "dinner")? */
export function meetsIntent(intent: Intent, place: Place): boolean {
  return isWhatIntentNames(intent, place) || Boolean(intent.meals?.some((m) => place.meals.includes(m)));
}
