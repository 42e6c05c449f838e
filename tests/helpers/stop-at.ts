// A made-up catalog place and a stop at a local clock time, for tests of the words written about a stop.
import type { Stop } from "~/planning/engine/compose";
import type { Meal, Place } from "~/planning/places/place";
import { MINUTE, zonedInstant } from "~/planning/time";
import type { Company } from "~/planning/tips";

export const NOV = "2026-11-24"; // a Tuesday: sunrise 07:44, sunset 16:04 in Berlin

export const place = (overrides: Partial<Place> = {}): Place => ({
  source: "catalog",
  sourceId: "berlin-test-place",
  name: "Klunkerkranich",
  category: "bar",
  lat: 52.4815,
  lng: 13.4318,
  neighbourhood: "Neukölln",
  address: "Karl-Marx-Straße 66, Berlin",
  priceLevel: 2,
  spend: 15,
  openingHours: "24/7",
  vibes: ["chill"],
  kids: false,
  setting: "indoor",
  occasions: [],
  meals: [],
  visitMinutes: 60,
  bookingAdvised: false,
  description: { en: "A rooftop bar on a shopping-centre car park.", de: "Eine Dachbar auf einem Parkdeck." },
  tip: { en: "Order a drink at the bar.", de: "Bestell dir einen Drink an der Bar." },
  country: "DE",
  timeZone: "Europe/Berlin",
  ...overrides,
});

/** A stop at a local clock time on `date` ("23:05"; hours past 24 run into the night). */
export function stopAt(at: string, minutes: number, p: Place = place(), meal: Meal | null = null, date = NOV): Stop {
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(date, 0, 0, p.timeZone).getTime() + (h * 60 + m) * MINUTE;
  return { place: p, start, end: start + minutes * MINUTE, travelMinutes: 10, legMode: "walking", meal };
}

export const ADULTS: Company = { kids: false, noAlcohol: false };
