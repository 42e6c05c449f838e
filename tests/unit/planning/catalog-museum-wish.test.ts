// A wish for a museum goes to the museum a local means (docs/plan-quality.md, request 12): in Hamburg the
// Internationales Maritimes Museum, not the Cap San Diego, a cargo ship you walk round as a sight.
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";

describe("a museum wish on a Hamburg Saturday", () => {
  it("lunches first, then spends its museum time in the Maritime Museum", async () => {
    const request = PlanRequestSchema.parse({
      location: "Hamburg",
      timeSlot: "afternoon",
      duration: 5,
      vibe: "adventure",
      specialRequests: "museum",
      plannedDate: "2026-12-12",
    });
    const plan = await createPlan({
      request,
      now: new Date("2026-11-27T12:00:00Z"),
      seed: 7,
      source: new CatalogSource(),
    });
    const names = plan.activities.map((a) => a.name);
    expect(names).toContain("Internationales Maritimes Museum");
    expect(names).not.toContain("Museumsschiff Cap San Diego");
    expect(plan.activities[0].meal).toBe("lunch");
  });
});
