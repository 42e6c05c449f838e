// Plans from the bundled catalog with the day pinned (five days ahead of the plan), checked for broken
// promises and senseless stops: what the planning tests that read whole plans share.
import { expect } from "vitest";
import { planViolations, senseViolations } from "~/planning/invariants";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { addDays } from "~/planning/time";

export const catalog = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
/** Every catalog place by its source id. */
export const byId = new Map(all.map((p) => [p.sourceId, p]));

export async function planChecked(input: PlanRequestInput, seed: number): Promise<PlanDraft> {
  const request = PlanRequestSchema.parse(input);
  const now = new Date(`${addDays(request.plannedDate!, -5)}T08:00:00Z`);
  const draft = await createPlan({ request, now, seed, source: catalog });
  expect(planViolations(draft, (id) => byId.get(id))).toEqual([]);
  expect(senseViolations(draft, (id) => byId.get(id))).toEqual([]);
  return draft;
}
