// The night rule: a fun or adventurous Friday or Saturday evening, or any late night then, ends at a bar,
// a club or live music, and peaks at a club once clubs open. Never with children.
import { describe, expect, it } from "vitest";
import { night } from "~/planning/engine/rules/night";
import type { PlanNotice } from "~/planning/engine/notices";
import { at, context, place, visit } from "./fixtures";

const SATURDAY = "2026-11-28";
const bar = place({ name: "Newton Bar", category: "bar" });
const club = place({ name: "Tresor", category: "club" });
const square = place({ name: "Gendarmenmarkt", category: "landmark", setting: "outdoor", tags: ["after-dark"] });

describe("the night rule", () => {
  it("knows which plans are a night out", () => {
    expect(context({ plannedDate: SATURDAY, timeSlot: "late_night", vibe: "romantic" }).night).toBe(true);
    expect(context({ plannedDate: "2026-11-27", timeSlot: "evening", vibe: "fun" }).night).toBe(true);
    expect(context({ plannedDate: SATURDAY, timeSlot: "evening", vibe: "chill" }).night).toBe(false);
    expect(context({ plannedDate: "2026-11-26", timeSlot: "late_night", vibe: "fun" }).night).toBe(false);
    expect(context({ plannedDate: SATURDAY, timeSlot: "late_night", withKids: true }).night).toBe(false);
  });

  it("ends a night out at a bar, club or live music, not on an empty square", () => {
    const ctx = context({ plannedDate: SATURDAY, timeSlot: "late_night", vibe: "fun" });
    const plan = [visit(bar, at(SATURDAY, 21), 90), visit(square, at(SATURDAY, 22, 40), 30)];
    expect(night.veto!(ctx, plan, 1, 0)).toMatch(/not at a bar, club or live music/);
    expect(night.veto!(ctx, plan, 1, 1)).toBeNull(); // another stop will follow
    expect(night.veto!(ctx, [plan[1], visit(bar, at(SATURDAY, 23, 20), 90)], 1, 0)).toBeNull();
    expect(night.violations(ctx, { visits: plan, notices: [] })).toHaveLength(1);
  });

  it("sets the end aside only when the plan says why", () => {
    const ctx = context({ plannedDate: SATURDAY, timeSlot: "late_night" }, ["night"]);
    const plan = [visit(square, at(SATURDAY, 21), 45)];
    expect(night.veto!(ctx, plan, 0, 0)).toBeNull();
    const notice: PlanNotice = { kind: "night-unavailable", wish: null, text: { en: "…", de: "…" } };
    expect(night.violations(ctx, { visits: plan, notices: [notice] })).toEqual([]);
  });

  it("prefers a club after eleven to another bar, and a bar to a square at midnight", () => {
    const ctx = context({ plannedDate: SATURDAY, timeSlot: "late_night", vibe: "fun", duration: 5 });
    const first = visit(bar, at(SATURDAY, 21), 110);
    const score = (v: ReturnType<typeof visit>) => night.score!(ctx, [first, v], 1, 0);
    expect(score(visit(club, at(SATURDAY, 23, 10), 110))).toBeGreaterThan(score(visit(bar, at(SATURDAY, 23, 10), 110)));
    expect(score(visit(bar, at(SATURDAY, 23, 10), 60))).toBeGreaterThan(score(visit(square, at(SATURDAY, 23, 10), 30)));
  });

  it("never leaves live music before ten in the evening for another stop; the plan's last stop may end with the plan", () => {
    const ctx = context({ plannedDate: SATURDAY, timeSlot: "evening", vibe: "fun", duration: 5, startTime: "17:30" });
    const jazz = place({ name: "Yorckschlösschen", category: "live_music", tags: ["jazz"] });
    const early = visit(jazz, at(SATURDAY, 20, 20), 70);
    expect(night.veto!(ctx, [early], 0, 1)).toMatch(/band/);
    expect(night.veto!(ctx, [visit(jazz, at(SATURDAY, 20, 20), 100)], 0, 1)).toBeNull();
    expect(night.veto!(ctx, [visit(jazz, at(SATURDAY, 21, 0), 90)], 0, 0)).toBeNull();
  });

  it("goes to no bar before noon: a sports bar at 10:45 is the regulars' Frühschoppen; wine from eleven is a tasting", () => {
    const morning = context({ timeSlot: "morning", duration: 3, plannedDate: "2026-12-05" });
    const sports = place({ name: "Cocos Café & Sportsbar", category: "bar" });
    const wine = place({ name: "Weinstube Aacher Hof", category: "bar", tags: ["wine"] });
    const espresso = place({ name: "Bar Italia", category: "bar", tags: ["coffee"] });
    const veto = (v: ReturnType<typeof visit>) => night.veto!(morning, [v], 0, 1);
    expect(veto(visit(sports, at("2026-12-05", 10, 45), 60))).toMatch(/bar before noon/);
    expect(veto(visit(sports, at("2026-12-05", 12, 15), 60))).toBeNull();
    expect(veto(visit(wine, at("2026-12-05", 10, 30), 60))).toMatch(/bar before noon/);
    expect(veto(visit(wine, at("2026-12-05", 11, 15), 60))).toBeNull();
    expect(veto(visit(espresso, at("2026-12-05", 9, 30), 45))).toBeNull();
  });
});
