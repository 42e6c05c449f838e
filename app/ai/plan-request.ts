// The request of a plan on screen, for a conversation that goes on from it: everything it was asked with
// (place, day, time and start time, vibe, budget, length, getting around, occasions, wishes), so "make it
// cheaper" keeps the anniversary and "now in Munich" keeps the day; "tomorrow" in the chat moves it.
import type { PlanView } from "~/wire/plans";
import { PlanRequestSchema, type RequestPatch } from "~/planning/request";
import { requestFieldsOf } from "~/planning/request-options";

export function requestOfPlan(plan: PlanView): RequestPatch {
  const parsed = PlanRequestSchema.safeParse(requestFieldsOf(plan));
  if (!parsed.success) return { location: plan.location };
  const { fingerprint: _fingerprint, ...request } = parsed.data;
  // Only what the plan has: an absent field must not blank one the conversation holds when merged.
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as RequestPatch;
}
