// Which language a message is in: the person's latest message decides the reply's language.
import type { PlanLanguage } from "~/planning/request-options";
import { u } from "./words";

const GERMAN_HINTS =
  /\b(und|ich|wir|uns|mit|ab|für|fur|heute|morgen|abend|abends|nachmittag|vormittag|uhr|stunden?|zu fuß|günstig|billig|bitte|einen|eine|ein|nochmal|noch einmal|mach|tausche?|lieber|später|früher|romantisch|kindern|draußen|drinnen|geburtstag|jahrestag|öffentlich|fahrrad|auto|unter|nach|im|der|die|das|bist|du|pro|kopf|am|halb|viertel|gegen|so um|bloß|nicht|kein\p{L}*|wir|sind|gehen|was|mal|lass|früh|übermorgen|wochenende|sonntag|samstag|montag|dienstag|mittwoch|donnerstag|freitag|sa|letzte\p{L}*|ersetz\p{L}*|anfangen|lieber|gern|gerne|teurer|eher|zu zweit|stunde|woche|tage?n?|essen|trinken|ohne|feierabend|arbeit|ins|zum|zur|nächste\p{L}*|geht|soll|möchten|wollen|will|hast|kannst|unsere?m?|meine[nmr]?|mein|sohn|tochter|jahre?|wien|viel|weniger|mehr|laufen|zeit|danke|dankeschön|dank|vielen|passt|toll|prima|\p{L}*(?:tag|woch)(?:abend|nachmittag|vormittag|nacht|morgen))\b/gu;
const ENGLISH_HINTS =
  /\b(and|the|with|for|today|tomorrow|tonight|evening|afternoon|morning|hours?|on foot|cheap|please|make|it|swap|again|later|earlier|romantic|kids|outdoors?|indoors?|birthday|anniversary|under|by|bike|car|are|you|in the|some|we|we're|i|i'm|my|our|at|around|on|next|no|not|without|each|head|per|after|work|something|one|last|make|push|move|want|would|like|can|to|of|is|this|that|what|how|weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|day|days|quarter|half|past|o'clock|bucks|pounds|dollars|son|daughter|kids|just|us|me|plan|date|dinner|lunch|drinks|night|near|instead|else|entirely|quieter|cheaper|shorter|longer)\b/g;

/** The language a message shows, or null when it shows none ("yes", "Kreuzberg", "20:00"). */
export function languageShown(text: string): PlanLanguage | null {
  const lower = text.toLowerCase();
  const de = (lower.match(u(GERMAN_HINTS)) ?? []).length + (/[äöüß]/.test(lower) ? 2 : 0);
  const en = (lower.match(u(ENGLISH_HINTS)) ?? []).length;
  if (de === en) return null;
  return de > en ? "de" : "en";
}

export function detectLanguage(text: string, fallback: PlanLanguage = "en"): PlanLanguage {
  return languageShown(text) ?? fallback;
}

/**
 * The language a conversation is held in before its newest message: the saved one, else that of the
 * newest earlier message (the person's) that showed one, else the page's.
 */
export function conversationLanguage(
  saved: PlanLanguage | null,
  earlier: readonly string[],
  page: PlanLanguage,
): PlanLanguage {
  if (saved) return saved;
  for (const text of [...earlier].reverse()) {
    const shown = languageShown(text);
    if (shown) return shown;
  }
  return page;
}
