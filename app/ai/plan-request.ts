// The request fields of a plan on screen, for a conversation that goes on from it: its place, time (and
// start time, when it is not the slot's start), vibe, budget, length and way of getting around.
import type { PlanView } from "~/wire/plans";
import { startTimeOf } from "~/planning/start-time";
import type { RequestFields } from "./utterance";

export function requestOfPlan(plan: PlanView): RequestFields {
  return {
    location: plan.location,
    timeSlot: plan.timeSlot as RequestFields["timeSlot"],
    startTime: startTimeOf(plan),
    vibe: plan.vibe as RequestFields["vibe"],
    budget: plan.budget as RequestFields["budget"],
    duration: plan.duration,
    transportation: plan.transportation as RequestFields["transportation"],
    withKids: plan.withKids === 1,
    language: plan.language as RequestFields["language"],
  };
}
