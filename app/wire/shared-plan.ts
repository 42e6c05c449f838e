// A plan as its read-only link shows it: the itinerary, nothing of who made it or of what they may do.
import type { PlanView } from "./plans";

export type SharedPlanView = Omit<PlanView, "id" | "isGuestPlan" | "swapUsed">;

export function sharedPlanView({ id: _id, isGuestPlan: _guest, swapUsed: _swaps, ...shown }: PlanView): SharedPlanView {
  return shown;
}
