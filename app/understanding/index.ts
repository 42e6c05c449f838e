// Amble's one reading of what a person says, in English or German: the plan request it fills (a
// RequestPatch), the wishes (wanted or not) and what the message is for. Pure and deterministic, shared
// by the chat's built-in model, the no-JavaScript chat and the form's special requests. Each field has
// its own small reader in this folder; this file puts them together.
import { harmfulIntent, type HarmKind } from "~/moderation/harmful-intent";
import type { PlanLanguage, RequestPatch, TimeSlot } from "~/planning/request";
import { resolveLocation } from "~/planning/places/gazetteer";
import { currencyOf } from "~/planning/money";
import { addDays, wallClock } from "~/planning/time";
import { readDay, type DayReading } from "./day";
import { readDuration } from "./duration";
import { readIntent, type Intent } from "./intent";
import { detectLanguage } from "./language";
import { readBudget } from "./money";
import { readOccasions, readVibe } from "./occasion";
import { readPeople } from "./people";
import { meansNearMe, readPlace, type PlaceReading } from "./place";
import { readEdit, type EditReading } from "./edit";
import { readRefinement, type RefineReading } from "./refine";
import { readSetting } from "./setting";
import { readShift } from "./shift";
import { readStart } from "./start";
import { readDeparture, startAfterArrival, withoutTravel } from "./travel";
import { readTransport } from "./transport";
import { ownWishes, readTypedWishes, specialRequestsOf, type TypedWish } from "./wishes";
import { has } from "./words";

export { readAnswer } from "./answer";
export { conversationLanguage, detectLanguage, languageShown } from "./language";
export { PLANNING_WINDOW_DAYS, type DayReading } from "./day";
export { questionFor, type Question } from "./question";
export { inTimeFor, requestInTimeFor, shiftedStart } from "./shift";
export { kindOf, positionOf, stopFor, type Stop } from "./stop";
export type { EditReading } from "./edit";
export type { Intent } from "./intent";
export type { TypedWish } from "./wishes";

export type UnderstandContext = {
  /** The conversation's language so far: a message that shows none keeps it. */
  language?: PlanLanguage;
  /** The reference instant ("now"); days are read in the place's own zone. */
  now?: Date;
  /** Where the conversation is so far (the request's location), for the zone and currency. */
  location?: string;
  /** The plan's (or the request's) slot: "start at 8" is read in it. */
  slot?: TimeSlot;
  hasPlan?: boolean;
  /**
   * Where the person is, when they shared their location with this message: the gazetteer's name of the
   * neighbourhood or town there ("Kreuzberg, Berlin"), never the point.
   */
  near?: string | null;
};

export type Understanding = {
  language: PlanLanguage;
  intent: Intent;
  /** The request fields the message fills, with its language when it fills any. */
  patch: RequestPatch;
  wishes: TypedWish[];
  /** The day named, also when it needs a question (two days) or lies outside the window. */
  day: DayReading | null;
  place: PlaceReading | null;
  /** "near me" without a place, and no shared location to read it from. */
  nearMe: boolean;
  /** Minutes to move a plan's start by ("later", "zwei Stunden früher"). */
  shift: number | null;
  /** "HH:MM" of a departure to be done by ("we have a train at 10"): the plan should end in time for it. */
  leaveBy: string | null;
  refine: RefineReading;
  /** A hand edit of the plan on screen ("drop the museum", "move dinner earlier"); only with a plan. */
  edit: EditReading | null;
  kidAges: number[];
  /** The harm a message asks to plan (app/moderation's reading): nothing else of it is acted on. */
  harm: HarmKind | null;
  asksIdentity: boolean;
  /** Only thanks or praise ("perfect, thanks!", "danke, passt"): nothing to change. */
  thanks: boolean;
  /**
   * With a plan on screen, asks whether a stop is open ("is the museum open on tuesday?"): the words that
   * name the stop ("museum on tuesday"; "" for "is it open?"), or null.
   */
  asksHours: string | null;
  /** Today where the plan happens (YYYY-MM-DD), the day the reading started from. */
  today: string;
};

const DEFAULT_ZONE = "Europe/Berlin";
/**
 * "is the museum open on tuesday?", "when does the bar close?", "hat das Café am Sonntag offen?", "wann macht
 * die Bar zu?", "Öffnungszeiten vom Museum": about a stop, not a new day for the plan. Each form captures the
 * words that name the stop.
 */
const HOURS_QUESTIONS: readonly RegExp[] = [
  /\b(?:is|are) (?!there\b|anything\b|something\b|anywhere\b)([^?.!]*?)\b(?:still )?(?:open|closed)\b/u,
  /\b(?:when|what time|how late) (?:does|do|is|are|will) ([^?.!]*?)\b(?:open|close|closing|opening|shut)\b/u,
  /\b(?:opening hours|hours|opening times) (?:of|for|at) ([^?.!]*)/u,
  /\b([^?.!]*?)'s (?:opening )?(?:hours|opening times)\b/u,
  /\b(?:hat|haben|ist|sind) (?:das|die|der|es|sie)\b([^?.!]*?)\b(?:noch )?(?:offen|geöffnet|geschlossen|auf)\b/u,
  /\b(?:bis )?wann (?:macht|machen|öffnet|öffnen|schließt|schließen|hat|haben|ist|sind) ([^?.!]*?)(?:\b(?:zu|auf|offen|geöffnet)\b|[?.!]|$)/u,
  /(?:^|\s)öffnungszeiten (?:vo[mn]|des|der|für|im) ([^?.!]*)/u,
];

