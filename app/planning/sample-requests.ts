// Varied, valid plan requests across the catalog cities: for property tests and the benchmark.
import { seededRandom } from "./engine/random";
import { CATALOG_CITIES } from "./places/catalog";
import {
  BUDGETS,
  OCCASIONS,
  PlanRequestSchema,
  PREFERENCES,
  TIME_SLOTS,
  TRANSPORTS,
  VIBES,
  type PlanRequest,
} from "./request";
import { addDays } from "./time";

/** What people type as a special request, in both languages: wishes, negations, and text that is no wish. */
const SPECIAL_REQUESTS = [
  ...["", "", "", "", "", "", "", "", "", ""],
  ...["sushi", "live music", "rooftop", "Aussicht", "cocktails", "art", "cake", "Jazz", "Fondue", "coffee"],
  ...["no museums", "keine Museen", "ohne Alkohol", "no alcohol", "Kunst", "vegetarisch", "vegan", "dancing"],
  ...["Tanzen", "spa", "Markt", "nature", "kein Kino", "pizza", "Weihnachtsmarkt", "not outdoors", "Kaffee"],
  ...["keine Bars", "without clubs", "Schnitzel", "tapas", "surprise me", "nicht draußen", "Dumplings"],
];

/** Varied requests for dates from tomorrow to `days` days after `today` (a local date). */
export function sampleRequests(count: number, seed: number, today: string, days = 7): PlanRequest[] {
  const rng = seededRandom(seed);
  const choose = <T>(values: readonly T[]) => values[Math.floor(rng() * values.length)];
  const out: PlanRequest[] = [];
  for (let i = 0; i < count; i++) {
    const city = CATALOG_CITIES[i % CATALOG_CITIES.length];
    const hoods = [...new Set(city.places.map((p) => p.neighbourhood))];
    const location =
      rng() < 0.25 ? `${choose(hoods)}, ${city.city.name.en}` : rng() < 0.5 ? city.city.name.de : city.city.name.en;
    out.push(
      PlanRequestSchema.parse({
        location,
        timeSlot: choose(TIME_SLOTS),
        vibe: choose(VIBES),
        budget: choose(BUDGETS),
        duration: 1 + Math.floor(rng() * 8),
        transportation: choose(TRANSPORTS),
        withKids: rng() < 0.2,
        specialOccasions: rng() < 0.3 ? [choose(OCCASIONS)] : [],
        preferences: rng() < 0.3 ? [choose(PREFERENCES)] : [],
        specialRequests: choose(SPECIAL_REQUESTS),
        plannedDate: addDays(today, 1 + Math.floor(rng() * days)),
        language: rng() < 0.5 ? "en" : "de",
      }),
    );
  }
  return out;
}
