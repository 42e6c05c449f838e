// Small hand-made places, visits and rule contexts for the rule tests: one evening in Berlin in late
// November unless a test says otherwise.
import { clockOf, SLOT_START_HOUR, type TimeSlot } from "~/planning/start-time";
import { ruleContext, type RuleContext, type RuleName, type Visit } from "~/planning/engine/rules";
import { planWindow } from "~/planning/engine/window";
import type { Meal, Place } from "~/planning/places/place";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { addDays, MINUTE, zonedInstant } from "~/planning/time";

export const BERLIN = { lat: 52.52, lng: 13.405 };
const ZONE = "Europe/Berlin";

export function place(overrides: Partial<Place> = {}): Place {
  return {
    source: "catalog",
    sourceId: overrides.sourceId ?? `test-${overrides.name ?? overrides.category ?? "place"}`,
    name: "Test place",
    category: "museum",
    ...BERLIN,
    neighbourhood: "Mitte",
    address: "Unter den Linden 1",
    priceLevel: 2,
    spend: 20,
    openingHours: "Mo-Su 00:00-24:00",
    vibes: ["romantic", "fun", "chill", "adventure"],
    kids: true,
    setting: "indoor",
    occasions: [],
    meals: [],
    visitMinutes: 60,
    bookingAdvised: false,
    description: { en: "A place in town.", de: "Ein Ort in der Stadt." },
    tip: null,
    tags: [],
    country: "DE",
    timeZone: ZONE,
    ...overrides,
  };
}

/** The rule context of a request (Berlin, evening of Thursday 26 November 2026 unless overridden). */
export function context(overrides: Partial<PlanRequestInput> = {}, relaxed: RuleName[] = []): RuleContext {
  // Rules are tested from the slot's first minute; when a plan starts best is best-start.test.ts's.
  const slot = (overrides.timeSlot ?? "evening") as TimeSlot;
  const startTime = clockOf(SLOT_START_HOUR[slot] * 60);
  const request = PlanRequestSchema.parse({ location: "Berlin", plannedDate: "2026-11-26", startTime, ...overrides });
  const now = new Date(`${addDays(request.plannedDate!, -3)}T10:00:00Z`);
  const window = planWindow(request, ZONE, now);
  return ruleContext({ request, window, origin: BERLIN, relaxed: new Set(relaxed) });
}

/** An instant on a Berlin wall clock. */
export const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour, minute, ZONE).getTime();

export function visit(p: Place, start: number, minutes: number, meal: Meal | null = null): Visit {
  return { place: p, start, end: start + minutes * MINUTE, meal };
}
