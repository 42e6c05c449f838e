// Plans of docs/plan-quality.md that a local read and marked down for a fault of the planner's own, each
// planned again with its seed and date pinned (issue #23).
import { describe, expect, it } from "vitest";
import { planViolations, senseViolations } from "~/planning/invariants";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { addDays } from "~/planning/time";

const catalog = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));

async function plan(input: PlanRequestInput, seed = 7): Promise<PlanDraft> {
  const request = PlanRequestSchema.parse(input);
  const now = new Date(`${addDays(request.plannedDate!, -5)}T08:00:00Z`);
  const draft = await createPlan({ request, now, seed, source: catalog });
  expect(planViolations(draft, (id) => byId.get(id))).toEqual([]);
  expect(senseViolations(draft, (id) => byId.get(id))).toEqual([]);
  return draft;
}

const names = (p: PlanDraft) => p.activities.map((a) => `${a.time} ${a.name} (${a.category})`).join(" → ");

describe("plans a local marked down, planned again", () => {
  it("a Schwabing Sunday for two grown-ups is not spent at the children's theatre (plan 10, seed 7)", async () => {
    const p = await plan({
      location: "Schwabing, München",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "chill",
      plannedDate: "2026-12-06",
      language: "de",
    });
    expect(
      p.activities.map((a) => a.sourceId),
      names(p),
    ).not.toContain("munich-schauburg");
  });
});
