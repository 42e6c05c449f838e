// Who is coming, as the plan's texts see it: a tip for families or about wine is not for everyone.
import { readWishes } from "./engine/rules/wish-parse";
import type { PlanRequest } from "./request";
import type { Company } from "./tips";

export function companyOf(request: Pick<PlanRequest, "withKids" | "specialRequests" | "preferences">): Company {
  const { wishes } = readWishes(request.specialRequests, request.preferences);
  return { kids: request.withKids, noAlcohol: wishes.some((w) => w.topic.id === "alcohol" && w.negated) };
}
