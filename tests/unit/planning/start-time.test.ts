// A start time inside the slot: the schema accepts only times the slot allows, the plan's window starts
// there (late night after midnight on the next day), and the engine's plan begins at it.
import { describe, expect, it } from "vitest";
import { planWindow } from "~/planning/engine/window";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { parsePlanRequest, PlanRequestSchema } from "~/planning/request";
import { startRange } from "~/planning/start-time";
import { localDate, minuteOfDay } from "~/planning/time";

const BERLIN = "Europe/Berlin";
const local = (iso: string | number) => {
  const minutes = minuteOfDay(new Date(iso).getTime(), BERLIN);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

describe("the start time in the plan request", () => {
  it("accepts times inside the slot, after midnight for the late night, and an empty form field", () => {
    for (const [timeSlot, startTime] of [
      ["morning", "08:00"],
      ["morning", "11:30"],
      ["afternoon", "14:15"],
      ["evening", "20:00"],
      ["late_night", "21:00"],
      ["late_night", "23:45"],
      ["late_night", "00:30"],
      ["late_night", "01:30"],
    ]) {
      expect(parsePlanRequest({ location: "Berlin", timeSlot, startTime })).toMatchObject({
        ok: true,
        request: { timeSlot, startTime },
      });
    }
    expect(PlanRequestSchema.parse({ location: "Berlin", startTime: "" }).startTime).toBeUndefined();
  });

  it("refuses times outside the slot with a clear message naming the slot's range", () => {
    const cases: Array<[string, string, string]> = [
      ["evening", "08:00", "between 17:00 and 20:30 for the evening slot"],
      ["evening", "20:45", "between 17:00 and 20:30"],
      ["morning", "07:45", "between 08:00 and 11:30 for the morning slot"],
      ["late_night", "01:45", "between 21:00 and 01:30 for the late night slot"],
      ["late_night", "12:00", "between 21:00 and 01:30"],
    ];
    for (const [timeSlot, startTime, message] of cases) {
      const parsed = parsePlanRequest({ location: "Berlin", timeSlot, startTime });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.fields.startTime?.[0]).toContain(message);
    }
    const malformed = parsePlanRequest({ location: "Berlin", startTime: "8pm" });
    expect(malformed.ok || malformed.fields.startTime).toEqual(["Start time must be HH:MM, e.g. 20:00"]);
  });

  it("gives the form its picker's range per slot", () => {
    expect(startRange("evening")).toMatchObject({ min: "17:00", max: "20:30" });
    expect(startRange("late_night")).toMatchObject({ min: "21:00", max: "01:30" });
  });
});

describe("the plan's window", () => {
  const now = new Date("2026-11-24T09:00:00Z"); // 10:00 in Berlin
  const request = (fields: Record<string, unknown>) => PlanRequestSchema.parse({ location: "Berlin", ...fields });

  it("starts at the requested time, or at the slot's best moment without one", () => {
    expect(local(planWindow(request({ timeSlot: "evening" }), BERLIN, now).start)).toBe("17:30");
    const at8 = planWindow(request({ timeSlot: "evening", startTime: "20:00", duration: 3 }), BERLIN, now);
    expect(local(at8.start)).toBe("20:00");
    expect(at8.end - at8.start).toBe(3 * 3_600_000);
    expect(at8.date).toBe("2026-11-24");
  });

  it("puts a late night's after-midnight start on the next day, the plan still dated the evening before", () => {
    const window = planWindow(request({ timeSlot: "late_night", startTime: "00:30", duration: 1 }), BERLIN, now);
    expect(window.date).toBe("2026-11-24");
    expect(localDate(new Date(window.start), BERLIN)).toBe("2026-11-25");
    expect(local(window.start)).toBe("00:30");
  });

  it("starts at the next quarter hour when the requested time has passed today", () => {
    const late = new Date("2026-11-24T19:05:00Z"); // 20:05 in Berlin
    expect(local(planWindow(request({ timeSlot: "evening", startTime: "19:30" }), BERLIN, late).start)).toBe("20:15");
  });
});

describe("the engine honours the start time", () => {
  const source = new CatalogSource();
  const now = new Date("2026-11-24T09:00:00Z");

  it.each([
    ["evening", "20:00", 3],
    ["morning", "10:30", 2],
    ["late_night", "23:00", 2],
  ] as const)("a %s plan asked to start at %s begins its first stop then", async (timeSlot, startTime, duration) => {
    const parsed = PlanRequestSchema.parse({ location: "Berlin", timeSlot, startTime, duration, day: "tomorrow" });
    const plan = await createPlan({ request: parsed, now, seed: 7, source });
    expect(local(plan.startsAt)).toBe(startTime);
    expect(local(plan.activities[0].startsAt)).toBe(startTime);
    const end = new Date(plan.startsAt).getTime() + duration * 3_600_000;
    for (const activity of plan.activities) expect(new Date(activity.endsAt).getTime()).toBeLessThanOrEqual(end);
  });
});
