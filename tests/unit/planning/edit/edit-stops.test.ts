// Shaping a plan by hand: a stop moved, taken out, made longer or shorter, or a place added is re-timed
// with its travel legs and checked against opening hours, meals and the plan's end; what cannot work is
// refused with its reason. Pinned seeds and dates.
import { beforeAll, describe, expect, it } from "vitest";
import type { Prepared } from "~/planning/planner";
import { editStops } from "~/planning/engine/edit";
import { closingAfter } from "~/planning/engine/edit/checks";
import { gapSuggestions, placesNamed } from "~/planning/engine/edit/suggest";
import { checkVisit, scheduleOf } from "~/planning/hours";
import { CatalogSource } from "~/planning/places/catalog";
import { preparePlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { MINUTE } from "~/planning/time";
import { travelMinutes } from "~/planning/travel";
import type { Stop } from "~/planning/engine/types";

const source = new CatalogSource();
const now = new Date("2026-11-27T10:00:00Z");

async function plan(fields: Record<string, unknown>, seed: number): Promise<Prepared> {
  const request = PlanRequestSchema.parse({ plannedDate: "2026-12-04", ...fields });
  return preparePlan({ request, now, seed, source });
}

/** Every stop reachable from the one before and open for its whole visit. */
function expectTimed(prepared: Prepared, stops: readonly Stop[]) {
  for (const [i, s] of stops.entries()) {
    expect(checkVisit(scheduleOf(s.place), new Date(s.start), new Date(s.end)).verification).not.toBe("closed");
    if (i === 0) continue;
    const travel = travelMinutes(stops[i - 1].place, s.place, prepared.context.request.transportation);
    expect(s.travelMinutes).toBe(travel);
    expect(s.start).toBeGreaterThanOrEqual(stops[i - 1].end + travel * MINUTE);
  }
}

describe("editing a plan", () => {
  let evening: Prepared;
  beforeAll(async () => {
    evening = await plan({ location: "Berlin", timeSlot: "evening", startTime: "17:00", duration: 4 }, 7);
  });

  it("takes a stop out and leaves the others at their times", () => {
    const { stops, context } = evening;
    const edited = editStops(context, stops, { kind: "remove", index: 1 });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.stops.map((s) => s.place.name)).toEqual(stops.filter((_, i) => i !== 1).map((s) => s.place.name));
    expect(edited.stops[0].start).toBe(stops[0].start);
    expect(edited.stops.at(-1)!.end).toBe(stops.at(-1)!.end);
    expectTimed(evening, edited.stops);
  });

  it("makes a stop a quarter hour longer, moving the stops after it later, and refuses past the plan's end", () => {
    const { stops, context } = evening;
    const longer = editStops(context, stops, { kind: "resize", index: 0, minutes: 15 });
    if (longer.ok) {
      expect(longer.stops[0].end - longer.stops[0].start).toBe(stops[0].end - stops[0].start + 15 * MINUTE);
      expectTimed(evening, longer.stops);
    } else expect(["window-full", "too-long", "closes-before", "meal-order", "rule"]).toContain(longer.refusal.code);
    // The last stop ends with the plan: a longer one would run past it (or past its longest visit).
    const last = editStops(context, stops, { kind: "resize", index: stops.length - 1, minutes: 15 });
    expect(last.ok).toBe(false);
  });

  it("never shortens a stop below its shortest visit", () => {
    const { stops, context } = evening;
    let edited = editStops(context, stops, { kind: "resize", index: 0, minutes: -15 });
    let current = stops;
    while (edited.ok) {
      current = edited.stops;
      edited = editStops(context, current, { kind: "resize", index: 0, minutes: -15 });
    }
    expect(edited.refusal.code).toBe("too-short");
    expect(edited.refusal.minutes).toBeGreaterThanOrEqual(30);
    expect(current[1].start).toBe(stops[1].start);
  });

  it("refuses to move dinner before the afternoon's first stop, saying why", () => {
    const { stops, context } = evening;
    const dinner = stops.findIndex((s) => s.meal === "dinner");
    expect(dinner).toBeGreaterThan(0);
    const moved = editStops(context, stops, { kind: "move", index: dinner, direction: "up" });
    if (moved.ok) expectTimed(evening, moved.stops);
    else {
      expect(["meal-order", "closes-before", "closed", "window-full", "rule"]).toContain(moved.refusal.code);
      // A plan that would run past its end names no place; every other refusal names the one in the way.
      if (moved.refusal.code !== "window-full") expect(moved.refusal.place).toBeTruthy();
    }
    expect(editStops(context, stops, { kind: "move", index: 0, direction: "up" })).toMatchObject({
      ok: false,
      refusal: { code: "edge" },
    });
  });

  it("moves stops of a day out where they fit, and every result keeps the plan's rules", async () => {
    let moved = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      // Five hours from noon leave room to trade two stops (four from one end at a market lit until the end).
      const day = await plan({ location: "Wien", timeSlot: "afternoon", startTime: "12:00", duration: 5 }, seed);
      for (let i = 1; i < day.stops.length; i++) {
        const edited = editStops(day.context, day.stops, { kind: "move", index: i, direction: "up" });
        if (!edited.ok) continue;
        moved++;
        expect(edited.stops[i - 1].place.sourceId).toBe(day.stops[i].place.sourceId);
        // The pair trades places in its own time: the one now first begins then, or on arrival.
        expect(edited.stops[i - 1].start).toBeGreaterThanOrEqual(day.stops[i - 1].start);
        expectTimed(day, edited.stops);
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("adds a place that fits the gap a removed stop left, without moving any other stop", () => {
    const { stops, context } = evening;
    const removed = editStops(context, stops, { kind: "remove", index: 1 });
    if (!removed.ok) throw new Error("remove refused");
    const suggestions = gapSuggestions(context, removed.stops, 1);
    expect(suggestions.length).toBeGreaterThan(0);
    const added = editStops(context, removed.stops, { kind: "add", place: suggestions[0], position: 1 });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.stops[1].place.sourceId).toBe(suggestions[0].sourceId);
    expect(added.stops[2].start).toBe(removed.stops[1].start);
    expectTimed(evening, added.stops);
    expect(editStops(context, added.stops, { kind: "add", place: suggestions[0], position: 0 })).toMatchObject({
      ok: false,
      refusal: { code: "already-in-plan" },
    });
  });

  it("finds the plan's places by name, accents and case aside", () => {
    const places = evening.context.candidates;
    const name = places[0].name;
    expect(placesNamed(places, name.slice(0, 4).toUpperCase()).map((p) => p.name)).toContain(name);
    expect(placesNamed(places, "x")).toEqual([]);
  });

  it("refuses a place closed at the time it would stand, naming it", () => {
    const { stops, context } = evening;
    const removed = editStops(context, stops, { kind: "remove", index: 1 });
    if (!removed.ok) throw new Error("remove refused");
    const from = removed.stops[0].end;
    const closedThen = context.candidates.find(
      (p) =>
        p.openingHours &&
        Array.from({ length: 13 }, (_, k) => from + k * 5 * MINUTE).every((t) => closingAfter(p, t) === null) &&
        !stops.some((s) => s.place.sourceId === p.sourceId),
    );
    expect(closedThen).toBeDefined();
    const added = editStops(context, removed.stops, { kind: "add", place: closedThen!, position: 1 });
    expect(added).toMatchObject({ ok: false, refusal: { place: closedThen!.name } });
    if (!added.ok) expect(added.refusal.code).toBe("closed");
  });
});
