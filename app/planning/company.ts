// Who is coming, as the plan's texts see it: a tip for families or about wine is not for everyone.
import { readWishes } from "./wishes";
import type { PlanRequest } from "./request";
import type { Company } from "./tips";

export function companyOf(
  request: Pick<PlanRequest, "withKids" | "specialRequests" | "preferences"> &
    Partial<Pick<PlanRequest, "specialOccasions">>,
): Company {
  const wishes = readWishes(request.specialRequests);
  const noAlcohol = wishes.unwanted.some((w) => w.id === "alcohol");
  const meatFree = wishes.wanted.some((w) => w.id === "vegan" || w.id === "vegetarian");
  const occasions = request.specialOccasions ?? [];
  const birthday = occasions.includes("birthday");
  const occasion = occasions.includes("anniversary") ? "anniversary" : birthday ? "birthday" : undefined;
  const vegan = wishes.wanted.some((w) => w.id === "vegan");
  return { kids: request.withKids, noAlcohol, birthday, occasion, meatFree, vegan };
}
