// Property-style: over a thousand random valid requests in every catalog city (every slot, every weekday,
// summer and winter, wishes in both languages, with and without children) keep every promise: feasible
// plans, and every rule of a good outing.
import { beforeAll, describe, expect, it } from "vitest";
import { RULES } from "~/planning/engine/rules";
import { availability } from "~/planning/engine/rules/wish-availability";
import { planRuleContext, planViolations, senseViolations } from "~/planning/invariants";
import { CATALOG_CITIES, CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { createPlan, findCandidates, locate, NoPlacesError, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema, TIME_SLOTS } from "~/planning/request";
import { sampleRequests } from "~/planning/sample-requests";

const source = new CatalogSource();
const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));
const lookup = (id: string) => byId.get(id);

/** Plans may be at most 60 days ahead of "now": one now for the summer, one for the winter. */
const SEASONS = [
  { name: "summer", now: new Date("2026-06-24T09:00:00Z"), today: "2026-06-24", days: 30, seed: 11 },
  { name: "winter", now: new Date("2026-11-18T09:00:00Z"), today: "2026-11-18", days: 40, seed: 12 },
];
const PER_SEASON = CATALOG_CITIES.length * 66;

describe("every plan keeps its promises", () => {
  const plans: PlanDraft[] = [];
  let requested = 0;
  let impossible = 0;

  beforeAll(async () => {
    for (const season of SEASONS) {
      const requests = sampleRequests(PER_SEASON, season.seed, season.today, season.days);
      for (const [i, request] of requests.entries()) {
        requested++;
        try {
          plans.push(await createPlan({ request, now: season.now, seed: i + 1, source }));
        } catch (error) {
          if (!(error instanceof NoPlacesError)) throw error;
          impossible++;
        }
      }
    }
  }, 120_000);

  it(`for ${SEASONS.length * PER_SEASON} random requests across ${CATALOG_CITIES.length} cities, slots, weekdays and seasons`, () => {
    expect(requested).toBeGreaterThanOrEqual(1000);
    // Only a handful of extreme combinations (1 hour, luxury, on foot at dawn) may find nothing.
    expect(impossible).toBeLessThan(requested * 0.02);
    const weekdays = new Set(plans.map((p) => new Date(`${p.plannedDate}T12:00:00Z`).getUTCDay()));
    for (const day of [5, 6, 0, 1]) expect(weekdays).toContain(day);
    expect(new Set(plans.map((p) => p.request.timeSlot))).toEqual(new Set(TIME_SLOTS));
    const months = new Set(plans.map((p) => p.plannedDate.slice(5, 7)));
    for (const month of ["07", "11", "12"]) expect(months).toContain(month);
    expect(new Set(plans.map((p) => p.request.withKids))).toEqual(new Set([true, false]));
    for (const language of ["en", "de"]) {
      expect(plans.filter((p) => p.request.language === language && p.request.specialRequests).length).toBeGreaterThan(
        50,
      );
    }
  });

  it("are feasible: grounded, open, reachable, in budget", () => {
    expect(plans.length).toBeGreaterThan(1000);
    for (const plan of plans) expect(planViolations(plan, lookup), plan.title).toEqual([]);
  });

  // Variety is a preference only: it has nothing a plan could break.
  for (const rule of RULES.filter((r) => r.name !== "variety")) {
    it(`keep the ${rule.name} rule`, () => {
      expect(plans.length).toBeGreaterThan(1000);
      for (const plan of plans) {
        const broken = senseViolations(plan, lookup).filter((v) => v.rule === rule.name);
        expect(broken, `${plan.request.location} ${plan.plannedDate} ${plan.request.timeSlot}`).toEqual([]);
      }
    });
  }

  // Finds each plan's places again, over a thousand plans: given room on two busy cores.
  it("say a wish can't be met only when no place for it is open, and meet nearly all that can be", async () => {
    let unfit = 0;
    let wished = 0;
    for (const plan of plans) {
      const ctx = planRuleContext(plan);
      // The plan's own window: on a holiday the places are as the plan saw them (special-days.ts).
      const near = await findCandidates(source, locate(plan.request), plan.request, ctx.window);
      wished += ctx.wishes.filter((w) => !w.negated).length;
      for (const notice of plan.notices) {
        if (notice.kind === "wish-unfit") unfit++;
        if (notice.kind !== "wish-unavailable") continue;
        const wish = ctx.wishes.find((w) => w.intent.id === notice.wish)!;
        expect(availability(ctx, wish, near).gap, `${plan.request.location}: ${notice.text.en}`).not.toBeNull();
        expect(notice.text.de).not.toBe(notice.text.en);
      }
    }
    expect(wished).toBeGreaterThan(300);
    // The walk-through, variety and dinner-hour rules (27 Nov) leave a few more wishes unfitted: issue #23 note.
    // Since Vienna's Christmas markets open on 8 December (28 Nov), a one-hour anniversary breakfast there with
    // "Markt" is told its market didn't fit rather than that none was open: 30 of 733.
    expect(unfit).toBeLessThan(wished * 0.045);
  }, 60_000);

  it("are written in the requested language", () => {
    expect(plans.length).toBeGreaterThan(1000);
    for (const plan of plans) {
      const first = plan.activities[0];
      if (plan.request.language === "de") {
        expect(first.time).toMatch(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/);
        expect(first.price).toMatch(/^(Kostenlos|ca\. \d+\s(€|£|\$|CHF) pro Person)$/);
      } else {
        expect(first.time).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
        expect(first.price).toMatch(/^(Free|About (€|£|\$|CHF\s)\d+ per person)$/);
      }
      expect(first.description).toContain(first.name);
    }
  });

  it("take children only to places that welcome them", () => {
    const withKids = plans.filter((p) => p.request.withKids);
    expect(withKids.length).toBeGreaterThan(100);
    for (const plan of withKids) {
      for (const a of plan.activities) {
        expect(byId.get(a.sourceId)?.kids, a.name).toBe(true);
        expect(["bar", "club"]).not.toContain(a.category);
      }
    }
  });
});

describe("the engine", () => {
  const now = new Date("2026-11-22T09:00:00Z");
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
    const late = new Date("2026-11-22T18:07:00Z"); // 19:07 in Berlin, past a 2-hour evening's best start (19:00)
    const plan = await createPlan({ request: evening, now: late, seed: 1, source });
    expect(plan.startsAt).toBe("2026-11-22T18:15:00.000Z");
    expect(plan.plannedDate).toBe("2026-11-22");
  });

  it("plans tonight's late night from now when asked after midnight, and ends it out", async () => {
    const night = PlanRequestSchema.parse({ location: "Berlin", timeSlot: "late_night", vibe: "fun", duration: 3 });
    const afterMidnight = new Date("2026-11-28T23:40:00Z"); // 00:40 on Sunday in Berlin: Saturday night goes on
    const plan = await createPlan({ request: night, now: afterMidnight, seed: 1, source });
    expect(plan.plannedDate).toBe("2026-11-28");
    expect(plan.startsAt).toBe("2026-11-28T23:45:00.000Z");
    expect(["bar", "club", "live_music"]).toContain(plan.activities.at(-1)!.category);
    const nextMorning = new Date("2026-11-29T02:30:00Z"); // 03:30: that night is over, tonight is Sunday's
    expect((await createPlan({ request: night, now: nextMorning, seed: 1, source })).plannedDate).toBe("2026-11-29");
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
    expect(plan.startsAt).toBe("2026-11-23T14:30:00.000Z"); // 09:30 EST: a short Monday morning starts after breakfast time
    expect(plan.activities[0].time).toMatch(/^9:30 AM/);
  });
});
