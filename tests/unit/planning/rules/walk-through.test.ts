// Squares and streets are walked through between stops: half an hour at most, and never the empty first
// stop of a Sunday or holiday morning.
import { describe, expect, it } from "vitest";
import { latestEnd } from "~/planning/engine/rules";
import { isWalkThrough, walkThrough } from "~/planning/engine/rules/walk-through";
import { maxVisit, minVisit } from "~/planning/engine/visit-length";
import { at, context, place, visit } from "./fixtures";

const square = place({
  name: "Gendarmenmarkt",
  category: "landmark",
  setting: "outdoor",
  visitMinutes: 30,
  tags: ["history", "after-dark"],
});
const street = place({ name: "Bahnhofstrasse", category: "landmark", setting: "outdoor", visitMinutes: 60 });
const cafe = place({ name: "Café Einstein", category: "cafe", meals: ["breakfast"] });

describe("the walk-through rule", () => {
  it("knows a square or street from a landmark worth staying at", () => {
    expect(isWalkThrough(square)).toBe(true);
    expect(isWalkThrough(street)).toBe(true);
    expect(isWalkThrough(place({ category: "landmark", setting: "outdoor", tags: ["view"] }))).toBe(false);
    expect(isWalkThrough(place({ category: "landmark", setting: "outdoor", visitMinutes: 150 }))).toBe(false);
    expect(isWalkThrough(place({ category: "landmark", setting: "indoor", visitMinutes: 30 }))).toBe(false);
  });

  it("keeps a street to half an hour however long the catalog says, even lit after dark", () => {
    expect(maxVisit(street)).toBe(30);
    expect(minVisit(street)).toBe(30);
    const ctx = context({ timeSlot: "evening", duration: 4 });
    expect(latestEnd(ctx, square, at("2026-11-26", 19, 0))).toBe(at("2026-11-26", 19, 30));
    const long = [visit(cafe, at("2026-11-26", 18, 0), 60), visit(square, at("2026-11-26", 19, 10), 60)];
    expect(walkThrough.veto!(ctx, long, 1, 0)).toMatch(/walk-through/);
    expect(walkThrough.veto!(ctx, [long[0], visit(square, at("2026-11-26", 19, 10), 30)], 1, 0)).toBeNull();
  });

  it("never starts a Sunday or holiday morning on an empty square, but a weekday may", () => {
    const sunday = context({ timeSlot: "morning", plannedDate: "2026-11-29", duration: 3 });
    const weekday = context({ timeSlot: "morning", plannedDate: "2026-11-26", duration: 3 });
    expect(sunday.quietMorning).toBe(true);
    expect(walkThrough.veto!(sunday, [visit(square, at("2026-11-29", 8, 30), 30)], 0, 2)).toMatch(/Sunday/);
    expect(walkThrough.veto!(sunday, [visit(square, at("2026-11-29", 10, 30), 30)], 0, 2)).toBeNull();
    expect(walkThrough.veto!(weekday, [visit(square, at("2026-11-26", 8, 30), 30)], 0, 2)).toBeNull();
    const later = [visit(cafe, at("2026-11-29", 8, 30), 60), visit(square, at("2026-11-29", 9, 40), 30)];
    expect(walkThrough.veto!(sunday, later, 1, 1)).toBeNull();
  });
});
