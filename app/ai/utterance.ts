// Reads one chat message in English or German into plan-request fields and refinement intents, for the
// built-in model. Pure and deterministic: keyword rules, the gazetteer for places, nothing else.
import { resolveLocation } from "~/planning/places/gazetteer";
import {
  BUDGETS,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  type Budget,
  type Occasion,
  type PlanLanguage,
  type RequestPatch,
  type TimeSlot,
} from "~/planning/request";
import { readClock, readShift } from "./utterance-time";
import { detectLanguage, has, NUMBER_WORDS, ORDINALS, u } from "./utterance-words";

export { detectLanguage, readAnswer } from "./utterance-words";

export type Utterance = {
  language: PlanLanguage;
  fields: RequestPatch;
  /** Relative changes to an existing plan. */
  cheaper: boolean;
  pricier: boolean;
  /** "later", "zwei Stunden früher": minutes to move the start by (negative: earlier). */
  shift: number | null;
  /** "shorter", "länger": an hour less or more. */
  shorter: boolean;
  longer: boolean;
  /** "swap the second one": which activity (0-based index, or a word naming it). */
  swap: { index?: number; last?: boolean; word?: string } | null;
  undo: boolean;
  regenerate: boolean;
  /** "are you a person?" */
  asksIdentity: boolean;
};

/** Words that look like places to the gazetteer but are never meant as one here. */
const NOT_PLACES = new Set(["date", "nice", "mitte", "bad", "best", "more", "most", "nochmal", "later"]);
const PLACE_PREPOSITIONS = /\b(?:in|im|nach|around|near|rund um|um die|durch)\s+([^.!?;]+)/gi;

function findLocation(text: string): string | undefined {
  // "Kreuzberg, Berlin" is more than "Kreuzberg", but "Hamburg, mit dem Fahrrad" is only Hamburg: take
  // more words only while they change the place found.
  const tryWords = (words: string[]) => {
    let best: { text: string; label: string } | undefined;
    for (let n = 1; n <= Math.min(4, words.length); n++) {
      const text = words.slice(0, n).join(" ").replace(/[,]+$/, "");
      const lastWord = words[n - 1].replace(/[,]+$/, "");
      if (NOT_PLACES.has(text.toLowerCase()) || /^\d/.test(text) || !/^\p{Lu}/u.test(lastWord)) continue;
      const label = resolveLocation(text)?.label;
      // "Kreuzberg, Berlin" finds what "Kreuzberg" does, but its city belongs to the place too.
      if (label && (label !== best?.label || label.includes(lastWord))) best = { text, label };
    }
    return best?.text;
  };
  for (const match of text.matchAll(PLACE_PREPOSITIONS)) {
    const words = match[1].split(/\s+/).filter(Boolean);
    const found = tryWords(words);
    if (found) return found;
  }
  // "Vienna tomorrow evening": a capitalised word anywhere that names a place.
  const words = text.split(/[\s.!?;]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i])) continue;
    const found = tryWords(words.slice(i));
    if (found) return found;
  }
  // An answer to "Where?" is often just the place.
  const whole = text.trim().replace(/[.!?]+$/, "");
  if (whole.split(/\s+/).length <= 3 && !NOT_PLACES.has(whole.toLowerCase()) && resolveLocation(whole)) return whole;
  return undefined;
}

function bandFor(euros: number): Budget {
  if (euros <= 50) return "budget_friendly";
  if (euros <= 100) return "moderate";
  if (euros <= 200) return "upscale";
  return "luxury";
}

