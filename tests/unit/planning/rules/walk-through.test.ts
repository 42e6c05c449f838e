// Squares and streets are walked through between stops: half an hour at most, and never while they are
// empty before ten on a Sunday or holiday morning.
import { describe, expect, it } from "vitest";
import { latestEnd } from "~/planning/engine/rules";
import { isWalkThrough, walkThrough } from "~/planning/engine/rules/walk-through";
import { maxVisit, minVisit } from "~/planning/engine/visit-length";
import { planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

// Where they are (the fixtures' default is Berlin's centre, about a kilometre from the square).
const GENDARMENMARKT = { lat: 52.5137, lng: 13.3927 };
const square = place({
  ...GENDARMENMARKT,
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

  it("never takes a Sunday or holiday morning to an empty square before ten, but a weekday may", () => {
    const sunday = context({ timeSlot: "morning", plannedDate: "2026-11-29", duration: 3 });
    const weekday = context({ timeSlot: "morning", plannedDate: "2026-11-26", duration: 3 });
    expect(sunday.quietMorning).toBe(true);
    expect(walkThrough.veto!(sunday, [visit(square, at("2026-11-29", 8, 30), 30)], 0, 2)).toMatch(/Sunday/);
    expect(walkThrough.veto!(sunday, [visit(square, at("2026-11-29", 10, 30), 30)], 0, 2)).toBeNull();
    expect(walkThrough.veto!(weekday, [visit(square, at("2026-11-26", 8, 30), 30)], 0, 2)).toBeNull();
    // Nor after breakfast or the Fischmarkt: the Reeperbahn at 09:25 on a Sunday is the morning after.
    const later = [visit(cafe, at("2026-11-29", 8, 30), 60), visit(square, at("2026-11-29", 9, 40), 30)];
    expect(walkThrough.veto!(sunday, later, 1, 1)).toMatch(/Sunday/);
    const after = [visit(cafe, at("2026-11-29", 9, 0), 60), visit(square, at("2026-11-29", 10, 10), 30)];
    expect(walkThrough.veto!(sunday, after, 1, 1)).toBeNull();
  });

  it("is the same spot as a market at its address, however far apart the pins are", () => {
    const spielbudenplatz = { category: "landmark" as const, setting: "outdoor" as const, visitMinutes: 60 };
    const reeperbahn = place({ ...spielbudenplatz, name: "Reeperbahn", address: "Spielbudenplatz, 20359 Hamburg" });
    const market = place({
      name: "Santa Pauli",
      category: "market",
      setting: "outdoor",
      address: "Spielbudenplatz, 20359 Hamburg",
      lat: reeperbahn.lat,
      lng: reeperbahn.lng - 0.0036,
    });
    const plan = [visit(market, at("2026-12-12", 15, 50), 65), visit(reeperbahn, at("2026-12-12", 17, 0), 30)];
    expect(walkThrough.veto!(context(), plan, 1, 0)).toMatch(/same spot/);
  });

  it("is no stop of its own beside a place on it: the restaurant or the market on the square is that spot", () => {
    const ctx = context({ timeSlot: "evening", duration: 3 });
    const restaurant = place({
      name: "Lutter & Wegner",
      category: "restaurant",
      meals: ["dinner"],
      lat: 52.5128,
      lng: 13.3938,
    });
    const market = place({
      name: "WeihnachtsZauber",
      category: "market",
      setting: "outdoor",
      lat: 52.5136,
      lng: 13.3929,
    });
    const dinner = visit(restaurant, at("2026-11-26", 18, 10), 75, "dinner");
    const after = [dinner, visit(square, at("2026-11-26", 19, 30), 30)];
    expect(walkThrough.veto!(ctx, after, 1, 0)).toMatch(/same spot/);
    const before = [visit(square, at("2026-11-26", 18, 0), 30), visit(market, at("2026-11-26", 18, 35), 45)];
    expect(walkThrough.veto!(ctx, before, 1, 0)).toMatch(/same spot/);
    // The market and its square stay one place with a stop between them.
    const apart = [visit(market, at("2026-11-26", 18, 0), 45), visit(cafe, at("2026-11-26", 19, 0), 45)];
    expect(walkThrough.veto!(ctx, [...apart, visit(square, at("2026-11-26", 20, 0), 30)], 2, 0)).toMatch(/same spot/);
    // A kilometre away it is a walk of its own.
    expect(walkThrough.veto!(ctx, [visit(cafe, at("2026-11-26", 18, 0), 60), after[1]], 1, 0)).toBeNull();
  });

  it("is no stop after eleven at night unless the square has a night of its own", () => {
    const ctx = context({ timeSlot: "late_night", duration: 4 });
    const market = place({
      name: "Leadenhall Market",
      category: "landmark",
      setting: "outdoor",
      visitMinutes: 30,
      tags: ["after-dark"],
    });
    const reeperbahn = place({
      name: "Reeperbahn",
      category: "landmark",
      setting: "outdoor",
      visitMinutes: 45,
      tags: ["after-dark", "lively"],
    });
    expect(walkThrough.veto!(ctx, [visit(market, at("2026-11-27", 1, 0), 30)], 0, 0)).toMatch(/empty at night/);
    const bar = visit(cafe, at("2026-11-26", 21, 0), 50);
    const leadenhall = { ...market, ...GENDARMENMARKT };
    expect(walkThrough.veto!(ctx, [bar, visit(leadenhall, at("2026-11-26", 22, 0), 30)], 1, 0)).toBeNull();
    expect(walkThrough.veto!(ctx, [visit(reeperbahn, at("2026-11-26", 23, 30), 30)], 0, 0)).toBeNull();
  });

  it("is the same spot as the stop beside it when it is a square or promenade out of doors, view or not", () => {
    const ctx = context({ timeSlot: "afternoon", duration: 3, plannedDate: "2026-12-25" });
    const pier = { lat: 53.5526, lng: 9.9925 };
    const steamer = place({ ...pier, name: "ATG Alster-Rundfahrt ab Jungfernstieg", category: "activity" });
    const jungfernstieg = place({
      lat: 53.5532,
      lng: 9.9931,
      name: "Jungfernstieg & Binnenalster",
      category: "landmark",
      setting: "outdoor",
      visitMinutes: 45,
      tags: ["view", "after-dark"],
    });
    const trip = [visit(steamer, at("2026-12-25", 14, 55), 45), visit(jungfernstieg, at("2026-12-25", 15, 45), 30)];
    expect(walkThrough.veto!(ctx, trip, 1, 0)).toMatch(/same spot/);
    // A tower climbed beside a square is a sight of its own.
    const tower = place({ ...pier, name: "Alter Peter", category: "viewpoint", setting: "outdoor" });
    const market = place({ ...pier, lat: 53.5529, name: "Christkindlmarkt", category: "market", setting: "outdoor" });
    expect(
      walkThrough.veto!(
        ctx,
        [visit(tower, at("2026-12-25", 14, 0), 45), visit(market, at("2026-12-25", 15, 0), 60)],
        1,
        0,
      ),
    ).toBeNull();
  });

  it("after nightfall, is neither an evening's first stop nor a stop on the walk between two others", () => {
    const ctx = context({ timeSlot: "evening", duration: 4 });
    const gaertnerplatz = { ...square, name: "Gärtnerplatz" };
    // 18:00 in late November is dark; 15:00 is not.
    expect(walkThrough.veto!(ctx, [visit(gaertnerplatz, at("2026-11-26", 18, 0), 30)], 0, 2)).toMatch(/start/);
    const afternoon = context({ timeSlot: "afternoon", duration: 4 });
    expect(walkThrough.veto!(afternoon, [visit(gaertnerplatz, at("2026-11-26", 14, 0), 30)], 0, 2)).toBeNull();
    const lively = place({ ...gaertnerplatz, name: "Reeperbahn", tags: ["after-dark", "lively"] });
    expect(walkThrough.veto!(ctx, [visit(lively, at("2026-11-26", 18, 0), 30)], 0, 2)).toBeNull();
    // Dinner a few hundred metres one side of the square, the bar the other side: the square is crossed.
    const dinner = place({ name: "Tian", category: "restaurant", meals: ["dinner"], lat: 52.5157, lng: 13.3927 });
    const onTheWay = place({ name: "Bar on the way", category: "bar", lat: 52.5117, lng: 13.3927 });
    const offTheWay = place({ name: "Bar back north", category: "bar", lat: 52.5187, lng: 13.3957 });
    const evening = (bar: typeof onTheWay) => [
      visit(dinner, at("2026-11-26", 18, 10), 120, "dinner"),
      visit(gaertnerplatz, at("2026-11-26", 20, 20), 30),
      visit(bar, at("2026-11-26", 21, 0), 60),
    ];
    expect(walkThrough.veto!(ctx, evening(onTheWay), 2, 0)).toMatch(/on the way/);
    expect(walkThrough.veto!(ctx, evening(offTheWay), 2, 0)).toBeNull();
  });
});

describe("evenings in Munich that used to stand on a square in the dark (seed 7)", () => {
  const requests = {
    "a late night in the Glockenbachviertel on 2 January": {
      location: "Glockenbachviertel, München",
      timeSlot: "late_night",
      duration: 3,
      vibe: "fun",
      plannedDate: "2027-01-02",
    },
    "a luxury Sterneküche evening on 18 December": {
      location: "München",
      timeSlot: "evening",
      duration: 5,
      vibe: "romantic",
      budget: "luxury",
      specialRequests: "Sterneküche",
      plannedDate: "2026-12-18",
    },
  } as const;
  for (const [name, request] of Object.entries(requests)) {
    it(`${name} starts somewhere to be and crosses no square on the way as a stop`, async () => {
      const plan = await planChecked(request, 7);
      const names = plan.activities.map((a) => a.name).join(" → ");
      expect(names).not.toMatch(/^Gärtnerplatz/);
      expect(names).not.toMatch(/Tian → Gärtnerplatz → /);
    });
  }
});
