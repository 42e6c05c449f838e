// The request of a plan on screen, for a conversation that goes on from it: everything it was asked with
// (place, time and start time, vibe, budget, length, getting around, occasions, wishes), so "make it
// cheaper" keeps the anniversary. Not its date: "tomorrow" in the chat moves the plan to another day.
import type { PlanView } from "~/wire/plans";
import { PlanRequestSchema, type RequestPatch } from "~/planning/request";
import { requestFieldsOf } from "~/planning/request-options";

export function requestOfPlan(plan: PlanView): RequestPatch {
  const { plannedDate: _date, ...fields } = requestFieldsOf(plan);
  const parsed = PlanRequestSchema.safeParse(fields);
  if (!parsed.success) return { location: plan.location };
  const { fingerprint: _fingerprint, ...request } = parsed.data;
  // Only what the plan has: an absent field must not blank one the conversation holds when merged.
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as RequestPatch;
}
