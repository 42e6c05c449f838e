// The tools' view of the plan request: every field optional, plain enums and numbers (so any model's
// JSON-schema support copes); merged requests are then checked by the one PlanRequestSchema.
import { z } from "zod";
import {
  BUDGETS,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  OCCASIONS,
  PLAN_LANGUAGES,
  PlanRequestSchema,
  PREFERENCES,
  startTimeProblem,
  SPECIAL_REQUEST_MAX,
  TIME_SLOTS,
  TRANSPORTS,
  VIBES,
} from "~/planning/request";
import { CLOCK } from "~/planning/start-time";
import type { RequestPatch } from "~/planning/request";

export const RequestFieldsSchema = z.object({
  location: z.string().trim().min(1).max(200).optional().describe("City or neighbourhood, as the user said it"),
  day: z.enum(["today", "tomorrow"]).optional(),
  plannedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("YYYY-MM-DD in the place's zone, for any other day from today to 14 days ahead"),
  timeSlot: z.enum(TIME_SLOTS).optional(),
  startTime: z
    .string()
    .regex(CLOCK)
    .optional()
    .describe(
      "Local HH:MM inside the slot: morning 08:00–11:30, afternoon 12:00–16:30, evening 17:00–20:30, late_night 21:00–01:30",
    ),
  vibe: z.enum(VIBES).optional(),
  budget: z
    .enum(BUDGETS)
    .optional()
    .describe("Per person: budget_friendly 0–50 €, moderate 50–100, upscale 100–200, luxury 200+"),
  duration: z.number().int().min(MIN_DURATION_HOURS).max(MAX_DURATION_HOURS).optional().describe("Hours"),
  transportation: z.enum(TRANSPORTS).optional(),
  withKids: z.boolean().optional(),
  specialOccasions: z.array(z.enum(OCCASIONS)).optional(),
  preferences: z.array(z.enum(PREFERENCES)).optional(),
  specialRequests: z.string().max(SPECIAL_REQUEST_MAX).optional(),
  language: z.enum(PLAN_LANGUAGES).optional(),
});

/**
 * The request with `changes` applied, checked by the same schema as the form and the API. Another slot
 * without a time of its own starts at the slot's start.
 */
export function mergeRequest(
  current: RequestPatch,
  changes: RequestPatch,
): { ok: true; request: RequestPatch } | { ok: false; message: string } {
  const merged: RequestPatch = {
    ...current,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
  if (changes.timeSlot && changes.timeSlot !== current.timeSlot && !changes.startTime) delete merged.startTime;
  // One day: "tomorrow" replaces a date said before, and a date replaces "today".
  if (changes.day && !changes.plannedDate) delete merged.plannedDate;
  if (changes.plannedDate && !changes.day) delete merged.day;
  const checked = PlanRequestSchema.partial().safeParse(merged);
  if (!checked.success) return { ok: false, message: checked.error.issues.map((i) => i.message).join("; ") };
  const problem = startTimeProblem(merged.timeSlot ?? "evening", merged.startTime);
  if (problem) return { ok: false, message: problem };
  return { ok: true, request: merged };
}
