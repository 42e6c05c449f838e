// The right moment: without a start time a plan begins when a local would go, not at its slot's first
// minute — breakfast time (later at weekends), after lunch, a dinner at the local dinner hour, a late night
// once the evening has got going — and an occasion's dinner takes its time.
import { describe, expect, it } from "vitest";
import { planWindow } from "~/planning/engine/window";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";

const NOW = new Date("2026-12-01T06:00:00Z");
const local = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(instant);
const start = (input: Partial<PlanRequestInput>, timeZone = "Europe/Berlin") =>
  local(planWindow(PlanRequestSchema.parse({ location: "Berlin", ...input }), timeZone, NOW).start, timeZone);

describe("when a plan starts inside its slot", () => {
  it("begins a morning at breakfast time, later on a Sunday", () => {
    expect(start({ timeSlot: "morning", duration: 4, plannedDate: "2026-12-02" })).toBe("09:00"); // Wednesday
    expect(start({ timeSlot: "morning", duration: 4, plannedDate: "2026-12-06" })).toBe("09:30"); // Sunday
    expect(start({ timeSlot: "morning", duration: 2, plannedDate: "2026-12-06" })).toBe("10:00");
  });

  it("begins an afternoon after lunch, an evening before the local dinner hour, a late night at half past nine", () => {
    expect(start({ timeSlot: "afternoon", duration: 2, plannedDate: "2026-12-02" })).toBe("14:00");
    expect(start({ timeSlot: "evening", duration: 4, plannedDate: "2026-12-02" })).toBe("17:30");
    expect(start({ timeSlot: "evening", duration: 2, plannedDate: "2026-12-02" })).toBe("19:00");
    expect(start({ timeSlot: "evening", duration: 3, plannedDate: "2026-12-02" }, "Europe/Paris")).toBe("19:00");
    expect(start({ timeSlot: "late_night", duration: 3, plannedDate: "2026-12-02" })).toBe("21:30");
  });

  it("keeps a start time the person named", () => {
    expect(start({ timeSlot: "evening", startTime: "17:00", duration: 4, plannedDate: "2026-12-02" })).toBe("17:00");
    expect(start({ timeSlot: "morning", startTime: "08:00", duration: 2, plannedDate: "2026-12-06" })).toBe("08:00");
  });
});

describe("an occasion's dinner", () => {
  it.each([1, 2, 3, 4, 5, 6])("on an anniversary lasts 90 minutes or more, at dinner time (seed %i)", async (seed) => {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      timeSlot: "evening",
      duration: 4,
      specialOccasions: ["anniversary"],
      plannedDate: "2026-12-03",
    });
    const plan = await createPlan({ request, now: NOW, seed, source: new CatalogSource() });
    const dinner = plan.activities.find((a) => a.meal === "dinner");
    expect(dinner).toBeDefined();
    const minutes = (Date.parse(dinner!.endsAt) - Date.parse(dinner!.startsAt)) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(90);
    expect(local(Date.parse(dinner!.startsAt), "Europe/Berlin") >= "18:00").toBe(true);
  });
});
