// The sentence that opens each activity's description: where the stop stands in the plan (first, next,
// last) and in the day, and the leg that leads to it, in English and German.
import type { Stop } from "../engine/compose";
import type { PlanLanguage, Transport } from "../request";
import { minuteOfDay } from "../time";
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

/** What part of the day a visit begins in: a plan that starts at 21:00 starts a night out. */
function partOfDayStarting(instant: number, timeZone: string): PartOfDay {
  const m = minuteOfDay(instant, timeZone);
  if (m >= 5 * 60 && m < 12 * 60) return "morning";
  if (m >= 12 * 60 && m < 17 * 60) return "afternoon";
  if (m >= 17 * 60 && m < 21 * 60) return "evening";
  return "night";
}

/** What part of the day a plan ends in: "end the day" at five, "end the evening" at nine, "the night" at eleven. */
function partOfDayEnding(instant: number, timeZone: string): PartOfDay {
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
export function opener(stop: Stop, index: number, count: number, language: PlanLanguage, seed: number): string {
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
