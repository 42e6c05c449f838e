// What a wish is about ("jazz", "no museums", "fondue"): what a person writes for it, and what about a
// place meets it. The topics themselves: wish-topics.ts and wish-dishes.ts.
import type { Category, PlaceTag } from "../../places/place";

export type Topic = {
  id: string;
  /** What a person writes (a regular expression over lower-case text, matched on word boundaries). */
  say: string;
  /** Categories that always meet the wish. A category word ("museum", "Kino") has nothing else. */
  categories?: readonly Category[];
  tags?: readonly PlaceTag[];
  setting?: "outdoor";
  /**
   * Words in a place's description that meet the wish in the `textIn` categories: one pattern for both
   * languages, or one per language.
   */
  text?: string | { en: string; de: string };
  textIn?: readonly Category[];
};
