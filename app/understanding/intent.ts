// What a message is for: a new plan, a change to the plan on screen (refine, swap a stop, undo, another
// plan altogether), a question about Amble, something Amble does not do, or harm it will not help with.
import { has } from "./words";

export const INTENTS = [
  "new-plan",
  "refine",
  "swap",
  "undo",
  "regenerate",
  "question",
  "off-topic",
  "harmful",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Words of going out: a message with these is about an outing even when no field was understood. */
const OUTING =
  /\b(go(ing)? out|night out|day out|date|dates|outing|plan|plans|evening|afternoon|morning|something to do|ideas?|trip|ausgehen|ausflug|unternehmen|planen|plan|abend|tag|verabredung|treffen|hi|hello|hey|hallo|servus|moin|guten (tag|abend|morgen)|good (morning|evening))\b/;
/** Topics people ask a chat about that are not outings. */
const ELSEWHERE =
  /\b(weather|forecast|football|soccer|score|poem|joke|homework|essay|recipe|code|coding|python|javascript|stock|stocks|bitcoin|crypto|politics|election|news|translate|capital of|math|calculate|wetter|vorhersage|fußball|fussball|gedicht|witz|hausaufgaben?|aufsatz|rezept|programmier\p{L}*|aktien?|politik|wahl|nachrichten|übersetz\p{L}*|hauptstadt|rechne\p{L}*|president|präsident|who (won|is|was)|wer (hat|ist|war))\b/u;
const WEATHER = /\b(weather|forecast|wetter\p{L}*|vorhersage)\b/gu;
const ABOUT_AMBLE =
  /\b(what can you do|what do you do|how does (this|it|amble) work|how do(es)? (i|this)|help|what is amble|is (it|this|amble) free|was kannst du|was machst du|wie funktioniert|hilfe|was ist amble|kostet (das|amble)|how much (is|does)|wie viel kostet)\b/;

export type IntentClues = {
  hasPlan: boolean;
  /** Fields, wishes or a day or place were understood. */
  understood: boolean;
  /** Something to do or have was asked for (a beer garden, a museum). */
  wished: boolean;
  changes: boolean;
  swap: boolean;
  undo: boolean;
  regenerate: boolean;
  harmful: boolean;
};

export function readIntent(lower: string, clues: IntentClues): Intent {
  if (clues.harmful) return "harmful";
  const outing = has(lower, OUTING);
  // "a beer garden if the weather is good", "schlechtes Wetter, Museum und Kuchen": the weather as the
  // outing's condition, not a question about it.
  const topic = clues.wished ? lower.replace(WEATHER, " ") : lower;
  if (has(topic, ELSEWHERE) && !outing && !(clues.hasPlan && (clues.changes || clues.swap))) return "off-topic";
  if (clues.hasPlan) {
    if (clues.undo) return "undo";
    if (clues.swap) return "swap";
    if (clues.changes) return "refine";
    if (clues.regenerate) return "regenerate";
  }
  if (clues.understood) return "new-plan";
  // Without a plan these still say what the person meant; the chat answers that there is no plan yet.
  if (clues.undo) return "undo";
  if (clues.swap) return "swap";
  if (clues.regenerate) return "regenerate";
  if (clues.changes) return "refine";
  if (has(lower, ABOUT_AMBLE) || /\?\s*$/.test(lower)) return "question";
  if (outing || lower.trim().split(/\s+/).length <= 2) return "new-plan";
  return "off-topic";
}