export function understand(text: string, context: UnderstandContext = {}): Understanding {
  const said = text.normalize("NFC").toLowerCase().replace(/[’`´]/g, "'").replace(/\s+/g, " ");
  // "two hours later" moves the start; it does not ask for a two-hour plan.
  const shift = readShift(said);
  const lower = withoutTravel(shift ? said.replace(shift.words, " ") : said);
  const language = detectLanguage(text, context.language ?? "en");
  const patch: RequestPatch = {};

  const place = readPlace(text);
  if (place) patch.location = place.text;
  // "Near me" is where the browser says the person is, when they shared it; else a question.
  const nearMe = !place && meansNearMe(lower);
  if (nearMe && context.near) patch.location = context.near;
  const known = place?.resolved ?? resolveLocation(patch.location ?? context.location ?? "") ?? null;

  const wall = wallClock(context.now ?? new Date(), known?.timeZone ?? DEFAULT_ZONE);
  const today = `${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
  const day = readDay(text, lower, { date: today, weekday: wall.weekday });
  if (day?.kind === "date") {
    // "tomorrow" stays tomorrow where the plan happens; "Saturday" is that date.
    if (day.relative && day.date === today) patch.day = "today";
    else if (day.relative && day.date === addDays(today, 1)) patch.day = "tomorrow";
    else patch.plannedDate = day.date;
  }

  const read = readStart(lower, context.slot);
  // "We land at 2pm, what can we do in the evening?": a start after the arrival, in the slot said. (With a
  // plan on screen an arrival is not read: its start may already be later.)
  const arrival = read.startTime || context.hasPlan ? {} : startAfterArrival(said, read.timeSlot ?? context.slot);
  const start = { ...read, ...arrival };
  if (start.timeSlot) patch.timeSlot = start.timeSlot;
  if (start.startTime) patch.startTime = start.startTime;

  const occasions = readOccasions(lower);
  if (occasions.length) patch.specialOccasions = occasions;
  const vibe = readVibe(lower, occasions);
  if (vibe) patch.vibe = vibe;
  const budget = readBudget(lower, currencyOf(known?.country));
  const duration = readDuration(lower);
  if (duration) patch.duration = duration;
  const transportation = readTransport(lower);
  if (transportation) patch.transportation = transportation;
  const people = readPeople(lower);
  if (people.withKids !== undefined) patch.withKids = people.withKids;
  const setting = readSetting(lower);
  if (setting) patch.preferences = setting;
  // A place's name is no wish ("Paris" is not the Paris-themed places).
  const wishes = readTypedWishes(withoutTravel(text)).filter(
    (w) => !place || !place.text.toLowerCase().includes(w.said.toLowerCase()),
  );
  const specialRequests = specialRequestsOf(wishes, text, language);
  if (specialRequests) patch.specialRequests = specialRequests;

  const refine = readRefinement(lower);
  const harm = harmfulIntent(text)?.kind ?? null;
  // Without a plan, "cheaper" and "fancier" describe the budget wanted.
  if (budget && !(context.hasPlan && (refine.cheaper || refine.pricier))) patch.budget = budget;
  if (!context.hasPlan && !patch.budget && refine.cheaper) patch.budget = "budget_friendly";
  if (!context.hasPlan && !patch.budget && refine.pricier) patch.budget = "upscale";

  const filled = Object.keys(patch).length > 0;
  // "Tomorrow morning, our train is at 11": read in the slot the message names.
  const leaveBy = readDeparture(said, patch.timeSlot ?? context.slot);
  const changes =
    filled || refine.cheaper || refine.pricier || refine.shorter || refine.longer || shift !== null || leaveBy !== null;
  const intent = readIntent(lower, {
    hasPlan: Boolean(context.hasPlan),
    understood: filled || day !== null || ownWishes(wishes).length > 0 || nearMe,
    wished: ownWishes(wishes).some((wish) => wish.wanted),
    changes,
    swap: refine.swap !== null,
    undo: refine.undo,
    regenerate: refine.regenerate,
    harmful: harm !== null,
  });

  return {
    language,
    intent,
    patch: filled ? { ...patch, language } : patch,
    wishes,
    day,
    place,
    nearMe: nearMe && !context.near,
    shift: shift?.minutes ?? null,
    leaveBy,
    refine,
    edit: context.hasPlan ? readEdit(said) : null,
    kidAges: people.kidAges,
    harm,
    today,
    asksHours: context.hasPlan ? hoursAsked(lower) : null,
    asksIdentity: has(
      lower,
      /\b(are you (a )?(human|person|real|bot|robot|ai)|bist du (ein )?(mensch|echt|bot|roboter|ki)|who are you|wer bist du)\b/,
    ),
    thanks: onlyThanks(lower),
  };
}

/** Words of thanks and praise, and the small words around them. */
const THANKS = new Set(
  "thanks thank thx ty cheers danke dankeschön dank merci great perfect awesome lovely super perfekt toll klasse nice wonderful wunderbar amazing brilliant love passt prima good gut".split(
    " ",
  ),
);
const AROUND_THANKS = new Set(
  "you so much a lot very ok okay that's thats it is this looks sounds vielen schön sehr das ist sieht aus echt wirklich".split(
    " ",
  ),
);

function onlyThanks(lower: string): boolean {
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  return words.some((w) => THANKS.has(w)) && words.every((w) => THANKS.has(w) || AROUND_THANKS.has(w));
}

function hoursAsked(lower: string): string | null {
  for (const form of HOURS_QUESTIONS) {
    const asked = form.exec(lower);
    if (asked) return (asked[1] ?? "").trim();
  }
  return null;
}
