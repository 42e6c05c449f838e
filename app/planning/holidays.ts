// The holidays and observances of a country's (or region's) year from `date-holidays`, with their English
// and German names: read once per country, region and year (the years plans ask about, capped all the same:
// utils/lru.ts). What is open on a special day (special-days.ts) and the days the chat knows by name
// ("Ostermontag", "am zweiten Advent": app/understanding/named-day.ts) both read them.
import Holidays from "date-holidays";
import { Lru } from "~/utils/lru";

export type Holiday = {
  /** The library's local start, "YYYY-MM-DD HH:MM:SS" (a German bank holiday from 14:00 says so). */
  start: string;
  /** YYYY-MM-DD. */
  date: string;
  /** public, bank, school, optional or observance. */
  type: string;
  name: { en: string; de: string };
};

type Raw = { date: string; type: string; name: string };
const years = new Lru<string, readonly Holiday[]>(200);

/** The year's days in date order; none for a country the library does not know. */
export function holidaysOf(country: string, region: string | undefined, year: number): readonly Holiday[] {
  return years.remember(`${country}|${region ?? ""}|${year}`, () => {
    try {
      const calendar = new Holidays(country, region ?? "");
      const day = (h: Raw) => `${h.date.slice(0, 10)}|${h.type}`;
      const german = new Map((calendar.getHolidays(year, "de") as Raw[]).map((h) => [day(h), h.name]));
      return (calendar.getHolidays(year, "en") as Raw[]).map((h) => ({
        start: h.date,
        date: h.date.slice(0, 10),
        type: h.type,
        name: { en: h.name, de: german.get(day(h)) ?? h.name },
      }));
    } catch {
      return [];
    }
  });
}
