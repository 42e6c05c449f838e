// Kit: a pool or a lido is planned when the couple ask for a swim or bring children, never unasked.
import { describe, expect, it } from "vitest";
import { kit } from "~/planning/engine/rules/kit";
import { at, context, place, visit } from "./fixtures";

describe("the kit rule", () => {
  const pool = place({ name: "Hallenbad City", category: "activity", tags: ["swimming", "pool", "rainy-day"] });
  const spa = place({ name: "Thermalbad & Spa Zürich", category: "spa", tags: ["sauna", "pool", "rooftop"] });
  const bar = place({ name: "Haubentaucher", category: "bar", tags: ["pool", "swimming", "beer"] });

  it("keeps a lap swim out of a chill morning nobody asked a swim of, but not a spa or a bar with a pool", () => {
    const ctx = context({ timeSlot: "morning", vibe: "chill" });
    expect(kit.admits!(ctx, pool)).toBe(false);
    expect(kit.admits!(ctx, spa)).toBe(true);
    expect(kit.admits!(ctx, bar)).toBe(true);
    const plan = { visits: [visit(pool, at("2026-11-26", 10, 50), 70)], notices: [] };
    expect(kit.violations(ctx, plan)).toEqual(["Hallenbad City: a swim nobody asked for"]);
  });

  it("plans the pool when the couple ask for a swim, in English or German, or bring children", () => {
    expect(kit.admits!(context({ timeSlot: "morning", specialRequests: "a swim" }), pool)).toBe(true);
    expect(kit.admits!(context({ timeSlot: "morning", specialRequests: "schwimmen gehen" }), pool)).toBe(true);
    expect(kit.admits!(context({ timeSlot: "afternoon", withKids: true }), pool)).toBe(true);
    expect(kit.admits!(context({ timeSlot: "morning", specialRequests: "no swimming" }), pool)).toBe(false);
  });
});
