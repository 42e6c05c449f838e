// Where Amble can plan, as the planner page and the address suggestions tell it up front (instead of a
// refusal after submitting): the catalog's cities by name, and whether an online source covers the rest.
import type { Suggestion } from "~/planning/places/suggestions";

export type Coverage = {
  /** The catalog's cities in the reader's language, already joined ("Berlin, Munich … and New York"). */
  cities: string;
  /** The online source that plans anywhere else ("OpenStreetMap", "Google Maps"); null: the catalog only. */
  elsewhere: string | null;
};

/** An address suggestion, marked with whether a plan can start there. */
export type CoveredSuggestion = Suggestion & { plannable: boolean };
