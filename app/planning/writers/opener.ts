// The sentence that opens each activity's description: where the stop stands in the plan (first, next,
// last) and in the day, and the leg that leads to it, in English and German.
import type { Stop } from "../engine/compose";
import type { PlanLanguage, Transport } from "../request";
import { minuteOfDay } from "../time";
import { hashSeed } from "../engine/random";
import { pick } from "./variant";

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

type PartOfDay = "morning" | "afternoon" | "evening" | "night";
/** How a plan's last stop closes it: `midday` says "last stop" plainly; `day` is an end at dusk. */
type Closing = "morning" | "midday" | "afternoon" | "day" | "evening" | "night";

/** What part of the day a visit begins in: a plan that starts at 21:00 starts a night out. */
function partOfDayStarting(instant: number, timeZone: string): PartOfDay {
  const m = minuteOfDay(instant, timeZone);
  if (m >= 5 * 60 && m < 12 * 60) return "morning";
  if (m >= 12 * 60 && m < 17 * 60) return "afternoon";
  if (m >= 17 * 60 && m < 21 * 60) return "evening";
  return "night";
}

/**
 * How the last stop closes the plan, by when it begins and ends: "finish the morning" before noon, a
 * plain "last stop" from noon to three (a long morning's end is not "the afternoon"), "the afternoon"
 * until half past five,
 * "end the day" at dusk, "the evening" until ten (or eleven, for a stop begun before nine), "the night" after.
 */
export function closingOf(stop: { start: number; end: number }, timeZone: string): Closing {
  const s = minuteOfDay(stop.start, timeZone);
  let e = minuteOfDay(stop.end, timeZone);
  if (e < s) e += 24 * 60;
  // A long dinner that runs past ten still ends the evening; the night is a stop begun late or kept late.
  if (s < 5 * 60 || e > 23 * 60 || (s >= 21 * 60 && e > 22 * 60)) return "night";
  if (s < 12 * 60) return "morning";
  if (s < 15 * 60) return "midday";
  if (e <= 17 * 60 + 30) return "afternoon";
  if (e <= 19 * 60 + 30) return "day";
  return "evening";
}

const FIRST_OF: Record<PlanLanguage, Record<PartOfDay, string>> = {
  en: { morning: "morning", afternoon: "afternoon", evening: "evening", night: "night" },
  de: { morning: "Dein Vormittag", afternoon: "Dein Nachmittag", evening: "Dein Abend", night: "Deine Nacht" },
};

/** A plan of one stop spends its whole part of the day there: no "first stop" of one. */
const WHOLE_OF: Record<PlanLanguage, Record<PartOfDay, string>> = {
  en: { morning: "morning", afternoon: "afternoon", evening: "evening", night: "night" },
  de: {
    morning: "Den ganzen Vormittag",
    afternoon: "Den ganzen Nachmittag",
    evening: "Den ganzen Abend",
    night: "Die ganze Nacht",
  },
};

const LAST: Record<
  PlanLanguage,
  Record<Closing, ReadonlyArray<(name: string, trip: string, away: string) => string>>
> = {
  en: {
    morning: [
      (n, _, away) => `Finish the morning at ${n}, ${away}.`,
      (n, trip) => `Round off the morning at ${n} after ${trip}.`,
    ],
    midday: [(n, _, away) => `Last stop: ${n}, ${away}.`, (n, trip) => `Finally, after ${trip}: ${n}.`],
    afternoon: [
      (n, _, away) => `Finish the afternoon at ${n}, ${away}.`,
      (n, trip) => `Round off the afternoon at ${n} after ${trip}.`,
    ],
    day: [(n, _, away) => `End the day at ${n}, ${away}.`, (n, trip) => `Round off the day at ${n} after ${trip}.`],
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
    midday: [(n, trip) => `Letzter Halt, ${trip} weiter: ${n}.`, (n, trip) => `Zum Schluss, nach ${trip}: ${n}.`],
    afternoon: [
      (n, trip) => `Zum Ausklang des Nachmittags, ${trip} weiter: ${n}.`,
      (n, trip) => `Nach ${trip} endet dein Nachmittag hier: ${n}.`,
    ],
    day: [
      (n, trip) => `Zum Ausklang des Tages, ${trip} weiter: ${n}.`,
      (n, trip) => `Nach ${trip} endet dein Tag hier: ${n}.`,
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

/** Ways to lead on to a stop between the first and the last, taken in turn so none repeats in a plan. */
const NEXT: Record<PlanLanguage, ReadonlyArray<(name: string, trip: string, away: string) => string>> = {
  en: [
    (n, trip) => `Then it's ${trip} to ${n}.`,
    (n, trip) => `Next, ${trip} takes you to ${n}.`,
    (n, _, away) => `Head on to ${n}, ${away}.`,
    (n, trip) => `After ${trip}, you reach ${n}.`,
    (n, _, away) => `From there, ${away}: ${n}.`,
  ],
  de: [
    (n, trip) => `Dann, ${trip} weiter: ${n}.`,
    (n, trip) => `Nächster Halt nach ${trip}: ${n}.`,
    (n, trip) => `Weiter geht's, ${trip}: ${n}.`,
    (n, _, away) => `Als Nächstes, ${away} entfernt: ${n}.`,
    (n, trip) => `Von dort ${trip} bis zum nächsten Halt: ${n}.`,
  ],
};

/** A place's name as the plan's language calls it: the German name in a German plan, where it has one. */
export function placeName(place: { name: string; nameDe?: string | null }, language: PlanLanguage): string {
  return language === "de" && place.nameDe ? place.nameDe : place.name;
}

/** The sentence that places a stop in the plan: by its position and by the clock. */
export function opener(stop: Stop, index: number, count: number, language: PlanLanguage, seed: number): string {
  const name = placeName(stop.place, language);
  const key = `${stop.place.sourceId}:${seed}`;
  const { trip, away } = LEG[language][stop.legMode](stop.travelMinutes);
  // "Niederdorf Old Town in Niederdorf" says the neighbourhood twice: a name that holds it needs no "in".
  const area = stop.place.neighbourhood;
  const hood = area && !name.toLowerCase().includes(area.replace(/\s*\(.*\)$/, "").toLowerCase()) ? area : null;
  const zone = stop.place.timeZone;
  if (index === count - 1 && count > 1) {
    return pick(LAST[language][closingOf(stop, zone)], key)(name, trip, away);
  }
  if (index > 0) {
    const next = NEXT[language];
    return next[(hashSeed(`next:${seed}`) + index) % next.length](name, trip, away);
  }
  if (count === 1) {
    const whole = WHOLE_OF[language][partOfDayStarting(stop.start, zone)];
    return language === "de" ? `${whole} bleibst du hier: ${name}.` : `The whole ${whole} is for one place: ${name}.`;
  }
  const part = FIRST_OF[language][partOfDayStarting(stop.start, zone)];
  // German openers name the place without an article, so no declension can go wrong.
  if (language === "de") {
    return pick(
      // "City (Sihlporte)" in brackets of its own would nest them: "Haus Hiltl (City, Sihlporte)".
      [
        `Los geht's: ${name}${hood ? ` (${hood.replace(/\s*\((.*)\)$/, ", $1")})` : ""}.`,
        `Erster Halt: ${name}.`,
        `${part} beginnt hier: ${name}.`,
      ],
      key,
    );
  }
  return pick(
    [`Start at ${name}${hood ? ` in ${hood}` : ""}.`, `Kick off the ${part} at ${name}.`, `First stop: ${name}.`],
    key,
  );
}
