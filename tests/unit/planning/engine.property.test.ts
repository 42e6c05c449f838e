// Property-style: hundreds of random valid requests in every catalog city keep every promise.
import { describe, expect, it } from "vitest";
import { planViolations } from "~/planning/invariants";
import { CATALOG_CITIES, CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan, NoPlacesError, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { sampleRequests } from "~/planning/sample-requests";

const source = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));
const now = new Date("2026-11-22T09:00:00Z");

describe("every plan keeps its promises", () => {
  const requests = sampleRequests(CATALOG_CITIES.length * 60, 11, "2026-11-22");
  const plans: Array<{ plan: PlanDraft; kids: boolean }> = [];

  it(`for ${requests.length} random requests across ${CATALOG_CITIES.length} cities`, async () => {
    let impossible = 0;
    for (const [i, request] of requests.entries()) {
      try {
        const plan = await createPlan({ request, now, seed: i + 1, source });
        expect(
          planViolations(plan, (id) => byId.get(id)),
          `${request.location} #${i}`,
        ).toEqual([]);
        plans.push({ plan, kids: request.withKids });
      } catch (error) {
        if (!(error instanceof NoPlacesError)) throw error;
        impossible++;
      }
    }
    // Only a handful of extreme combinations (1 hour, luxury, on foot at dawn) may find nothing.
    expect(impossible).toBeLessThan(requests.length * 0.02);
  });

  it("are written in the requested language", () => {
    for (const { plan } of plans) {
      const first = plan.activities[0];
      if (plan.request.language === "de") {
        expect(first.time).toMatch(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/);
        expect(first.price).toMatch(/^(Kostenlos|ca\. \d+\s€ pro Person)$/);
      } else {
        expect(first.time).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
        expect(first.price).toMatch(/^(Free|About €\d+ per person)$/);
      }
      expect(first.description).toContain(first.name);
    }
  });

  it("take children only to places that welcome them", () => {
    for (const { plan, kids } of plans.filter((p) => p.kids)) {
      expect(kids).toBe(true);
      for (const a of plan.activities) expect(byId.get(a.sourceId)?.kids, a.name).toBe(true);
    }
  });
});

describe("the engine", () => {
  const request = PlanRequestSchema.parse({ location: "Berlin", plannedDate: "2026-11-23", duration: 5 });

  it("is deterministic for a seed and varies across seeds", async () => {
    const a = await createPlan({ request, now, seed: 7, source });
    const b = await createPlan({ request, now, seed: 7, source });
    expect(b.activities.map((x) => x.sourceId)).toEqual(a.activities.map((x) => x.sourceId));
    const names = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      names.add((await createPlan({ request, now, seed, source })).activities.map((x) => x.sourceId).join());
    }
    expect(names.size).toBeGreaterThan(2);
  });

  it("puts dinner at dinner time in an evening plan", async () => {
    const plan = await createPlan({ request, now, seed: 3, source });
    const dinner = plan.activities.find((a) => a.meal === "dinner");
    expect(dinner, JSON.stringify(plan.activities.map((a) => a.name))).toBeDefined();
    expect(["restaurant", "cafe", "bar"]).toContain(dinner!.category);
  });

  it("avoids the previous plan's places when regenerating", async () => {
    const first = await createPlan({ request, now, seed: 5, source });
    const avoid = new Set(first.activities.map((a) => a.sourceId));
    const second = await createPlan({ request, now, seed: 6, source, avoid });
    const overlap = second.activities.filter((a) => avoid.has(a.sourceId));
    expect(overlap.length).toBeLessThanOrEqual(1);
  });

  it("starts today at the next quarter hour once the slot has begun", async () => {
    const evening = PlanRequestSchema.parse({ location: "Berlin", duration: 2 });
    const late = new Date("2026-11-22T17:07:00Z"); // 18:07 in Berlin, the evening slot began at 17:00
    const plan = await createPlan({ request: evening, now: late, seed: 1, source });
    expect(plan.startsAt).toBe("2026-11-22T17:15:00.000Z");
    expect(plan.plannedDate).toBe("2026-11-22");
  });

  it("reads times in the place's own zone", async () => {
    const ny = PlanRequestSchema.parse({
      location: "New York",
      plannedDate: "2026-11-23",
      timeSlot: "morning",
      duration: 2,
    });
    const plan = await createPlan({ request: ny, now, seed: 1, source });
    expect(plan.timeZone).toBe("America/New_York");
    expect(plan.startsAt).toBe("2026-11-23T13:00:00.000Z"); // 08:00 EST
    expect(plan.activities[0].time).toMatch(/^8:00 AM/);
  });
});
