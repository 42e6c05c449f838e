// The built-in writer: titles and activity texts in English and German, written from each place's own
// data (its description, tip, hours and the travel leg), never generic filler and never invented reviews.
import type { Stop } from "../engine/compose";
import { hashSeed } from "../engine/random";
import { openIntervals } from "../hours";
import type { Category, Meal } from "../places/place";
import type { Occasion, PlanLanguage, PlanRequest, TimeSlot, Transport, Vibe } from "../request";
import { MINUTE, minuteOfDay } from "../time";
import { tipForVisit } from "../tips";
import { formatClock, formatEuro, formatTimeRange } from "../format";

export { formatClock, formatEuro, formatTimeRange };

export type ActivityText = {
  emoji: string;
  time: string;
  description: string;
  price: string;
  experienceTip: string | null;
  bookingTip: string | null;
  notes: string[];
};

export const CATEGORY_EMOJI: Record<Category, string> = {
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

const pick = <T>(options: readonly T[], key: string): T => options[hashSeed(key) % options.length];

export function priceText(spend: number, language: PlanLanguage): string {
  if (spend === 0) return language === "de" ? "Kostenlos" : "Free";
  return language === "de"
    ? `ca. ${formatEuro(spend, "de")} pro Person`
    : `About ${formatEuro(spend, "en")} per person`;
}

/** The leg as a noun phrase ("a 10-minute walk") and as a distance ("12 minutes away by public transport"). */
const LEG: Record<PlanLanguage, Record<Transport, (min: number) => { trip: string; away: string }>> = {
  en: {
    walking: (m) => ({ trip: `a ${m}-minute walk`, away: `a ${m}-minute walk away` }),
    bike: (m) => ({ trip: `a ${m}-minute bike ride`, away: `a ${m}-minute bike ride away` }),
    public_transport: (m) => ({
      trip: `${m} minutes by public transport`,
      away: `${m} minutes away by public transport`,
    }),
    car: (m) => ({ trip: `a ${m}-minute drive`, away: `a ${m}-minute drive away` }),
  },
  de: {
    walking: (m) => ({ trip: `${m} Minuten zu Fuß`, away: `${m} Minuten zu Fuß` }),
    bike: (m) => ({ trip: `${m} Minuten mit dem Rad`, away: `${m} Minuten mit dem Rad` }),
    public_transport: (m) => ({ trip: `${m} Minuten mit den Öffis`, away: `${m} Minuten mit den Öffis` }),
    car: (m) => ({ trip: `${m} Minuten mit dem Auto`, away: `${m} Minuten mit dem Auto` }),
  },
};

export type PartOfDay = "morning" | "afternoon" | "evening" | "night";

/** What part of the day a visit begins in: a plan that starts at 21:00 starts a night out. */
export function partOfDayStarting(instant: number, timeZone: string): PartOfDay {
  const m = minuteOfDay(instant, timeZone);
  if (m >= 5 * 60 && m < 12 * 60) return "morning";
  if (m >= 12 * 60 && m < 17 * 60) return "afternoon";
  if (m >= 17 * 60 && m < 21 * 60) return "evening";
  return "night";
}

/** What part of the day a plan ends in: "end the day" at five, "end the evening" at nine, "the night" at eleven. */
export function partOfDayEnding(instant: number, timeZone: string): PartOfDay {
  const m = minuteOfDay(instant, timeZone);
  if (m > 5 * 60 && m <= 12 * 60 + 30) return "morning";
  if (m > 12 * 60 + 30 && m <= 18 * 60) return "afternoon";
  if (m > 18 * 60 && m <= 22 * 60) return "evening";
  return "night";
}

const FIRST_OF: Record<PlanLanguage, Record<PartOfDay, string>> = {
  en: { morning: "morning", afternoon: "afternoon", evening: "evening", night: "night" },
  de: { morning: "Dein Vormittag", afternoon: "Dein Nachmittag", evening: "Dein Abend", night: "Deine Nacht" },
};

const LAST: Record<
  PlanLanguage,
  Record<PartOfDay, ReadonlyArray<(name: string, trip: string, away: string) => string>>
> = {
  en: {
    morning: [
      (n, _, away) => `Finish the morning at ${n}, ${away}.`,
      (n, trip) => `Round off the morning at ${n} after ${trip}.`,
    ],
    afternoon: [
      (n, _, away) => `End the day at ${n}, ${away}.`,
      (n, trip) => `Round off the afternoon at ${n} after ${trip}.`,
    ],
    evening: [
      (n, _, away) => `End the evening at ${n}, ${away}.`,
      (n, trip) => `Round off the evening at ${n} after ${trip}.`,
    ],
    night: [
      (n, _, away) => `End the night at ${n}, ${away}.`,
      (n, trip) => `Last stop of the night, after ${trip}: ${n}.`,
    ],
  },
  de: {
    morning: [
      (n, trip) => `Zum Abschluss des Vormittags, ${trip} weiter: ${n}.`,
      (n, trip) => `Nach ${trip} endet dein Vormittag hier: ${n}.`,
    ],
    afternoon: [
      (n, trip) => `Zum Ausklang des Tages, ${trip} weiter: ${n}.`,
      (n, trip) => `Nach ${trip} endet dein Nachmittag hier: ${n}.`,
    ],
    evening: [
      (n, trip) => `Zum Ausklang des Abends, ${trip} weiter: ${n}.`,
      (n, trip) => `Nach ${trip} endet dein Abend hier: ${n}.`,
    ],
    night: [
      (n, trip) => `Zum Abschluss der Nacht, ${trip} weiter: ${n}.`,
      (n, trip) => `Letzter Halt der Nacht nach ${trip}: ${n}.`,
    ],
  },
};

/** The sentence that places a stop in the plan: by its position and by the clock. */
function opener(stop: Stop, index: number, count: number, language: PlanLanguage, seed: number): string {
  const name = stop.place.name;
  const key = `${stop.place.sourceId}:${seed}`;
  const { trip, away } = LEG[language][stop.legMode](stop.travelMinutes);
  const hood = stop.place.neighbourhood;
  const zone = stop.place.timeZone;
  if (index === count - 1 && count > 1) {
    return pick(LAST[language][partOfDayEnding(stop.end, zone)], key)(name, trip, away);
  }
  const part = FIRST_OF[language][partOfDayStarting(stop.start, zone)];
  // German openers name the place without an article, so no declension can go wrong.
  if (language === "de") {
    if (index === 0) {
      return pick(
        [`Los geht's: ${name}${hood ? ` (${hood})` : ""}.`, `Erster Halt: ${name}.`, `${part} beginnt hier: ${name}.`],
        key,
      );
    }
    return pick(
      [`Dann, ${trip} weiter: ${name}.`, `Nächster Halt nach ${trip}: ${name}.`, `Weiter geht's, ${trip}: ${name}.`],
      key,
    );
  }
  if (index === 0) {
    return pick(
      [`Start at ${name}${hood ? ` in ${hood}` : ""}.`, `Kick off the ${part} at ${name}.`, `First stop: ${name}.`],
      key,
    );
  }
  return pick(
    [`Then it's ${trip} to ${name}.`, `Next, ${trip} takes you to ${name}.`, `Head on to ${name}, ${away}.`],
    key,
  );
}

const BOOKING: Record<
  PlanLanguage,
  { booked: Partial<Record<Category, string>> & { default: string }; walkIn: string }
> = {
  en: {
    booked: {
      restaurant: "Reserve a table ahead, especially for this time of day.",
      museum: "Buy a timed ticket online to skip the queue.",
      theatre: "Book tickets in advance; good seats go early.",
      cinema: "Book seats online beforehand.",
      live_music: "Check the programme and book tickets ahead.",
      activity: "Book a slot ahead; walk-ins are not guaranteed.",
      spa: "Reserve ahead and bring swimwear.",
      default: "Booking ahead is wise.",
    },
    walkIn: "No booking needed.",
  },
  de: {
    booked: {
      restaurant: "Reservier dir vorher einen Tisch, gerade zu dieser Uhrzeit.",
      museum: "Kauf dir online ein Zeitfenster-Ticket, dann sparst du dir die Schlange.",
      theatre: "Buch deine Karten vorab – die guten Plätze sind schnell weg.",
      cinema: "Reservier dir deine Plätze vorher online.",
      live_music: "Schau ins Programm und sichere dir vorab Tickets.",
      activity: "Buch dir vorab einen Termin – spontan klappt es nicht immer.",
      spa: "Reservier vorher und pack Badesachen ein.",
      default: "Reservier am besten vorher.",
    },
    walkIn: "Keine Reservierung nötig.",
  },
};

/** Only for a stop that is that meal: the engine sets `meal` when the visit falls in its time. */
const MEAL_NOTE: Record<PlanLanguage, Record<Meal, string>> = {
  en: { breakfast: "Your breakfast stop.", lunch: "Your lunch stop.", dinner: "Your dinner stop." },
  de: { breakfast: "Hier frühstückst du.", lunch: "Hier isst du zu Mittag.", dinner: "Hier isst du zu Abend." },
};

function closingNote(stop: Stop, language: PlanLanguage): string | null {
  const p = stop.place;
  if (!p.openingHours) {
    return language === "de"
      ? "Öffnungszeiten unbekannt – prüf sie am besten vorher."
      : "Opening hours unknown – check before you go.";
  }
  const interval = openIntervals(
    { hours: p.openingHours, country: p.country, timeZone: p.timeZone },
    new Date(stop.start),
    new Date(stop.end + 12 * 60 * MINUTE),
  )[0];
  if (!interval || interval.end - stop.end > 6 * 60 * MINUTE) return null;
  const closes = minuteOfDay(interval.end, p.timeZone);
  // Closing at midnight reads "midnight", never "0:00" or "12:00 AM"; after it, it is that night.
  const midnight = closes === 0;
  const overnight = closes > 0 && closes < 6 * 60;
  const at = formatClock(interval.end, language, p.timeZone);
  if (language === "de") {
    if (midnight) return "Hat an diesem Tag bis Mitternacht geöffnet.";
    return overnight ? `Hat in dieser Nacht bis ${at} Uhr geöffnet.` : `Hat an diesem Tag bis ${at} Uhr geöffnet.`;
  }
  if (midnight) return "Open until midnight that day.";
  return overnight ? `Open until ${at} that night.` : `Open until ${at} that day.`;
}

export function writeActivity(
  stop: Stop,
  index: number,
  count: number,
  language: PlanLanguage,
  seed: number,
): ActivityText {
  const p = stop.place;
  const about = p.description?.[language];
  const notes: string[] = [];
  if (stop.meal) notes.push(MEAL_NOTE[language][stop.meal]);
  const closing = closingNote(stop, language);
  if (closing) notes.push(closing);
  if (p.setting === "outdoor") {
    notes.push(language === "de" ? "Draußen – zieh dich passend zum Wetter an." : "Outdoors – dress for the weather.");
  }
  const booking = BOOKING[language];
  return {
    emoji: CATEGORY_EMOJI[p.category],
    time: formatTimeRange(stop.start, stop.end, language, p.timeZone),
    description: [opener(stop, index, count, language, seed), about].filter(Boolean).join(" "),
    price: priceText(p.spend, language),
    // Only a tip that holds at this visit: no "come at sunset" at 23:05, no "in summer" in November.
    experienceTip: tipForVisit(p.tip?.[language], p.tipWhen, {
      start: stop.start,
      end: stop.end,
      timeZone: p.timeZone,
      lat: p.lat,
      lng: p.lng,
      meal: stop.meal,
    }),
    bookingTip: p.bookingAdvised ? (booking.booked[p.category] ?? booking.booked.default) : booking.walkIn,
    notes,
  };
}

/** English a/an by the next word's sound: "an adventurous", "a laid-back", "a one-off", "an hour". */
export function withIndefiniteArticle(phrase: string): string {
  const word = phrase.trim().toLowerCase();
  const vowelSound =
    /^(?:[aeio]|u(?!ni|s[eu]|r[aeiou]|t[ei])|hour|honest|honou?r|heir)/.test(word) && !/^(?:one|once|eu)/.test(word);
  return `${vowelSound ? "an" : "a"} ${phrase}`;
}

const EN_SLOT: Record<TimeSlot, string> = {
  morning: "morning",
  afternoon: "afternoon",
  evening: "evening",
  late_night: "night out",
};
const EN_VIBE: Record<Vibe, string> = {
  romantic: "romantic",
  fun: "fun",
  chill: "laid-back",
  adventure: "adventurous",
};
const EN_OCCASION: Record<Occasion, string> = {
  birthday: "birthday",
  anniversary: "anniversary",
  valentines: "Valentine's",
  first_date: "first-date",
};

/** Every German title written out: adjective endings, compounds and word order differ by slot. */
const DE_VIBE_TITLES: Record<Vibe, Record<TimeSlot, readonly [string, string]>> = {
  romantic: {
    morning: ["Romantischer Vormittag in {area}", "Vormittag zu zweit in {area}"],
    afternoon: ["Romantischer Nachmittag in {area}", "Nachmittag zu zweit in {area}"],
    evening: ["Romantischer Abend in {area}", "Abend zu zweit in {area}"],
    late_night: ["Romantische Nacht in {area}", "{area} bei Nacht, zu zweit"],
  },
  fun: {
    morning: ["Munterer Vormittag in {area}", "Vormittag voller Spaß in {area}"],
    afternoon: ["Bunter Nachmittag in {area}", "Nachmittag voller Spaß in {area}"],
    evening: ["Ausgelassener Abend in {area}", "Abend voller Spaß in {area}"],
    late_night: ["Lange Nacht in {area}", "Ausgelassene Nacht in {area}"],
  },
  chill: {
    morning: ["Entspannter Vormittag in {area}", "Gemütlicher Vormittag in {area}"],
    afternoon: ["Entspannter Nachmittag in {area}", "Gemütlicher Nachmittag in {area}"],
    evening: ["Entspannter Abend in {area}", "Gemütlicher Abend in {area}"],
    late_night: ["Entspannter Spätabend in {area}", "Gemütlicher Spätabend in {area}"],
  },
  adventure: {
    morning: ["Abenteuerlicher Vormittag in {area}", "Entdeckertour am Vormittag in {area}"],
    afternoon: ["Abenteuerlicher Nachmittag in {area}", "Entdeckertour am Nachmittag in {area}"],
    evening: ["Abenteuerlicher Abend in {area}", "Entdeckertour am Abend in {area}"],
    late_night: ["Abenteuerliche Nacht in {area}", "Entdeckertour bei Nacht in {area}"],
  },
};
const DE_OCCASION_TITLES: Record<Occasion, Record<TimeSlot, string>> = {
  birthday: {
    morning: "Geburtstagsvormittag in {area}",
    afternoon: "Geburtstagsnachmittag in {area}",
    evening: "Geburtstagsabend in {area}",
    late_night: "Geburtstagsnacht in {area}",
  },
  anniversary: {
    morning: "Jahrestag in {area}: Vormittag zu zweit",
    afternoon: "Jahrestag in {area}: Nachmittag zu zweit",
    evening: "Jahrestag in {area}: Abend zu zweit",
    late_night: "Jahrestag in {area}: bis spät in die Nacht",
  },
  valentines: {
    morning: "Valentinstag in {area}: Vormittag zu zweit",
    afternoon: "Valentinstag in {area}: Nachmittag zu zweit",
    evening: "Valentinsabend in {area}",
    late_night: "Valentinsnacht in {area}",
  },
  first_date: {
    morning: "Erstes Date am Vormittag in {area}",
    afternoon: "Erstes Date am Nachmittag in {area}",
    evening: "Erstes Date am Abend in {area}",
    late_night: "Erstes Date bei Nacht in {area}",
  },
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function writeTitle(request: PlanRequest, area: string, language: PlanLanguage, seed: number): string {
  const occasion = request.specialOccasions[0];
  const key = `${seed}:title`;
  if (language === "de") {
    const template = occasion
      ? DE_OCCASION_TITLES[occasion][request.timeSlot]
      : pick(DE_VIBE_TITLES[request.vibe][request.timeSlot], key);
    return template.replace("{area}", area);
  }
  const words = `${occasion ? EN_OCCASION[occasion] : EN_VIBE[request.vibe]} ${EN_SLOT[request.timeSlot]}`;
  return pick([`${capitalised(words)} in ${area}`, `${capitalised(withIndefiniteArticle(words))} in ${area}`], key);
}
