// Variety: a short plan is not a tour of two museums, two viewpoints or two squares — unless asked.
import { describe, expect, it } from "vitest";
import { variety } from "~/planning/engine/rules/variety";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-26";
const pergamon = place({ name: "Pergamonmuseum", category: "museum" });
const bode = place({ name: "Bode-Museum", category: "museum" });
const bar = place({ name: "Buck and Breck", category: "bar" });
const plan = [visit(pergamon, at(DAY, 14, 0), 90), visit(bar, at(DAY, 15, 40), 60), visit(bode, at(DAY, 16, 50), 90)];

describe("the variety rule", () => {
  it("refuses a second museum in a plan of four stops or fewer", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    expect(variety.veto!(ctx, plan, 2, 0)).toMatch(/repeats Pergamonmuseum/);
    expect(variety.violations(ctx, { visits: plan, notices: [] })).toHaveLength(1);
  });

  it("lets a long day or a wish for museums have two", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 4 });
    expect(variety.veto!(ctx, plan, 2, 2)).toBeNull();
    const museums = context({ timeSlot: "afternoon", duration: 4, specialRequests: "museums" });
    expect(variety.veto!(museums, plan, 2, 0)).toBeNull();
  });
});
