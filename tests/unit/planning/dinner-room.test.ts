// An occasion's evening keeps room for its dinner (engine/visit-length.ts `roomBesideDinner`): a three-hour
// first date is dinner and one more place, not dinner and two 35-minute stops round the Marienplatz.
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";

const source = new CatalogSource();

async function plan(input: PlanRequestInput) {
  const request = PlanRequestSchema.parse(input);
  return createPlan({ request, now: new Date("2026-11-27T12:00:00Z"), seed: 7, source });
}

const minutes = (a: { startsAt: string; endsAt: string }) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

describe("an occasion's evening", () => {
  it("gives a three-hour first date its dinner and one unhurried place more", async () => {
    const p = await plan({
      location: "Munich",
      timeSlot: "evening",
      duration: 3,
      vibe: "romantic",
      specialOccasions: ["first_date"],
      plannedDate: "2026-12-04",
    });
    const summary = p.activities.map((a) => `${a.time} ${a.name}`).join(" → ");
    expect(p.activities, summary).toHaveLength(2);
    expect(
      p.activities.some((a) => a.meal === "dinner"),
      summary,
    ).toBe(true);
    for (const a of p.activities) expect(minutes(a), summary).toBeGreaterThanOrEqual(60);
  });

  // A luxury birthday's four hours are a drink and the tasting menu (2½ h or more), not three stops round a
  // trattoria with a notice that nothing pricier fitted.
  it("gives a four-hour luxury birthday evening a drink or a sight and the tasting menu", async () => {
    const p = await plan({
      location: "Wien",
      timeSlot: "evening",
      duration: 4,
      vibe: "romantic",
      budget: "luxury",
      specialOccasions: ["birthday"],
      plannedDate: "2026-12-03",
      language: "de",
    });
    expect(p.activities).toHaveLength(2);
    expect(minutes(p.activities.find((a) => a.meal === "dinner")!)).toBeGreaterThanOrEqual(150);
  });
});
