// The built-in writer: titles and activity texts in English and German, written from each place's own
// data (its description, tip, hours and the travel leg), never generic filler and never invented reviews.
import type { Stop } from "../engine/compose";
import { hashSeed } from "../engine/random";
import { openIntervals } from "../hours";
import type { Category } from "../places/place";
import type { PlanLanguage, PlanRequest, TimeSlot, Transport, Vibe } from "../request";
import { MINUTE } from "../time";

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

const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(language: PlanLanguage, timeZone: string) {
  const key = `${language}|${timeZone}`;
  let f = clockFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-US", {
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      hourCycle: language === "de" ? "h23" : "h12",
    });
    clockFormats.set(key, f);
  }
  return f;
}

/** "7:00 PM – 8:30 PM" (en) or "19:00–20:30" (de), in the place's zone. */
export function formatTimeRange(start: number, end: number, language: PlanLanguage, timeZone: string): string {
  const f = clockFormat(language, timeZone);
  return language === "de" ? `${f.format(start)}–${f.format(end)}` : `${f.format(start)} – ${f.format(end)}`;
}

export function formatClock(instant: number, language: PlanLanguage, timeZone: string): string {
  return clockFormat(language, timeZone).format(instant);
}

/** Euro per person, formatted per language: "€25" / "25 €". */
const EURO: Record<PlanLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
  de: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
};
export function formatEuro(amount: number, language: PlanLanguage): string {
  return EURO[language].format(amount);
}

export function priceText(spend: number, language: PlanLanguage): string {
  if (spend === 0) return language === "de" ? "Kostenlos" : "Free";
  return language === "de"
    ? `ca. ${formatEuro(spend, "de")} pro Person`
    : `About ${formatEuro(spend, "en")} per person`;
}

const LEG: Record<PlanLanguage, Record<Transport, (min: number) => string>> = {
  en: {
    walking: (m) => `a ${m}-minute walk`,
    bike: (m) => `a ${m}-minute bike ride`,
    public_transport: (m) => `${m} minutes by public transport`,
    car: (m) => `a ${m}-minute drive`,
  },
  de: {
    walking: (m) => `${m} Minuten zu Fuß`,
    bike: (m) => `${m} Minuten mit dem Rad`,
    public_transport: (m) => `${m} Minuten mit den Öffis`,
    car: (m) => `${m} Minuten mit dem Auto`,
  },
};

function opener(stop: Stop, index: number, count: number, language: PlanLanguage, seed: number): string {
  const name = stop.place.name;
  const key = `${stop.place.sourceId}:${seed}`;
  const leg = LEG[language][stop.legMode](stop.travelMinutes);
  const hood = stop.place.neighbourhood;
  // German openers name the place without an article, so no declension can go wrong.
  if (language === "de") {
    if (index === 0) {
      return pick(
        [`Los geht's: ${name}${hood ? ` (${hood})` : ""}.`, `Erster Halt: ${name}.`, `Zum Auftakt: ${name}.`],
        key,
      );
    }
    if (index === count - 1 && count > 1) {
      return pick([`Zum Abschluss, ${leg} weiter: ${name}.`, `Ausklang nach ${leg}: ${name}.`], key);
    }
    return pick(
      [`Dann, ${leg} weiter: ${name}.`, `Nächster Halt nach ${leg}: ${name}.`, `Weiter geht's, ${leg}: ${name}.`],
      key,
    );
  }
  if (index === 0) {
    return pick(
      [`Start at ${name}${hood ? ` in ${hood}` : ""}.`, `Kick things off at ${name}.`, `First stop: ${name}.`],
      key,
    );
  }
  if (index === count - 1 && count > 1) {
    return pick([`Finish at ${name}, ${leg} away.`, `End the day at ${name} after ${leg}.`], key);
  }
  return pick(
    [`Then it's ${leg} to ${name}.`, `Next, ${leg} takes you to ${name}.`, `Head on to ${name}, ${leg} away.`],
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
      restaurant: "Tisch vorher reservieren, gerade zu dieser Uhrzeit.",
      museum: "Zeitfenster-Ticket online kaufen und die Schlange überspringen.",
      theatre: "Karten vorab buchen – die guten Plätze sind schnell weg.",
      cinema: "Plätze vorher online reservieren.",
      live_music: "Programm checken und Tickets vorab sichern.",
      activity: "Termin vorab buchen; spontan klappt es nicht immer.",
      spa: "Vorher reservieren und Badesachen einpacken.",
      default: "Vorher reservieren lohnt sich.",
    },
    walkIn: "Keine Reservierung nötig.",
  },
};

