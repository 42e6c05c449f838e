// The shape of a plan a local would send a friend (issue #23): each place once, a window filled with a
// sensible number of stops, dinner unhurried. Planned with the bundled catalog, seeds and dates pinned.
import { describe, expect, it } from "vitest";
import { isWalkThrough } from "~/planning/engine/rules/walk-through";
import { planViolations, senseViolations } from "~/planning/invariants";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";
import { distanceKm } from "~/planning/travel";
import { addDays } from "~/planning/time";

const catalog = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));
const SEEDS = [1, 2, 3, 11];

async function plan(input: PlanRequestInput, seed: number): Promise<PlanDraft> {
  const request = PlanRequestSchema.parse(input);
  const now = new Date(`${addDays(request.plannedDate!, -5)}T08:00:00Z`);
  const draft = await createPlan({ request, now, seed, source: catalog });
  expect(planViolations(draft, (id) => byId.get(id))).toEqual([]);
  expect(senseViolations(draft, (id) => byId.get(id))).toEqual([]);
  return draft;
}

const names = (p: PlanDraft) => p.activities.map((a) => `${a.time} ${a.name}`).join(" → ");
const minutes = (a: PlanDraft["activities"][number]) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

describe("a plan's shape", () => {
  it("a Berlin evening from 17:00 has three stops, never the square beside the restaurant or market on it", async () => {
    for (const plannedDate of ["2026-12-01", "2026-12-02", "2026-12-06", "2026-12-08"]) {
      for (const seed of SEEDS) {
        const p = await plan(
          { location: "Berlin", timeSlot: "evening", duration: 3, startTime: "17:00", plannedDate },
          seed,
        );
        expect(p.activities, names(p)).toHaveLength(3);
        const places = p.activities.map((a) => byId.get(a.sourceId)!);
        places.forEach((place, i) => {
          if (i === 0) return;
          const before = places[i - 1];
          if (isWalkThrough(place) || isWalkThrough(before)) {
            expect(distanceKm(place, before), names(p)).toBeGreaterThan(0.2);
          }
        });
        const dinner = p.activities.find((a) => a.meal === "dinner");
        expect(dinner, names(p)).toBeDefined();
        expect(minutes(dinner!), names(p)).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it("a Kreuzberg Saturday with jazz dines near the dinner hour, not at 17:30 because the jazz pub serves food", async () => {
    for (const seed of [7, 11, 1]) {
      const p = await plan(
        {
          location: "Kreuzberg, Berlin",
          timeSlot: "evening",
          duration: 5,
          specialRequests: "jazz",
          plannedDate: "2026-12-05",
        },
        seed,
      );
      const dinner = p.activities.find((a) => a.meal === "dinner");
      expect(dinner, names(p)).toBeDefined();
      expect(hourIn(dinner!.startsAt), names(p)).toBeGreaterThanOrEqual(18);
    }
  });
});

const hourIn = (iso: string) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Berlin" }).format(
      new Date(iso),
    ),
  );