/** What the message asks for; `slot` is the plan's (or the request's) slot, the context for "start at 8". */
export function readUtterance(text: string, fallbackLanguage: PlanLanguage = "en", slot?: TimeSlot): Utterance {
  const said = text.toLowerCase().replace(/\s+/g, " ");
  // "two hours later" moves the start; it does not ask for a two-hour plan.
  const shift = readShift(said);
  const lower = shift ? said.replace(shift.words, " ") : said;
  const language = detectLanguage(text, fallbackLanguage);
  const fields: RequestPatch = {};

  const location = findLocation(text);
  if (location) fields.location = location;

  // German "morgen" is tomorrow, "am Morgen"/"morgens" the morning; "morgen früh" is tomorrow morning.
  const morningWords = /\b(morning|am morgen|morgens|vormittags?|breakfast|frühstück|morgen früh)\b/;
  if (has(lower, /\b(tomorrow|übermorgen)\b/) || has(lower, /(^|[^m] )morgen\b(?! ?s)/)) {
    if (!has(lower, /\bübermorgen\b/) && !has(lower, /\bam morgen\b/)) fields.day = "tomorrow";
  }
  if (has(lower, /\b(today|tonight|heute)\b/)) fields.day = "today";

  const morningHint = has(lower, morningWords) || has(lower, /\b\d{1,2}\s*(am|a\.m\.)/);
  if (has(lower, morningWords)) fields.timeSlot = "morning";
  else if (has(lower, /\b(afternoon|nachmittags?|lunch|mittag)\b/)) fields.timeSlot = "afternoon";
  else if (has(lower, /\b(late night|late-night|night out|nachts?|spät abends|spätabends|midnight|mitternacht)\b/))
    fields.timeSlot = "late_night";
  else if (has(lower, /\b(evening|tonight|abends?|dinner|abendessen)\b/)) fields.timeSlot = "evening";
  const clock = readClock(lower, fields.timeSlot ?? slot, morningHint);
  if (clock) {
    fields.timeSlot = clock.timeSlot;
    if (clock.startTime) fields.startTime = clock.startTime;
  }

  if (has(lower, /\b(romantic|romance|romantisch\w*)\b/)) fields.vibe = "romantic";
  else if (has(lower, /\b(fun|funny|playful|spaß|spass|lustig\w*|witzig\w*)\b/)) fields.vibe = "fun";
  else if (has(lower, /\b(chill|chilled|relax\w*|calm|cosy|cozy|entspann\w*|gemütlich\w*|ruhig\w*)\b/))
    fields.vibe = "chill";
  else if (has(lower, /\b(adventure|adventurous|abenteuer\w*|aufregend\w*|exciting)\b/)) fields.vibe = "adventure";

  const euros =
    u(
      /(?:under|below|max(?:imum)?|up to|at most|less than|unter|bis|höchstens|maximal)\s*(?:€|eur\s*)?\s*(\d{1,4})/,
    ).exec(lower) ?? u(/(?:€\s*(\d{1,4})|(\d{1,4})\s*(?:€|euros?|eur)\b)/).exec(lower);
  const amount = euros ? Number(euros[1] ?? euros[2]) : NaN;
  if (Number.isFinite(amount) && (euros?.[0].includes("€") || /euro|eur\b|€/.test(lower))) {
    fields.budget = bandFor(amount);
  } else if (has(lower, /\b(luxury|luxurious|luxus\w*|splurge)\b/)) fields.budget = "luxury";
  else if (has(lower, /\b(upscale|fancy|fine dining|gehoben\w*|schick\w*|edel)\b/)) fields.budget = "upscale";
  else if (has(lower, /\b(mid-range|moderate|mittel\w*)\b/)) fields.budget = "moderate";
  else if (
    has(lower, /\b(cheap|cheaper|budget|low-cost|inexpensive|günstig\w*|billig\w*|preiswert\w*|kostenlos|free)\b/)
  )
    fields.budget = "budget_friendly";

  for (const hours of lower.matchAll(
    u(/\b(?:(\d{1,2})\s*|([a-zäöü]+)\s+)(?:-\s*)?(?:hours?|hrs?|h|stunden?|std)\b/g),
  )) {
    const count = hours[1] ? Number(hours[1]) : NUMBER_WORDS[hours[2]];
    if (count && count >= MIN_DURATION_HOURS && count <= MAX_DURATION_HOURS) {
      fields.duration = count;
      break;
    }
  }

  if (has(lower, /\b(on foot|walk|walking|stroll|zu fuß|zu fuss|laufen|spazier\w*)\b/))
    fields.transportation = "walking";
  else if (has(lower, /\b(bike|bicycle|cycling|fahrrad|rad|radeln)\b/)) fields.transportation = "bike";
  else if (has(lower, /\b(car|drive|driving|auto)\b/)) fields.transportation = "car";
  else if (has(lower, /\b(public transport|transit|subway|tram|bus|train|öffentlich\w*|öffis|u-bahn|bahn)\b/))
    fields.transportation = "public_transport";

  if (has(lower, /\b(without (the )?kids|no kids|ohne kinder)\b/)) fields.withKids = false;
  else if (has(lower, /\b(kids?|children|child|family|mit kind\w*|familie\w*)\b/)) fields.withKids = true;

  const occasions: Occasion[] = [];
  if (has(lower, /\b(first date|erstes date|ersten date)\b/)) occasions.push("first_date");
  if (has(lower, /\b(anniversary|jahrestag)\b/)) occasions.push("anniversary");
  if (has(lower, /\b(birthday|geburtstag)\b/)) occasions.push("birthday");
  if (has(lower, /\b(valentine'?s?|valentinstag)\b/)) occasions.push("valentines");
  if (occasions.length) fields.specialOccasions = occasions;

  if (has(lower, /\b(outdoors?|outside|open air|draußen|draussen|im freien)\b/)) fields.preferences = ["outdoor"];
  else if (has(lower, /\b(indoors?|inside|drinnen)\b/)) fields.preferences = ["indoor"];

  const special = u(
    /\b(vegetarian|vegan|vegetarisch|gluten-free|glutenfrei|wheelchair|rollstuhl\w*|no alcohol|kein alkohol)\b/,
  ).exec(lower);
  if (special) fields.specialRequests = special[1];

  const swapWord = u(
    /\b(?:swap|replace|change|tausch\w*|ersetz\w*)\s+(?:the|das|den|die)?\s*([a-zäöüß0-9]+)(?:\s+(one|eins|activity|stop|station))?/,
  ).exec(lower);
  let swap: Utterance["swap"] = null;
  if (swapWord) {
    const word = swapWord[1];
    if (word in ORDINALS) swap = { index: ORDINALS[word] };
    else if (/^(last|letzte\w*)$/.test(word)) swap = { last: true };
    else if (/^\d$/.test(word)) swap = { index: Number(word) - 1 };
    else swap = { word };
  }

  return {
    language,
    fields: { ...fields, ...(Object.keys(fields).length ? { language } : {}) },
    cheaper: has(lower, /\b(cheaper|less expensive|lower budget|billiger|günstiger|preiswerter|weniger teuer)\b/),
    pricier: has(lower, /\b(pricier|fancier|more expensive|more upscale|teurer|edler|schicker)\b/),
    shift: shift?.minutes ?? null,
    shorter: has(lower, /\b(shorter|less time|kürzer)\b/),
    longer: has(lower, /\b(longer|more time|länger)\b/),
    swap,
    undo: has(lower, /\b(undo|take (that|it) back|put it back|rückgängig|zurück)\b/),
    regenerate: has(
      lower,
      /\b(again|another (one|plan)|different plan|try again|nochmal|noch einmal|anderen plan|neuer plan)\b/,
    ),
    asksIdentity: has(
      lower,
      /\b(are you (a )?(human|person|real|bot|robot|ai)|bist du (ein )?(mensch|echt|bot|roboter|ki))\b/,
    ),
  };
}

/** The band next to `budget` in the given direction (clamped). */
export function shiftBudget(budget: Budget, step: -1 | 1): Budget {
  const i = BUDGETS.indexOf(budget) + step;
  return BUDGETS[Math.max(0, Math.min(BUDGETS.length - 1, i))];
}
