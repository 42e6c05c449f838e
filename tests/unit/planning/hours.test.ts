import { describe, expect, it } from "vitest";
import { checkVisit } from "~/planning/hours";
import { zonedInstant } from "~/planning/time";

const at = (date: string, h: number, m: number, tz: string) => zonedInstant(date, h, m, tz);

describe("opening hours in the place's own time zone", () => {
  const shop = { hours: "Mo-Fr 10:00-18:00; PH off", country: "US", timeZone: "America/New_York" };

  it("verifies a visit inside the hours, local time", () => {
    // Monday 23 Nov 2026, 16:00–17:30 in New York (21:00 UTC: the server's clock would say closed).
    const r = checkVisit(shop, at("2026-11-23", 16, 0, shop.timeZone), at("2026-11-23", 17, 30, shop.timeZone));
    expect(r.verification).toBe("verified");
  });

  it("refuses a visit that runs past closing time, and says why", () => {
    const r = checkVisit(shop, at("2026-11-23", 17, 0, shop.timeZone), at("2026-11-23", 18, 30, shop.timeZone));
    expect(r).toEqual({ verification: "closed", reason: "Closes at 18:00, before the visit ends" });
  });

  it("knows public holidays (Thanksgiving)", () => {
    const r = checkVisit(shop, at("2026-11-26", 11, 0, shop.timeZone), at("2026-11-26", 12, 0, shop.timeZone));
    expect(r.verification).toBe("closed");
  });

  it("closes a museum with PH off on each country's national holidays", () => {
    const ny = { hours: "Mo-Su 10:00-17:00; PH off", country: "US", timeZone: "America/New_York" };
    const thanksgiving = checkVisit(ny, at("2026-11-26", 11, 0, ny.timeZone), at("2026-11-26", 13, 0, ny.timeZone));
    expect(thanksgiving.verification).toBe("closed");
    const dayBefore = checkVisit(ny, at("2026-11-25", 11, 0, ny.timeZone), at("2026-11-25", 13, 0, ny.timeZone));
    expect(dayBefore.verification).toBe("verified");
    const berlin = { ...ny, country: "DE", timeZone: "Europe/Berlin" };
    expect(
      checkVisit(berlin, at("2026-12-25", 11, 0, berlin.timeZone), at("2026-12-25", 12, 0, berlin.timeZone))
        .verification,
    ).toBe("closed");
    expect(
      checkVisit(berlin, at("2026-12-23", 11, 0, berlin.timeZone), at("2026-12-23", 12, 0, berlin.timeZone))
        .verification,
    ).toBe("verified");
    // The library knows the UK's holidays only per nation: England's stand for the country's.
    const london = { ...ny, country: "GB", timeZone: "Europe/London" };
    expect(
      checkVisit(london, at("2026-12-25", 11, 0, london.timeZone), at("2026-12-25", 12, 0, london.timeZone))
        .verification,
    ).toBe("closed");
    expect(
      checkVisit(london, at("2026-12-22", 11, 0, london.timeZone), at("2026-12-22", 12, 0, london.timeZone))
        .verification,
    ).toBe("verified");
  });

  it("lets a tasting menu begin by the last seating and run on until closing", () => {
    const tasting = {
      hours: "Tu-Sa 18:30-24:00",
      seating: "Tu-Sa 18:30-20:30",
      country: "DE",
      timeZone: "Europe/Berlin",
    };
    const z = tasting.timeZone;
    expect(checkVisit(tasting, at("2026-11-27", 19, 30, z), at("2026-11-27", 22, 45, z)).verification).toBe("verified");
    expect(checkVisit(tasting, at("2026-11-27", 20, 30, z), at("2026-11-27", 23, 30, z)).verification).toBe("verified");
    expect(checkVisit(tasting, at("2026-11-27", 21, 0, z), at("2026-11-27", 23, 0, z))).toEqual({
      verification: "closed",
      reason: "Last seating at 20:30",
    });
    expect(checkVisit(tasting, at("2026-11-27", 19, 0, z), at("2026-11-28", 0, 30, z)).verification).toBe("closed");
  });

  it("handles bars open past midnight", () => {
    const bar = { hours: "Mo-Su 18:00-02:00", country: "DE", timeZone: "Europe/Berlin" };
    const r = checkVisit(bar, at("2026-11-23", 23, 30, bar.timeZone), at("2026-11-24", 1, 0, bar.timeZone));
    expect(r.verification).toBe("verified");
  });

  it("is honest when hours are unknown", () => {
    const r = checkVisit(
      { hours: null, country: "DE", timeZone: "Europe/Berlin" },
      new Date(),
      new Date(Date.now() + 3600_000),
    );
    expect(r.verification).toBe("unknown");
  });

  it("gets the day right across a daylight-saving change", () => {
    // Europe switches back on 25 Oct 2026; 10:00 local is 09:00 UTC that day.
    expect(zonedInstant("2026-10-25", 10, 0, "Europe/Berlin").toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(zonedInstant("2026-10-24", 10, 0, "Europe/Berlin").toISOString()).toBe("2026-10-24T08:00:00.000Z");
  });
});
