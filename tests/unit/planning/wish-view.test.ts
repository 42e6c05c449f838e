// A wish for a view is met by a viewpoint first: "Aussicht und Museum" in Paris went to lunch at a
// brasserie whose terrace has a view, and no viewpoint at all.
import { expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";

it("takes a Paris afternoon asking for 'Aussicht und Museum' to a viewpoint and a museum", async () => {
  const request = PlanRequestSchema.parse({
    location: "Paris",
    timeSlot: "afternoon",
    duration: 4,
    vibe: "adventure",
    specialRequests: "Aussicht und Museum",
    plannedDate: "2026-12-13",
    language: "de",
  });
  const plan = await createPlan({
    request,
    now: new Date("2026-12-10T08:00:00Z"),
    seed: 7,
    source: new CatalogSource(),
  });
  const categories = plan.activities.map((a) => a.category);
  expect(categories, plan.activities.map((a) => a.name).join(", ")).toContain("viewpoint");
  expect(categories).toContain("museum");
});
