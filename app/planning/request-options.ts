// The plan request's choices, limits and budget bands: plain data with no zod, so the browser gets
// them without the schema (the form loads the schema itself only when it validates).
import { startTimeOf, TIME_SLOTS, type TimeSlot } from "./start-time";

export { TIME_SLOTS, type TimeSlot };
export const VIBES = ["romantic", "fun", "chill", "adventure"] as const;
export const BUDGETS = ["budget_friendly", "moderate", "upscale", "luxury"] as const;
export const TRANSPORTS = ["walking", "public_transport", "bike", "car"] as const;
export const OCCASIONS = ["first_date", "anniversary", "birthday", "valentines"] as const;
export const PREFERENCES = ["outdoor", "indoor"] as const;
export const PLAN_LANGUAGES = ["en", "de"] as const;

export type Vibe = (typeof VIBES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Transport = (typeof TRANSPORTS)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type Preference = (typeof PREFERENCES)[number];
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

export const SPECIAL_REQUEST_MAX = 20;
export const MIN_DURATION_HOURS = 1;
/** A plan's length when none is asked for. */
export const DEFAULT_DURATION_HOURS = 4;
/** The longest plan any tier allows; the tier's own maximum is enforced by the limits seam. */
export const MAX_DURATION_HOURS = 8;

/** Per-person budget bands in euro; `max: null` is open-ended. */
export const BUDGET_BANDS: Record<Budget, { min: number; max: number | null }> = {
  budget_friendly: { min: 0, max: 50 },
  moderate: { min: 50, max: 100 },
  upscale: { min: 100, max: 200 },
  luxury: { min: 200, max: null },
};

/** The request fields of a saved plan (stored row or API view), to plan it again or change it. */
export function requestFieldsOf(plan: {
  location: string;
  timeSlot: string;
  vibe: string;
  budget: string;
  duration: number;
  transportation: string;
  withKids: boolean | number;
  specialOccasions: unknown;
  preferences: unknown;
  specialRequests: string;
  plannedDate: string;
  language: string;
  /** With these the plan's own start time is asked for again (when it is not its slot's start). */
  startsAt?: Date | string;
  timeZone?: string;
}) {
  return {
    location: plan.location,
    timeSlot: plan.timeSlot,
    startTime:
      plan.startsAt && plan.timeZone
        ? startTimeOf({ ...plan, startsAt: plan.startsAt, timeZone: plan.timeZone })
        : undefined,
    vibe: plan.vibe,
    budget: plan.budget,
    duration: plan.duration,
    transportation: plan.transportation,
    withKids: plan.withKids === true || plan.withKids === 1,
    specialOccasions: plan.specialOccasions,
    preferences: plan.preferences,
    specialRequests: plan.specialRequests,
    plannedDate: plan.plannedDate,
    language: plan.language,
  };
}
