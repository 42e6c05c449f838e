// Budget: the plan's spend per person stays within its band's maximum and, where it can, comes near
// what the band aims for; each stop costs about its share of what is left.
import { BUDGET_BANDS, type Budget } from "../../request";
import { type Rule, type Visit } from "./types";

/** What a plan aims to spend per person in each band, when the band allows it. */
export const BUDGET_TARGET: Record<Budget, number> = { budget_friendly: 30, moderate: 75, upscale: 150, luxury: 280 };

export const spendOf = (visits: readonly { place: { spend: number } }[]) =>
  visits.reduce((s, v) => s + v.place.spend, 0);

function spentUpTo(visits: readonly Visit[], i: number): number {
  let spent = 0;
  for (let j = 0; j <= i; j++) spent += visits[j].place.spend;
  return spent;
}

export const budget: Rule = {
  name: "budget",
  admits(ctx, place) {
    const max = BUDGET_BANDS[ctx.request.budget].max;
    return max === null || place.spend <= max;
  },
  veto(ctx, visits, i) {
    const max = BUDGET_BANDS[ctx.request.budget].max;
    const spent = spentUpTo(visits, i);
    return max !== null && spent > max ? `spend €${spent} passes the band's €${max} at ${visits[i].place.name}` : null;
  },
  score(ctx, visits, i, remaining) {
    const band = BUDGET_BANDS[ctx.request.budget];
    const aim = Math.min(BUDGET_TARGET[ctx.request.budget], band.max ?? Infinity);
    const perStop = Math.max(0, aim - spentUpTo(visits, i - 1)) / (remaining + 1);
    return -Math.abs(visits[i].place.spend - perStop) / (perStop + 25);
  },
  judge(ctx, visits) {
    return -Math.max(0, BUDGET_BANDS[ctx.request.budget].min - spendOf(visits)) / 3;
  },
  violations(ctx, plan) {
    const max = BUDGET_BANDS[ctx.request.budget].max;
    const spent = spendOf(plan.visits);
    return max !== null && spent > max ? [`spend €${spent} is above the band's €${max}`] : [];
  },
};
