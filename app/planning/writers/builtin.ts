// The built-in writer's activity texts in English and German, written from each place's own data (its
// description, tip, hours and the travel leg), never generic filler and never invented reviews. Titles:
// title.ts.
import type { Stop } from "../engine/compose";
import { formatClock, formatTimeRange } from "../format";
import { formatMoney, type Currency } from "../money";
import { openIntervals } from "../hours";
import { isUsualHours } from "../usual-hours";
import type { Category, Meal, Place } from "../places/place";
import type { PlanLanguage } from "../request";
import { localDate, MINUTE, minuteOfDay } from "../time";
import { placeTip, type Company } from "../tips";
import { stopSpend } from "../stop-spend";
import { bookingTip } from "./booking";
import { opener } from "./opener";

export type ActivityText = {
  emoji: string;
  time: string;
  description: string;
  price: string;
  experienceTip: string | null;
  bookingTip: string | null;
  notes: string[];
};

const CATEGORY_EMOJI: Record<Category, string> = {
  restaurant: "🍽️",
  cafe: "☕",
  bar: "🍸",
  park: "🌳",
  garden: "🌷",
  viewpoint: "🌇",
  museum: "🏛️",
  gallery: "🖼️",
  cinema: "🎬",
  theatre: "🎭",
  live_music: "🎷",
  activity: "🎯",
  spa: "🧖",
  market: "🧺",
  landmark: "📍",
  dessert: "🍨",
  club: "🪩",
};

/** A wine tavern is no cocktail bar, nor a pub: the glass says which. */
function emojiOf(p: Place): string {
  if (p.category !== "bar") return CATEGORY_EMOJI[p.category];
  if (p.tags?.includes("wine") && !p.tags.includes("cocktails")) return "🍷";
  if (p.tags?.includes("pub") || p.tags?.includes("beer-garden")) return "🍺";
  return CATEGORY_EMOJI.bar;
}

function priceText(spend: number, currency: Currency, language: PlanLanguage): string {
  if (spend === 0) return language === "de" ? "Kostenlos" : "Free";
  const amount = formatMoney(spend, currency, language);
  return language === "de" ? `ca. ${amount} pro Person` : `About ${amount} per person`;
}

const CLOSES_SOON = 30 * MINUTE;
/** Within the hour after a meal, nobody orders another dish; nor within half an hour before one. */
const AFTER_MEAL = 60 * MINUTE;
const BEFORE_MEAL = 30 * MINUTE;

const CLUB_NIGHT_NOTE: Record<PlanLanguage, string> = {
  en: "The night goes on here – stay as long as you like.",
  de: "Hier geht die Nacht weiter – bleib, solange du magst.",
};

const OUTDOOR_NOTE: Record<PlanLanguage, { winter: string; any: string }> = {
  en: { winter: "Outdoors in winter – wrap up warm.", any: "Outdoors – dress for the weather." },
  de: { winter: "Draußen im Winter – zieh dich warm an.", any: "Draußen – zieh dich passend zum Wetter an." },
};

/** December to February in the north (June to August in the south): outdoors means cold. */
function inWinter(stop: Stop): boolean {
  const month = Number(localDate(new Date(stop.start), stop.place.timeZone).slice(5, 7));
  return stop.place.lat >= 0 ? month === 12 || month <= 2 : month >= 6 && month <= 8;
}

/** Only for a stop that is that meal: the engine sets `meal` when the visit falls in its time. */
const MEAL_NOTE: Record<PlanLanguage, Record<Meal, string>> = {
  en: { breakfast: "Your breakfast stop.", lunch: "Your lunch stop.", dinner: "Your dinner stop." },
  de: { breakfast: "Hier frühstückst du.", lunch: "Hier isst du zu Mittag.", dinner: "Hier isst du zu Abend." },
};

/** Hours unknown, said plainly; or a place that closes soon after the visit. The card shows the day's
 * hours, so a note repeating a closing time far from the visit would only add noise. */
function closingNote(stop: Stop, language: PlanLanguage): string | null {
  const p = stop.place;
  if (!p.openingHours) {
    return language === "de"
      ? "Öffnungszeiten unbekannt – prüf sie am besten vorher."
      : "Opening hours unknown – check before you go.";
  }
  // Guessed from the kind of place: no closing time to quote, only a reason to check.
  if (isUsualHours(p.openingHours)) {
    return language === "de"
      ? "Übliche Öffnungszeiten, nicht bestätigt – prüf sie am besten vorher."
      : "Usual hours, not confirmed – check before you go.";
  }
  const interval = openIntervals(
    { hours: p.openingHours, country: p.country, timeZone: p.timeZone },
    new Date(stop.start),
    new Date(stop.end + 12 * 60 * MINUTE),
  )[0];
  if (!interval || interval.end - stop.end > CLOSES_SOON) return null;
  // Closing at midnight reads "midnight", never "0:00" or "12:00 AM".
  const midnight = minuteOfDay(interval.end, p.timeZone) === 0;
  const at = formatClock(interval.end, language, p.timeZone);
  if (language === "de")
    return `${midnight ? "Um Mitternacht" : `Um ${at} Uhr`} ist dort Schluss – kurz nach deinem Besuch.`;
  return `Closes at ${midnight ? "midnight" : at}, soon after you leave.`;
}

/** What one stop's words are written from: the stop, where it stands in the plan, and the plan's language, seed and company. */
export type StopWriting = {
  stop: Stop;
  index: number;
  count: number;
  language: PlanLanguage;
  seed: number;
  company: Company;
  /** The stop before, if any: a dish tip right after a meal would be a second one. */
  previous?: Stop;
  /** The stop after, if any: nor does a dish tip belong just before one. */
  next?: Stop;
};

export function writeActivity({
  stop,
  index,
  count,
  language,
  seed,
  company,
  previous,
  next,
}: StopWriting): ActivityText {
  const p = stop.place;
  const about = p.description?.[language];
  const notes: string[] = [];
  if (stop.meal) notes.push(MEAL_NOTE[language][stop.meal]);
  const closing = closingNote(stop, language);
  if (closing) notes.push(closing);
  // The plan's end is not the club's: a night there runs on as long as the night does.
  if (p.category === "club" && index === count - 1 && !closing) notes.push(CLUB_NIGHT_NOTE[language]);
  if (p.setting === "outdoor") {
    notes.push(OUTDOOR_NOTE[language][inWinter(stop) ? "winter" : "any"]);
  }
  return {
    emoji: emojiOf(p),
    time: formatTimeRange(stop.start, stop.end, language, p.timeZone),
    description: [opener(stop, index, count, language, seed), about].filter(Boolean).join(" "),
    price: priceText(stopSpend(p, stop.meal).local, p.currency ?? "EUR", language),
    // Only a tip that holds at this visit: no "come at sunset" at 23:05, no "in summer" in November.
    experienceTip: placeTip(
      p,
      language,
      {
        start: stop.start,
        end: stop.end,
        timeZone: p.timeZone,
        lat: p.lat,
        lng: p.lng,
        meal: stop.meal,
        // A market's stalls are there to taste, even after lunch; but no fondue at the Christmas market
        // a quarter of an hour before dinner.
        afterMeal: p.category !== "market" && !!previous?.meal && stop.start - previous.end <= AFTER_MEAL,
        beforeMeal: !!next?.meal && next.start - stop.end <= BEFORE_MEAL,
      },
      company,
    ),
    bookingTip: bookingTip(stop, language, company.occasion, index),
    notes,
  };
}
