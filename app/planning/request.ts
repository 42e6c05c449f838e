// The plan request: one schema shared by the form, the API, the chat and the CLI.
import * as z from "zod";

import {
  BUDGETS,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  DEFAULT_DURATION_HOURS,
  OCCASIONS,
  PLAN_LANGUAGES,
  PREFERENCES,
  SPECIAL_REQUEST_MAX,
  TIME_SLOTS,
  TRANSPORTS,
  VIBES,
  type TimeSlot,
} from "./request-options";
import { CLOCK, startRange, startsInSlot } from "./start-time";

export * from "./request-options";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts lists as arrays, a single value, or comma-separated text (form posts send strings). */
function listOf<T extends readonly [string, ...string[]]>(values: T, aliases: Record<string, T[number]> = {}) {
  return z.preprocess(
    (input) => {
      const raw = input == null || input === "" ? [] : Array.isArray(input) ? input : String(input).split(",");
      return [...new Set(raw.map((v) => (typeof v === "string" ? (aliases[v.trim()] ?? v.trim()) : v)))];
    },
    z.array(z.enum(values)),
  );
}

const booleanish = z.preprocess(
  (v) =>
    v === "true" || v === "on" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v,
  z.boolean(),
);

/** The message for a start time outside its slot, or null when it fits (also checks merged chat requests). */
export function startTimeProblem(slot: TimeSlot, startTime: string | undefined): string | null {
  // A malformed time or slot has its own message.
  if (!TIME_SLOTS.includes(slot) || startTime === undefined || !CLOCK.test(startTime)) return null;
  if (startsInSlot(slot, startTime)) return null;
  const { min, max } = startRange(slot);
  return `Start time must be between ${min} and ${max} for the ${slot.replace("_", " ")} slot`;
}

/**
 * A place picked from the address autocomplete: its id, the text the pick put in the location field (a
 * text edited afterwards is not that place) and where the suggestion said it is. The server plans where
 * the id names, so a made-up or malformed pick only means the text is looked up instead.
 */
export const PickedPlaceSchema = z.object({
  id: z.string().trim().min(1).max(300),
  label: z.string().trim().max(200),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type PickedPlace = z.infer<typeof PickedPlaceSchema>;

export const PlanRequestSchema = z
  .object({
    location: z
      .string({ error: "Please enter a city or neighborhood" })
      .trim()
      .min(1, "Please enter a city or neighborhood")
      .max(200, "That location is too long"),
    place: PickedPlaceSchema.optional().catch(undefined),
    timeSlot: z.preprocess((v) => (v === "night" ? "late_night" : v), z.enum(TIME_SLOTS)).default("evening"),
    /** "HH:MM" local time inside the slot (late night: 21:00–01:30, after midnight on the next day). */
    startTime: z
      .string()
      .trim()
      .refine((v) => v === "" || CLOCK.test(v), "Start time must be HH:MM, e.g. 20:00")
      .optional()
      .transform((v) => v || undefined),
    vibe: z.enum(VIBES).default("romantic"),
    budget: z.enum(BUDGETS).default("moderate"),
    duration: z.coerce
      .number({ error: "Duration must be a number of hours" })
      .int("Duration must be whole hours")
      .min(MIN_DURATION_HOURS, `Duration must be at least ${MIN_DURATION_HOURS} hour`)
      .max(MAX_DURATION_HOURS, `Duration can be at most ${MAX_DURATION_HOURS} hours`)
      .default(DEFAULT_DURATION_HOURS),
    transportation: z.enum(TRANSPORTS).default("public_transport"),
    withKids: booleanish.default(false),
    specialOccasions: listOf(OCCASIONS, { "first date": "first_date" }).default([]),
    preferences: listOf(PREFERENCES).default([]),
    specialRequests: z
      .string()
      .trim()
      .max(SPECIAL_REQUEST_MAX, `Special requests can be at most ${SPECIAL_REQUEST_MAX} characters`)
      .default(""),
    /** YYYY-MM-DD in the place's time zone; defaults to today there. */
    plannedDate: z
      .string()
      .regex(DATE, "plannedDate must be YYYY-MM-DD")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "plannedDate is not a real date")
      .optional(),
    /** The form's date choice; resolved to plannedDate in the place's own zone when plannedDate is absent. */
    day: z.enum(["today", "tomorrow"]).optional(),
    language: z.enum(PLAN_LANGUAGES).default("en"),
    /** Guests only: a coarse device fingerprint. */
    fingerprint: z.string().trim().max(200).optional(),
  })
  .superRefine((request, ctx) => {
    const problem = startTimeProblem(request.timeSlot, request.startTime);
    if (problem) ctx.addIssue({ code: "custom", path: ["startTime"], message: problem });
  });

export type PlanRequestInput = z.input<typeof PlanRequestSchema>;
export type PlanRequest = z.output<typeof PlanRequestSchema>;

/**
 * Some of a request's fields: what a chat has heard so far or a change to apply to it, the form's draft,
 * a plan's request brought back. Whole requests are always checked by PlanRequestSchema.
 */
export type RequestPatch = Partial<Omit<PlanRequest, "fingerprint">>;

export type FieldErrors = Record<string, string[]>;

/** Parses a plan request; on failure returns the spec's 400 body naming each bad field. */
export function parsePlanRequest(
  input: unknown,
): { ok: true; request: PlanRequest } | { ok: false; error: "invalid-request"; message: string; fields: FieldErrors } {
  const result = PlanRequestSchema.safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    (fields[key] ??= []).push(issue.message);
  }
  const names = Object.keys(fields);
  return {
    ok: false,
    error: "invalid-request",
    message: `Please check ${names.join(", ")}: ${Object.values(fields)[0]?.[0] ?? "invalid value"}`,
    fields,
  };
}
