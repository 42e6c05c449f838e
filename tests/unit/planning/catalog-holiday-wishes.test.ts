// Wishes on the days most kitchens are shut, planned with the bundled catalog (docs/plan-quality.md,
// request 34): a vegan Christmas Day in Berlin lunches at a falafel bar that is open, not at a brewery; a
// Viennese New Year's Eve that asks for the Silvesterpfad goes to the old town's party, open only that night.
import { describe, expect, it } from "vitest";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";

const source = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));

describe("a vegan Christmas Day in Berlin", () => {
  it("has a vegan lunch and no notice that nothing vegan is open", async () => {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      language: "de",
      timeSlot: "afternoon",
      duration: 4,
      vibe: "chill",
      plannedDate: "2026-12-25",
      specialRequests: "vegan",
    });
    const plan = await createPlan({ request, now: new Date("2026-11-27T12:00:00Z"), seed: 7, source });
    const lunch = plan.activities.find((a) => a.meal === "lunch");
    expect(lunch).toBeDefined();
    expect(byId.get(lunch!.sourceId)?.tags).toContain("vegan");
    expect(plan.notices.map((n) => n.kind)).not.toContain("wish-unavailable");
  });
});

describe("the Silvesterpfad on New Year's Eve in Vienna", () => {
  const silvester = (date: string) =>
    createPlan({
      request: PlanRequestSchema.parse({
        location: "Wien",
        language: "de",
        timeSlot: "late_night",
        duration: 4,
        vibe: "fun",
        plannedDate: date,
        specialRequests: "Silvesterpfad",
      }),
      now: new Date("2026-11-27T12:00:00Z"),
      seed: 7,
      source,
    });

  it("is in the plan on 31 December and nowhere on another night", async () => {
    const ids = (await silvester("2026-12-31")).activities.map((a) => a.sourceId);
    expect(ids).toContain("vienna-silvesterpfad");
    const before = (await silvester("2026-12-30")).activities.map((a) => a.sourceId);
    expect(before).not.toContain("vienna-silvesterpfad");
  });
});
