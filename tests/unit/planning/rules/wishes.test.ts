// The wishes rule: what meets a wish (category, tags, setting, meals — never a description, a tip or a
// name), negated wishes keep places out, plain wishes are met or explained, and when a wish can be met.
import { describe, expect, it } from "vitest";
import type { PlanNotice } from "~/planning/engine/notices";
import { availability } from "~/planning/engine/rules/wish-availability";
import { wishes } from "~/planning/engine/rules/wishes";
import { INTENT_BY_ID } from "~/planning/wishes";
import { meetsIntent } from "~/planning/wishes/meets";
import { at, context, place, visit } from "./fixtures";

const meetsTopic = (id: string, p: Parameters<typeof meetsIntent>[1]) => meetsIntent(INTENT_BY_ID.get(id)!, p);
const DAY = "2026-11-26";

describe("what meets a wish", () => {
  it("a category word only by category: a cathedral on Museum Island is no museum", () => {
    const dom = place({
      name: "Berliner Dom",
      category: "landmark",
      description: { en: "Grand cathedral on Museum Island.", de: "Prächtiger Dom auf der Museumsinsel." },
    });
    expect(meetsTopic("museum", dom)).toBe(false);
    expect(meetsTopic("museum", place({ category: "museum" }))).toBe(true);
  });

  it("an intent by its tags, never by words in a description, a tip or a name", () => {
    const square = place({
      name: "Washington Square Park",
      category: "park",
      setting: "outdoor",
      tip: { en: "Watch the jazz musicians by the fountain.", de: "Schau den Jazzmusikern am Brunnen zu." },
    });
    const described = place({
      name: "Jazz Cellar",
      category: "live_music",
      description: { en: "A jazz cellar.", de: "Ein Jazzkeller." },
    });
    const bar = place({ name: "Bar", category: "bar", tags: ["jazz"] });
    expect(meetsTopic("jazz", square)).toBe(false);
    expect(meetsTopic("jazz", described)).toBe(false);
    expect(meetsTopic("jazz", bar)).toBe(true);
    expect(meetsTopic("live-music", described)).toBe(true);
  });

  it("by setting and by the meals a place serves", () => {
    const indoor = place({ category: "museum", setting: "indoor" });
    expect(meetsTopic("rainy-day", indoor)).toBe(true);
    expect(meetsTopic("rainy-day", place({ category: "park", setting: "outdoor" }))).toBe(false);
    expect(meetsTopic("breakfast", place({ category: "cafe", meals: ["breakfast"] }))).toBe(true);
    expect(meetsTopic("breakfast", place({ category: "cafe", meals: ["lunch"] }))).toBe(false);
  });
});

describe("the wishes rule", () => {
  const museum = place({ name: "Pergamonmuseum", category: "museum" });
  const bar = place({ name: "Monkey Bar", category: "bar" });
  const teahouse = place({ name: "Teahouse", category: "cafe", tags: ["no-alcohol"] });

  it("keeps what a negated wish names out of the plan", () => {
    expect(wishes.admits!(context({ specialRequests: "no museums" }), museum)).toBe(false);
    expect(wishes.admits!(context({ specialRequests: "ohne Alkohol" }), bar)).toBe(false);
    expect(wishes.admits!(context({ specialRequests: "ohne Alkohol" }), teahouse)).toBe(true);
    const ctx = context({ specialRequests: "keine Museen" });
    const plan = { visits: [visit(museum, at(DAY, 17), 90)], notices: [] };
    expect(wishes.violations(ctx, plan)).toEqual(['Pergamonmuseum goes against the wish "Museen"']);
  });

  it("steers away from outdoor places on an indoor preference without ruling them out", () => {
    const ctx = context({ preferences: ["indoor"] });
    const park = place({ category: "park", setting: "outdoor" });
    expect(wishes.admits!(ctx, park)).toBe(true);
    expect(wishes.score!(ctx, [visit(park, at(DAY, 15), 60)], 0, 1)).toBeLessThan(0);
  });

  it("likes the first place that meets a wish most", () => {
    const ctx = context({ specialRequests: "Jazz" });
    const jazz = place({ name: "A-Trane", category: "live_music", tags: ["jazz"] });
    const first = wishes.score!(ctx, [visit(jazz, at(DAY, 21), 90)], 0, 1);
    const second = wishes.score!(ctx, [visit(jazz, at(DAY, 21), 90), visit(jazz, at(DAY, 23), 60)], 1, 0);
    expect(first).toBeGreaterThan(second);
    expect(wishes.score!(ctx, [visit(bar, at(DAY, 21), 90)], 0, 1)).toBe(0);
  });

  it("counts a plain wish as kept when a stop meets it or a notice explains it", () => {
    const ctx = context({ specialRequests: "Jazz" });
    const plain = { visits: [visit(bar, at(DAY, 17), 90)], notices: [] as PlanNotice[] };
    expect(wishes.violations(ctx, plain)).toEqual(['the wish "Jazz" is neither met nor explained']);
    const notice: PlanNotice = { kind: "wish-unavailable", wish: "jazz", text: { en: "…", de: "…" } };
    expect(wishes.violations(ctx, { ...plain, notices: [notice] })).toEqual([]);
  });
});

