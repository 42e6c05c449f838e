// Plans from the bundled catalog with the day pinned (five days ahead of the plan), checked for broken
// promises and senseless stops: what the planning tests that read whole plans share.
import { expect } from "vitest";
import { planViolations, senseViolations } from "~/planning/invariants";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import type { Place, PlaceSource } from "~/planning/places/place";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { addDays } from "~/planning/time";

export const catalog = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
/** Every catalog place by its source id. */
export const byId = new Map(all.map((p) => [p.sourceId, p]));

/** `source` and `extra`: a test's own places added to the catalog's, checked like them. */
export async function planChecked(
  input: PlanRequestInput,
  seed: number,
  source: PlaceSource = catalog,
  extra: ReadonlyMap<string, Place> = new Map(),
): Promise<PlanDraft> {
  const request = PlanRequestSchema.parse(input);
  const now = new Date(`${addDays(request.plannedDate!, -5)}T08:00:00Z`);
  const draft = await createPlan({ request, now, seed, source });
  const lookup = (id: string) => byId.get(id) ?? extra.get(id);
  expect(planViolations(draft, lookup)).toEqual([]);
  expect(senseViolations(draft, lookup)).toEqual([]);
  return draft;
}

/** A plan in one line, for a failing test's message: "7:00 PM – 8:30 PM Ippudo (restaurant) → …". */
export const names = (p: PlanDraft) => p.activities.map((a) => `${a.time} ${a.name} (${a.category})`).join(" → ");