const MEAL_NOTE: Record<PlanLanguage, Record<string, string>> = {
  en: { breakfast: "Your breakfast stop.", lunch: "Your lunch stop.", dinner: "Your dinner stop." },
  de: {
    breakfast: "Hier gibt's Frühstück.",
    lunch: "Hier wird zu Mittag gegessen.",
    dinner: "Hier gibt's Abendessen.",
  },
};

function closingNote(stop: Stop, language: PlanLanguage): string | null {
  const p = stop.place;
  if (!p.openingHours) {
    return language === "de"
      ? "Öffnungszeiten unbekannt – bitte vorher prüfen."
      : "Opening hours unknown – check before you go.";
  }
  const interval = openIntervals(
    { hours: p.openingHours, country: p.country, timeZone: p.timeZone },
    new Date(stop.start),
    new Date(stop.end + 12 * 60 * MINUTE),
  )[0];
  if (!interval || interval.end - stop.end > 6 * 60 * MINUTE) return null;
  const at = formatClock(interval.end, language, p.timeZone);
  return language === "de" ? `Hat an diesem Tag bis ${at} geöffnet.` : `Open until ${at} that day.`;
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
    notes.push(language === "de" ? "Draußen – wetterfeste Kleidung einplanen." : "Outdoors – dress for the weather.");
  }
  const booking = BOOKING[language];
  return {
    emoji: CATEGORY_EMOJI[p.category],
    time: formatTimeRange(stop.start, stop.end, language, p.timeZone),
    description: [opener(stop, index, count, language, seed), about].filter(Boolean).join(" "),
    price: priceText(p.spend, language),
    experienceTip: p.tip?.[language] ?? null,
    bookingTip: p.bookingAdvised ? (booking.booked[p.category] ?? booking.booked.default) : booking.walkIn,
    notes,
  };
}

const SLOT_WORDS: Record<PlanLanguage, Record<TimeSlot, string>> = {
  en: { morning: "morning", afternoon: "afternoon", evening: "evening", late_night: "night out" },
  de: { morning: "Vormittag", afternoon: "Nachmittag", evening: "Abend", late_night: "Nacht" },
};
const VIBE_WORDS: Record<PlanLanguage, Record<Vibe, string>> = {
  en: { romantic: "Romantic", fun: "Fun", chill: "Laid-back", adventure: "Adventurous" },
  de: { romantic: "Romantischer", fun: "Lustiger", chill: "Entspannter", adventure: "Abenteuerlicher" },
};
/** German adjective endings follow the noun's gender: der Vormittag/Nachmittag/Abend, die Nacht. */
const DE_FEMININE: Record<string, string> = {
  Romantischer: "Romantische",
  Lustiger: "Lustige",
  Entspannter: "Entspannte",
  Abenteuerlicher: "Abenteuerliche",
};

export function writeTitle(request: PlanRequest, area: string, language: PlanLanguage, seed: number): string {
  const slot = SLOT_WORDS[language][request.timeSlot];
  const occasion = request.specialOccasions[0];
  if (language === "de") {
    if (occasion === "birthday") return `Geburtstags-${slot} in ${area}`;
    if (occasion === "anniversary" || occasion === "valentines") return `Jahrestag-${slot} in ${area}`;
    if (occasion === "first_date") return `Erstes Date: ${slot} in ${area}`;
    let adjective = VIBE_WORDS.de[request.vibe];
    if (request.timeSlot === "late_night") adjective = DE_FEMININE[adjective];
    return pick([`${adjective} ${slot} in ${area}`, `${area}: ${adjective} ${slot}`], `${seed}:title`);
  }
  if (occasion === "birthday") return `Birthday ${slot} in ${area}`;
  if (occasion === "anniversary") return `Anniversary ${slot} in ${area}`;
  if (occasion === "valentines") return `Valentine's ${slot} in ${area}`;
  if (occasion === "first_date") return `First-date ${slot} in ${area}`;
  const adjective = VIBE_WORDS.en[request.vibe];
  return pick([`${adjective} ${slot} in ${area}`, `A ${adjective.toLowerCase()} ${slot} in ${area}`], `${seed}:title`);
}
