// The shape of a plan a local would send a friend (issue #23): each place once, a window filled with a
// sensible number of stops, dinner unhurried. Planned with the bundled catalog, seeds and dates pinned.
import { byId, catalog, planChecked } from "../../helpers/catalog-plan";
import { describe, expect, it } from "vitest";
import { isWalkThrough } from "~/planning/engine/rules/walk-through";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { type PlanRequestInput } from "~/planning/request";
import { sampleRequests } from "~/planning/sample-requests";
import { distanceKm } from "~/planning/travel";

const SEEDS = [1, 2, 3, 11];

const plan = planChecked;

const names = (p: PlanDraft) => p.activities.map((a) => `${a.time} ${a.name}`).join(" → ");
const minutes = (a: PlanDraft["activities"][number]) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

const kinds = (p: PlanDraft) => p.notices.map((n) => n.kind);

/** The Kreuzberg Saturday with jazz that two cases read. */
const KREUZBERG_JAZZ: PlanRequestInput = {
  location: "Kreuzberg, Berlin",
  timeSlot: "evening",
  duration: 5,
  specialRequests: "jazz",
  plannedDate: "2026-12-05",
};

describe("a plan's shape", () => {
  const BERLIN_EVENINGS = ["2026-12-01", "2026-12-02", "2026-12-06", "2026-12-08"].flatMap((date) =>
    SEEDS.map((seed) => [date, seed] as const),
  );
  it.each(BERLIN_EVENINGS)(
    "a Berlin evening from 17:00 (%s, seed %i) has three stops, never the square beside the restaurant or market on it",
    async (plannedDate, seed) => {
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
    },
  );

  it.each([7, 11, 1])(
    "a Kreuzberg Saturday with jazz (seed %i) dines near the dinner hour, not at 17:30 because the jazz pub serves food, and its live music waits for the band",
    async (seed) => {
      const p = await plan(KREUZBERG_JAZZ, seed);
      const dinner = p.activities.find((a) => a.meal === "dinner");
      expect(dinner, names(p)).toBeDefined();
      expect(hourIn(dinner!.startsAt), names(p)).toBeGreaterThanOrEqual(18);
      for (const a of p.activities.filter((x) => x.category === "live_music"))
        expect(hourIn(a.startsAt), names(p)).toBeGreaterThanOrEqual(19);
    },
  );

  it.each([7, 11])(
    "a Silvester evening ending at 23:30 (seed %i) runs on to 00:30 and sees the new year in without travelling",
    async (seed) => {
      const p = await plan(
        {
          location: "Hamburg",
          timeSlot: "evening",
          duration: 6,
          vibe: "fun",
          plannedDate: "2026-12-31",
          language: "de",
        },
        seed,
      );
      expect(hourIn(p.endsAt), names(p)).toBe(0);
      expect(p.endsAt, names(p)).toBe("2026-12-31T23:30:00.000Z");
      expect(kinds(p), names(p)).toContain("new-year");
    },
  );

  it("a grown-ups' morning has no LEGOLAND", async () => {
    const p = await plan(
      { location: "Berlin", timeSlot: "morning", duration: 4, vibe: "fun", plannedDate: "2026-12-13" },
      11,
    );
    expect(
      p.activities.map((a) => a.sourceId),
      names(p),
    ).not.toContain("berlin-legoland-discovery-centre");
  });
  it("rides across town between two stops are rare: nearer places win once a leg passes half an hour", async () => {
    const now = new Date("2026-11-18T09:00:00Z");
    let legs = 0;
    let long = 0;
    for (const [i, request] of sampleRequests(150, 12, "2026-11-18", 40).entries()) {
      const p = await createPlan({ request, now, seed: i + 1, source: catalog }).catch(() => null);
      for (const a of p?.activities.slice(1) ?? []) {
        legs++;
        if (a.travelMinutes > 30) long++;
      }
    }
    expect(legs).toBeGreaterThan(300);
    expect(long / legs).toBeLessThan(0.015);
  }, 120_000);

  it.each([7, 11])(
    "afternoon tea asked for (seed %i) is the afternoon's meal, not a second one after lunch",
    async (seed) => {
      const p = await plan(
        {
          location: "London",
          timeSlot: "afternoon",
          duration: 3,
          specialRequests: "afternoon tea",
          plannedDate: "2026-12-09",
        },
        seed,
      );
      const tea = p.activities.find((a) => byId.get(a.sourceId)?.tags?.includes("afternoon-tea"));
      expect(tea, names(p)).toBeDefined();
      expect(
        kinds(p).filter((kind) => kind.startsWith("wish")),
        names(p),
      ).toEqual([]);
    },
  );

  it.each([7, 11, 1])(
    "a Christkindlmarkt wish in a Munich afternoon (seed %i) goes to the market at dusk, not at two",
    async (seed) => {
      const p = await plan(
        {
          location: "München",
          timeSlot: "afternoon",
          duration: 4,
          vibe: "romantic",
          specialRequests: "Christkindlmarkt",
          plannedDate: "2026-12-12",
          language: "de",
        },
        seed,
      );
      const market = p.activities.find((a) => byId.get(a.sourceId)?.tags?.includes("christmas-market"));
      expect(market, names(p)).toBeDefined();
      expect(hourIn(market!.endsAt), names(p)).toBeGreaterThanOrEqual(16);
    },
  );

  it("a Neukölln Saturday late night keeps to Neukölln: its last bar may be short, the night goes on there", async () => {
    const p = await plan(
      {
        location: "Neukölln, Berlin",
        timeSlot: "late_night",
        duration: 3,
        vibe: "fun",
        budget: "budget_friendly",
        plannedDate: "2026-11-28",
      },
      7,
    );
    expect(p.activities, names(p)).toHaveLength(3);
    expect(kinds(p), names(p)).not.toContain("neighbourhood-left");
  });

  it.each([7, 11])("a Munich Sunday morning (seed %i) has no wine bar at eleven", async (seed) => {
    const p = await plan(
      {
        location: "München",
        timeSlot: "morning",
        duration: 4,
        vibe: "romantic",
        plannedDate: "2026-12-13",
        language: "de",
      },
      seed,
    );
    expect(
      p.activities.map((a) => a.category),
      names(p),
    ).not.toContain("bar");
  });

  it.each([1, 7, 11])("a Williamsburg Sunday asking for brunch at eleven (seed %i) begins with it", async (seed) => {
    const p = await plan(
      {
        location: "Williamsburg",
        timeSlot: "morning",
        duration: 4,
        vibe: "fun",
        transportation: "walking",
        startTime: "11:00",
        specialRequests: "brunch, vintage",
        plannedDate: "2026-11-29",
      },
      seed,
    );
    expect(p.activities[0]?.name, names(p)).toBe("Diner");
  });
});

const hourIn = (iso: string) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Berlin" }).format(
      new Date(iso),
    ),
  );
