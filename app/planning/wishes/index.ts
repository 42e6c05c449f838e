// Wishes: what people ask of a plan in their own words, read against one vocabulary of everyday intents
// in English and German. Pure: the form, the no-JavaScript form, the chat and the engine all read
// wishes here, so the same words give the same wishes everywhere.
export { readWishes, type ReadWishes, type Wish } from "./read";
export { INTENT_BY_ID, VOCABULARY } from "./vocabulary";
export type { Intent } from "./intent";
