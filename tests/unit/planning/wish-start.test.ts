// A wish only met early in the slot pulls the plan's start earlier (engine/wish-start.ts): a Sunday morning
// asking for Hamburg's Fischmarkt (07:00–09:30) starts at the market at 08:00, not at 09:30 as it shuts.
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";

const source = new CatalogSource();

function plan(input: Partial<PlanRequestInput>) {
  const request = PlanRequestSchema.parse({
    location: "Hamburg",
    timeSlot: "morning",
    duration: 4,
    vibe: "adventure",
    plannedDate: "2026-12-06",
    ...input,
  });
  return createPlan({ request, now: new Date("2026-12-01T08:00:00Z"), seed: 7, source });
}

const local = (iso: string) =>
  new Date(iso).toLocaleTimeString("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });

describe("a wish met only early in the slot", () => {
  it("starts a Sunday Fischmarkt morning at 08:00 at the market", async () => {
    const morning = await plan({ specialRequests: "Fischmarkt" });
    expect(local(morning.startsAt)).toBe("08:00");
    expect(morning.activities[0].name).toContain("Fischmarkt");
    expect(morning.notices.map((n) => n.kind)).not.toContain("wish-unfit");
  });

  it("leaves a morning without such a wish at its usual Sunday start", async () => {
    expect(local((await plan({})).startsAt)).toBe("09:30");
  });

  it("keeps a start time the person named", async () => {
    const morning = await plan({ specialRequests: "Fischmarkt", startTime: "10:00" });
    expect(local(morning.startsAt)).toBe("10:00");
  });
});
