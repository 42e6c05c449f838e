// The daylight rule: outdoor places only between sunrise and sunset plus civil twilight, on the plan's
// day where it is; lit places (`after-dark`) and indoor ones whenever they are open.
import SunCalc from "suncalc";
import { describe, expect, it } from "vitest";
import { daylight, darkFrom, TWILIGHT_MINUTES } from "~/planning/engine/rules/daylight";
import { MINUTE } from "~/planning/time";
import { at, BERLIN, context, place, visit } from "./fixtures";

const park = place({ name: "Tiergarten", category: "park", setting: "outdoor" });
const veto = (ctx: ReturnType<typeof context>, v: ReturnType<typeof visit>) => daylight.veto!(ctx, [v], 0, 0);

describe("the daylight rule", () => {
  it("knows it is dark in Berlin by about half past four in late November", () => {
    const ctx = context({ plannedDate: "2026-11-26", timeSlot: "afternoon", duration: 5 });
    const sunset = SunCalc.getTimes(new Date(at("2026-11-26", 12)), BERLIN.lat, BERLIN.lng).sunset.getTime();
    expect(darkFrom(ctx)).toBe(sunset + TWILIGHT_MINUTES * MINUTE);
    expect(darkFrom(ctx)).toBeGreaterThan(at("2026-11-26", 16, 10));
    expect(darkFrom(ctx)).toBeLessThan(at("2026-11-26", 16, 35));
  });

  it("keeps parks and viewpoints out of a November evening but allows them in a July one", () => {
    const november = context({ plannedDate: "2026-11-26", timeSlot: "evening" });
    expect(veto(november, visit(park, at("2026-11-26", 19, 30), 60))).toMatch(/outdoors in the dark/);
    expect(veto(november, visit(park, at("2026-11-26", 15, 0), 60))).toBeNull();
    expect(veto(november, visit(park, at("2026-11-26", 16, 0), 60))).toMatch(/dark/);
    const july = context({ plannedDate: "2026-07-16", timeSlot: "evening" }, []);
    expect(veto(july, visit(park, at("2026-07-16", 19, 30), 60))).toBeNull();
    expect(veto(july, visit(park, at("2026-07-17", 0, 30), 60))).toMatch(/dark/);
  });

  it("lets lit outdoor places and indoor ones stay open into the night", () => {
    const ctx = context({ plannedDate: "2026-11-26", timeSlot: "late_night" });
    const market = place({ name: "Weihnachtsmarkt", category: "market", setting: "outdoor", tags: ["after-dark"] });
    const tower = place({ name: "Fernsehturm", category: "viewpoint", setting: "indoor" });
    expect(veto(ctx, visit(market, at("2026-11-26", 21, 0), 60))).toBeNull();
    expect(veto(ctx, visit(tower, at("2026-11-26", 21, 0), 60))).toBeNull();
  });

  it("tells the engine how long an outdoor visit may last before dark", () => {
    const ctx = context({ plannedDate: "2026-11-26", timeSlot: "afternoon", duration: 5 });
    expect(daylight.until!(ctx, park, at("2026-11-26", 15, 0))).toBe(darkFrom(ctx));
    expect(daylight.until!(ctx, place({ category: "museum" }), at("2026-11-26", 15, 0))).toBeNull();
  });

  it("takes a Christmas market lit up at dusk, not over by three in an afternoon that lasts until dark", () => {
    const market = place({
      name: "Christkindlmarkt",
      category: "market",
      setting: "outdoor",
      tags: ["christmas-market", "after-dark"],
    });
    // Berlin, 26 November: sunset about 16:00; the afternoon runs 12:00–17:00.
    const afternoon = context({ plannedDate: "2026-11-26", timeSlot: "afternoon", duration: 5 });
    expect(veto(afternoon, visit(market, at("2026-11-26", 13, 50), 70))).toMatch(/once lit/);
    expect(veto(afternoon, visit(market, at("2026-11-26", 15, 15), 75))).toBeNull();
    expect(daylight.score!(afternoon, [visit(market, at("2026-11-26", 15, 15), 75)], 0, 0)).toBeGreaterThan(0);
    // A short afternoon that ends before dusk may go at lunchtime.
    const short = context({ plannedDate: "2026-11-26", timeSlot: "afternoon", duration: 2 });
    expect(veto(short, visit(market, at("2026-11-26", 12, 30), 60))).toBeNull();
  });
});
