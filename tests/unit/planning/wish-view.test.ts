// A wish for a view is met by a view worth the name: "Aussicht und Museum" in Paris once went to lunch at a
// brasserie whose terrace has a view, and no viewpoint at all. A viewpoint, or a museum over the city
// (which then meets both wishes, local-plans.test.ts), is the view; a restaurant's terrace is not.
import { expect, it } from "vitest";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";

const source = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const catalog = new Map(all.map((p) => [p.sourceId, p]));

it("takes a Paris afternoon asking for 'Aussicht und Museum' to a view that is not a terrace, and a museum", async () => {
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
    source,
  });
  const places = plan.activities.map((a) => catalog.get(a.sourceId)!);
  const names = places.map((p) => p.name).join(", ");
  const view = places.find(
    (p) => p.category === "viewpoint" || (p.category !== "restaurant" && p.tags?.includes("view")),
  );
  expect(view, names).toBeDefined();
  expect(
    places.map((p) => p.category),
    names,
  ).toContain("museum");
});