describe("whether a wish can be met", () => {
  const evening = context({ specialRequests: "Jazz", timeSlot: "evening", duration: 4 });
  const jazz = evening.wishes[0];
  const club = (hours: string, extra = {}) =>
    place({
      name: "Jazz club",
      category: "live_music",
      tags: ["jazz"],
      openingHours: hours,
      visitMinutes: 90,
      ...extra,
    });

  it("finds an open venue, or says when the first one opens", () => {
    expect(availability(evening, jazz, [club("Mo-Su 18:00-23:00")]).gap).toBeNull();
    const later = availability(evening, jazz, [club("Mo-Su 20:30-02:00")]);
    expect(later).toEqual({ gap: "later", at: at(DAY, 20, 30) });
    expect(availability(evening, jazz, [club("Fr,Sa 20:00-02:00")]).gap).toBe("closed");
    expect(availability(evening, jazz, []).gap).toBe("none");
  });

  it("names a later hour of the plan's own day, never the small hours after it", () => {
    const morning = context({ specialRequests: "bookshop", timeSlot: "morning", duration: 5 });
    const shop = (hours: string) =>
      place({ name: "Book bar", category: "bar", tags: ["books"], openingHours: hours, visitMinutes: 60 });
    // A book bar that only keeps the hour after midnight open: "closed that day", not "opens at 12:00 AM".
    expect(availability(morning, morning.wishes[0], [shop("Mo-Su 00:00-01:00")]).gap).toBe("closed");
    expect(availability(morning, morning.wishes[0], [shop("Mo-Su 18:00-23:00")])).toEqual({
      gap: "later",
      at: at(DAY, 18),
    });
  });

  it("knows why: children, budget, daylight, meal times", () => {
    const withKids = context({ specialRequests: "Jazz", withKids: true });
    expect(availability(withKids, withKids.wishes[0], [club("Mo-Su 18:00-23:00", { kids: false })]).gap).toBe("kids");
    const cheap = context({ specialRequests: "Jazz", budget: "budget_friendly" });
    expect(availability(cheap, cheap.wishes[0], [club("Mo-Su 18:00-23:00", { spend: 80 })]).gap).toBe("budget");
    const park = context({ specialRequests: "Park", timeSlot: "evening" });
    const tiergarten = place({ category: "park", setting: "outdoor" });
    expect(availability(park, park.wishes[0], [tiergarten])).toMatchObject({ gap: "dark" });
    const late = context({ specialRequests: "Fondue", timeSlot: "late_night" });
    const fondue = place({ category: "restaurant", tags: ["fondue"], meals: ["dinner"], visitMinutes: 90 });
    expect(availability(late, late.wishes[0], [fondue]).gap).toBe("meals");
  });
});
