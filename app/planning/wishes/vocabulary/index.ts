// The whole vocabulary of wishes, one table split by theme. A phrase that appears in two intents belongs
// to the first; tests/unit/planning/wishes-vocabulary.test.ts keeps every phrase reading as its own.
import type { Intent } from "../intent";
import { DRINKS } from "./drinks";
import { FOOD } from "./food";
import { GOING_OUT } from "./going-out";
import { MOODS } from "./moods";
import { SIGHTS } from "./sights";
import { SWEETS_AND_MEALS } from "./sweets-and-meals";
import { THINGS_TO_DO } from "./things-to-do";

export const VOCABULARY: readonly Intent[] = [
  ...FOOD,
  ...SWEETS_AND_MEALS,
  ...DRINKS,
  ...GOING_OUT,
  ...THINGS_TO_DO,
  ...SIGHTS,
  ...MOODS,
];

export const INTENT_BY_ID: ReadonlyMap<string, Intent> = new Map(VOCABULARY.map((i) => [i.id, i]));

/** Phrases that say "not this" on their own: "alcohol-free", "sober", "indoors". */
export const NEGATIVE_PHRASES: ReadonlyArray<{ intent: string; en: string; de: string }> = [
  {
    intent: "alcohol",
    en: "alcohol free|alcohol-free|zero alcohol|no-alcohol|non alcoholic|non-alcoholic|nonalcoholic|sober|teetotal|dry|on the wagon|not drinking|no drinking",
    de: "alkoholfrei*|null alkohol|nuechtern|abstinent|trocken|ohne alk",
  },
  {
    intent: "touristy",
    en: "off the beaten track|off the beaten path|hidden gems|hidden gem|like a local|where locals go|local favourites|local favorites|no tourist traps|not touristy|untouristy",
    de: "geheimtipp*|untouristisch|abseits der touristenpfade|wie ein einheimischer|wie die einheimischen|wo einheimische hingehen|keine touristenfallen|nicht touristisch",
  },
  {
    intent: "outdoor",
    en: "indoors|indoor|inside|under a roof|undercover",
    de: "drinnen|unter dach|ueberdacht*|indoor",
  },
];
