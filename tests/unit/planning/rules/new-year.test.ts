// New Year's Eve: nobody is on the road from 23:30 to 00:30, the year turns at a good place, booked, and
// the plan says so.
import { describe, expect, it } from "vitest";
import { cold } from "~/planning/engine/rules/cold";
import { daylight } from "~/planning/engine/rules/daylight";
import { night } from "~/planning/engine/rules/night";
import { midnightStay, newYear, watchesFireworks } from "~/planning/engine/rules/new-year";
import { newYearNotices } from "~/planning/engine/new-year";
import type { Stop } from "~/planning/engine/types";
import type { Place } from "~/planning/places/place";
import { planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

const NYE = "2026-12-31";
const NEXT = "2027-01-01";
const ctx = context({ timeSlot: "late_night", plannedDate: NYE, duration: 5 });
const bar = place({ name: "Klunkerkranich", category: "bar", tags: ["view"] });
const rooftop = place({ name: "Monkey Bar", category: "bar" });
const cinema = place({ name: "Kino International", category: "cinema" });

describe("the New Year's Eve rule", () => {
  it("knows when the year turns and refuses a leg across midnight", () => {
    expect(ctx.newYear).toBe(at(NEXT, 0, 0));
    expect(context({ timeSlot: "late_night", plannedDate: "2026-12-30" }).newYear).toBeNull();
    const onTheWay = [visit(rooftop, at(NYE, 22, 0), 105), visit(bar, at(NYE, 23, 55), 90)];
    expect(newYear.veto!(ctx, onTheWay, 0, 1)).toMatch(/left at midnight/);
    expect(newYear.veto!(ctx, onTheWay, 1, 0)).toMatch(/crosses midnight/);
  });

  it("sees the new year in at a bar or a view, not in a cinema", () => {
    const good = [visit(rooftop, at(NYE, 21, 30), 75), visit(bar, at(NYE, 22, 55), 120)];
    expect(newYear.violations(ctx, { visits: good, notices: [] })).toEqual([]);
    const film = [visit(rooftop, at(NYE, 21, 30), 75), visit(cinema, at(NYE, 22, 55), 120)];
    expect(newYear.veto!(ctx, film, 1, 0)).toMatch(/no place to see the new year in/);
  });

  it("keeps the place for midnight, and the one after it, a walk or a short ride away", () => {
    // Kreuzberg to Friedrichshain is a short ride; Kreuzberg to Spandau crosses the city.
    const kreuzberg = place({ name: "Würgeengel", category: "bar", lat: 52.4997, lng: 13.4186 });
    const near = place({ name: "Berghain", category: "club", lat: 52.5112, lng: 13.4432 });
    const far = place({ name: "Spandau club", category: "club", lat: 52.5363, lng: 13.2005 });
    const toFar = [visit(kreuzberg, at(NYE, 21, 30), 75), visit(far, at(NYE, 23, 20), 120)];
    expect(newYear.veto!(ctx, toFar, 1, 0)).toMatch(/long ride to midnight/);
    const toNear = [visit(kreuzberg, at(NYE, 21, 30), 75), visit(near, at(NYE, 23, 0), 120)];
    expect(newYear.veto!(ctx, toNear, 1, 0)).toBeNull();
    const afterwards = [...toNear, visit(far, at(NEXT, 1, 30), 60)];
    expect(newYear.veto!(ctx, afterwards, 2, 0)).toMatch(/long ride after midnight/);
  });

  it("ends a New Year's Eve late night at a bar, not on a cold terrace after the fireworks", () => {
    // 31 December 2026 is a Thursday; that night is a night out all the same.
    const romantic = context({ timeSlot: "late_night", plannedDate: NYE, duration: 5, vibe: "romantic" });
    expect(romantic.night).toBe(true);
  });

  it("says what midnight asks of each place, and never tells a walk-in bar to book", () => {
    const stopsAt = (midnightPlace: Place): Stop[] =>
      [visit(rooftop, at(NYE, 21, 30), 75), visit(midnightPlace, at(NYE, 22, 55), 120)].map((v) => ({
        ...v,
        travelMinutes: 10,
        legMode: "walking",
      }));
    const [booked] = newYearNotices(stopsAt({ ...bar, bookingAdvised: true }), ctx.window);
    expect(booked.kind).toBe("new-year");
    expect(booked.text.en).toMatch(/Klunkerkranich.*Book ahead/);
    expect(booked.text.de).toMatch(/Silvester.*Klunkerkranich.*Reservier vorher/);
    // Zum Silbersack, a dive bar on the Kiez, takes no bookings: come early is the true advice.
    const dive = place({ name: "Zum Silbersack", category: "bar", bookingAdvised: false });
    const [walkIn] = newYearNotices(stopsAt(dive), ctx.window);
    expect(walkIn.text.en).toMatch(/Zum Silbersack.*come early/i);
    expect(walkIn.text.en).not.toMatch(/Book ahead/);
    expect(walkIn.text.de).toMatch(/Komm früh/);
    const bridge = place({
      name: "Quaibrücke",
      category: "viewpoint",
      setting: "outdoor",
      tags: ["view", "waterside"],
    });
    const [fireworks] = newYearNotices(stopsAt(bridge), ctx.window);
    expect(fireworks.text.en).toMatch(/fireworks from Quaibrücke.*dress warmly/);
    expect(fireworks.text.de).toMatch(/Aussichtspunkt Quaibrücke das Feuerwerk/);
    const party = place({
      name: "Wiener Silvesterpfad",
      category: "activity",
      setting: "outdoor",
      tags: ["after-dark"],
    });
    const [streets] = newYearNotices(stopsAt(party), ctx.window);
    expect(streets.text.en).toMatch(/out of doors at Wiener Silvesterpfad.*dress warmly/);
    expect(streets.text.de).not.toMatch(/reservier/i);
  });

  it("sees a fun Vienna New Year in at the Silvesterpfad, the old town's own party that night (plan 23, seed 7)", async () => {
    const plan = await planChecked(
      {
        location: "Wien",
        timeSlot: "late_night",
        duration: 4,
        vibe: "fun",
        plannedDate: NYE,
        language: "de",
      },
      7,
    );
    const midnight = Date.parse("2026-12-31T23:00:00Z");
    const held = plan.activities.find((a) => Date.parse(a.startsAt) <= midnight && Date.parse(a.endsAt) > midnight);
    expect(held?.sourceId).toBe("vienna-silvesterpfad");
  });

  it("watches the fireworks from an open view for the hour around midnight, not 45 minutes in the cold", () => {
    const romantic = context({ timeSlot: "late_night", plannedDate: NYE, duration: 5, vibe: "romantic" });
    const bridge = place({
      name: "Quaibrücke",
      category: "viewpoint",
      setting: "outdoor",
      tags: ["view", "waterside"],
    });
    const club = place({ name: "Mascotte", category: "club", tags: ["dancing"] });
    const arrive = at(NYE, 23, 20);
    expect(watchesFireworks(romantic, bridge, arrive)).toBe(true);
    expect(watchesFireworks(romantic, bridge, at(NYE, 21, 30))).toBe(false);
    // A 45-minute view would be left at midnight: it stays until half past twelve.
    expect(midnightStay(romantic, bridge, arrive, 45, 120)).toBe(70);
    expect(midnightStay(romantic, bridge, arrive, 45, 60)).toBe(45);
    expect(midnightStay(romantic, rooftop, at(NYE, 21, 30), 90, 200)).toBe(90);
    const seen = [visit(rooftop, at(NYE, 21, 30), 100), visit(bridge, arrive, 70)];
    for (const rule of [daylight, cold, newYear]) expect(rule.veto!(romantic, seen, 1, 1), rule.name).toBeNull();
    const danced = [visit(rooftop, at(NYE, 21, 30), 100), visit(club, arrive, 120)];
    expect(newYear.score!(romantic, seen, 1, 1)).toBeGreaterThan(newYear.score!(romantic, danced, 1, 0));
  });

  it("plans a romantic late night on 31 December in Zurich: a bar, the fireworks from a view, no travel around midnight", async () => {
    const plan = await planChecked(
      {
        location: "Zurich",
        plannedDate: NYE,
        timeSlot: "late_night",
        duration: 5,
        vibe: "romantic",
        budget: "upscale",
      },
      7,
    );
    const midnight = Date.parse("2026-12-31T23:00:00Z");
    const around = (t: number) => Math.abs(t - midnight) < 30 * 60_000;
    for (const a of plan.activities.slice(1)) expect(around(Date.parse(a.startsAt)), a.name).toBe(false);
    const held = plan.activities.find((a) => Date.parse(a.startsAt) <= midnight && Date.parse(a.endsAt) > midnight);
    // A romantic New Year's Eve watches the fireworks from a view, not from a DJ bar after a concert hall.
    expect(held?.category).toBe("viewpoint");
    expect(plan.activities[0].category).toBe("bar");
    expect(plan.notices.find((n) => n.kind === "new-year")?.text.en).toMatch(/watch the fireworks/);
    // The couple walk home from the fireworks or on to a bar nearby: no tram at 00:45 to a Langstrasse DJ
    // bar, and not the Polyterrasse at 01:45 after two hours of dancing.
    const after = plan.activities.filter((a) => Date.parse(a.startsAt) > midnight);
    for (const a of after) expect(a.legMode, a.name).toBe("walking");
    expect(
      after.every((a) => /bar|club|live_music/.test(a.category)) &&
        (after.length > 0 || held === plan.activities.at(-1)),
    ).toBe(true);
  });

  it("lets a romantic New Year's Eve end at the fireworks, but a fun one at a bar", () => {
    const bridge = place({ name: "Lindenhof", category: "viewpoint", setting: "outdoor", tags: ["view"] });
    const watched = [visit(rooftop, at(NYE, 21, 30), 100), visit(bridge, at(NYE, 23, 25), 65)];
    const romantic = context({ timeSlot: "late_night", plannedDate: NYE, duration: 5, vibe: "romantic" });
    expect(night.veto!(romantic, watched, 1, 0)).toBeNull();
    expect(night.violations(romantic, { visits: watched, notices: [] })).toEqual([]);
    const fun = context({ timeSlot: "late_night", plannedDate: NYE, duration: 5, vibe: "fun" });
    expect(night.veto!(fun, watched, 1, 0)).toMatch(/ends at Lindenhof/);
  });

  it("tells a New Year's Eve evening over at 22:30 where to watch the fireworks, a walk from its last stop", async () => {
    const plan = await planChecked(
      {
        location: "Haidhausen, München",
        plannedDate: NYE,
        timeSlot: "evening",
        duration: 5,
        vibe: "romantic",
        language: "de",
      },
      7,
    );
    expect(Date.parse(plan.activities.at(-1)!.endsAt)).toBeLessThan(Date.parse("2026-12-31T23:00:00Z"));
    const notice = plan.notices.find((n) => n.kind === "new-year");
    // It ended in the Johanniscafé at 22:30 without a word about midnight; the Maximilianeum is over the Isar.
    expect(notice?.text.de).toMatch(/Der Plan endet um 22:30.*Aussichtspunkt Maximilianeum 15 Gehminuten/);
    expect(notice?.text.en).toMatch(/ends at 10:30 PM.*Maximilianeum is a 15-minute walk/);
  });

  it("sees the new year in New York near the bar before, not after a 35-minute ride to Brooklyn", async () => {
    const plan = await planChecked(
      {
        location: "New York",
        plannedDate: NYE,
        timeSlot: "late_night",
        duration: 4,
        vibe: "fun",
        budget: "upscale",
      },
      7,
    );
    const midnight = Date.parse("2027-01-01T05:00:00Z");
    const held = plan.activities.findIndex(
      (a) => Date.parse(a.startsAt) <= midnight && Date.parse(a.endsAt) > midnight,
    );
    expect(held).toBeGreaterThan(0);
    expect(plan.activities[held].travelMinutes).toBeLessThanOrEqual(20);
    expect(plan.activities.at(-1)!.category).toMatch(/bar|club|live_music/);
  });
});
