// Swapping one stop of a plan: something else always fits where a stop stood, and a short stop squeezed
// between two others may borrow time from a neighbour, which then starts later or ends earlier but keeps
// its other end, its shortest visit and its opening hours.
import { describe, expect, it } from "vitest";
import { spendOf } from "~/planning/engine/rules/budget";
import { swapStop } from "~/planning/engine/swap";
import { minVisit } from "~/planning/engine/visit-length";
import { checkVisit, scheduleOf } from "~/planning/hours";
import { CatalogSource } from "~/planning/places/catalog";
import { preparePlan } from "~/planning/planner";
import { BUDGET_BANDS, PlanRequestSchema } from "~/planning/request";
import { MINUTE } from "~/planning/time";
import { travelMinutes } from "~/planning/travel";

const source = new CatalogSource();
const now = new Date("2026-11-27T10:00:00Z");

describe("swapping a stop", () => {
  it("finds a replacement for every stop of 120 evenings, borrowing from a neighbour only as it may", async () => {
    let borrowed = 0;
    let failed = 0;
    let spent = 0;
    for (const [i, location] of ["Berlin", "Paris", "Vienna"].entries()) {
      for (let seed = 1; seed <= 40; seed++) {
        const request = PlanRequestSchema.parse({
          location,
          timeSlot: "evening",
          startTime: "17:00",
          duration: 3 + (seed % 2),
          plannedDate: `2026-12-0${1 + ((seed + i) % 5)}`,
        });
        const prepared = await preparePlan({ request, now, seed, source });
        const exclude = new Set(prepared.stops.map((s) => s.place.sourceId));
        for (const [index, old] of prepared.stops.entries()) {
          let swapped;
          try {
            swapped = swapStop({ ...prepared.context, exclude }, prepared.stops, index, []);
          } catch {
            // A plan that has spent its band leaves only free places to swap in: that may find none.
            if (spendOf(prepared.stops) - old.place.spend + 5 > BUDGET_BANDS[request.budget].max!) spent++;
            else failed++;
            continue;
          }
          const { stop, prev, next } = swapped;
          expect(stop.place.sourceId).not.toBe(old.place.sourceId);
          expect(checkVisit(scheduleOf(stop.place), new Date(stop.start), new Date(stop.end)).verification).not.toBe(
            "closed",
          );
          if (prev) {
            borrowed++;
            const was = prepared.stops[index - 1];
            expect(prev.start).toBe(was.start);
            expect(prev.end).toBeLessThan(was.end);
            expect(prev.end - prev.start).toBeGreaterThanOrEqual(minVisit(prev.place) * MINUTE);
            const travel = travelMinutes(prev.place, stop.place, request.transportation);
            expect(prev.end + travel * MINUTE).toBeLessThanOrEqual(stop.start);
          }
          const after = next ?? prepared.stops[index + 1];
          if (!after) continue;
          const travel = travelMinutes(stop.place, after.place, request.transportation);
          expect(stop.end + travel * MINUTE).toBeLessThanOrEqual(after.start);
          if (!next) continue;
          borrowed++;
          const was = prepared.stops[index + 1];
          expect(next.end).toBe(was.end);
          expect(next.start).toBeGreaterThan(was.start);
          expect(next.end - next.start).toBeGreaterThanOrEqual(minVisit(next.place) * MINUTE);
          expect(checkVisit(scheduleOf(next.place), new Date(next.start), new Date(next.end)).verification).not.toBe(
            "closed",
          );
        }
      }
    }
    expect(failed).toBe(0);
    expect(spent).toBeLessThanOrEqual(2);
    expect(borrowed).toBeGreaterThan(0);
  });
});
