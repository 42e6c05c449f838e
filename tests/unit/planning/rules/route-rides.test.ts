// The route rule on rides: no ride across town for a short stop on the way or at the end, and no ride on
// after midnight on a romantic New Year's Eve.
import { describe, expect, it } from "vitest";
import { route } from "~/planning/engine/rules/route";
import { planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

describe("a ride across town for a short stop", () => {
  const ny = context({ location: "New York" });
  const bubbys = place({ name: "Bubby's", category: "restaurant", lat: 40.7198, lng: -74.0101 });
  const tompkins = place({ name: "Tompkins Square Park", category: "park", lat: 40.7265, lng: -73.9815 });
  const baths = place({ name: "Russian & Turkish Baths", category: "activity", lat: 40.7281, lng: -73.9838 });
  const afternoon = (minutes: number) => [
    visit(bubbys, at("2026-12-25", 12, 30), 75, "lunch"),
    visit(tompkins, at("2026-12-25", 14, 5), minutes),
    visit(baths, at("2026-12-25", 15, 0), 90),
  ];

  it("weighs against 20 minutes on the subway for 45 minutes in a park, not for an hour or more", () => {
    expect(route.score!(ny, afternoon(45), 1, 1)).toBeLessThan(-0.5);
    expect(route.score!(ny, afternoon(75), 1, 1)).toBe(0);
  });

  it("lets the last stop be short: the plan ends there and the couple stay on", () => {
    expect(route.score!(ny, afternoon(45).slice(0, 2), 1, 0)).toBe(0);
  });

  it("lets the last stop be short after a short ride, not after half an hour across town", () => {
    const london = context({ location: "London" });
    const sushi = place({ name: "Sticks'n'Sushi Covent Garden", category: "restaurant", lat: 51.5114, lng: -0.1235 });
    const effra = place({ name: "Effra Hall Tavern", category: "bar", lat: 51.4607, lng: -0.1092 }); // Brixton, 5.7 km
    const kingsPlace = place({ name: "Kings Place", category: "live_music", lat: 51.535, lng: -0.122 }); // 2.6 km
    const evening = (last: typeof effra) => [
      visit(sushi, at("2026-12-12", 18, 50), 75, "dinner"),
      visit(last, at("2026-12-12", 20, 40), 50),
    ];
    expect(route.score!(london, evening(effra), 1, 0)).toBeLessThan(-5);
    expect(route.score!(london, evening(kingsPlace), 1, 0)).toBe(0);
  });

  it("a London evening of live jazz (seed 7) ends with no half-hour ride for the last 50 minutes", async () => {
    const plan = await planChecked(
      {
        location: "London",
        timeSlot: "evening",
        duration: 4,
        vibe: "fun",
        specialRequests: "live jazz",
        plannedDate: "2026-12-12",
      },
      7,
    );
    const last = plan.activities.at(-1)!;
    const minutes = (Date.parse(last.endsAt) - Date.parse(last.startsAt)) / 60_000;
    // It was Sticks'n'Sushi in Covent Garden, then 35 minutes to the Effra Hall Tavern in Brixton for 50.
    if (last.travelMinutes >= 30)
      expect(minutes, plan.activities.map((a) => a.name).join(" → ")).toBeGreaterThanOrEqual(60);
  });

  it("a chill Christmas Day afternoon in New York (plan 16, seed 7) rides nowhere for a quick look", async () => {
    const plan = await planChecked(
      { location: "New York", timeSlot: "afternoon", duration: 4, vibe: "chill", plannedDate: "2026-12-25" },
      7,
    );
    const names = plan.activities.map((a) => `${a.time} ${a.name} (${a.travelMinutes} min)`).join(" → ");
    for (const a of plan.activities.slice(1, -1)) {
      const minutes = (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;
      if (a.travelMinutes >= 20) expect(minutes, names).toBeGreaterThanOrEqual(60);
    }
  });

  it("lets a romantic New Year's Eve walk on after midnight, not ride: no tram from the Lindenhof to the Langstrasse", () => {
    const nye = "2026-12-31";
    const lindenhof = place({ name: "Lindenhof", category: "viewpoint", lat: 47.3729, lng: 8.5407 });
    const widder = place({ name: "Widder Bar", category: "bar", lat: 47.3724, lng: 8.5389 }); // 150 m
    const longstreet = place({ name: "Longstreet Bar", category: "bar", lat: 47.3777, lng: 8.5278 }); // 1.1 km
    const night = (last: typeof widder) => [
      visit(lindenhof, at(nye, 23, 30), 60),
      visit(last, at("2027-01-01", 0, 45), 75),
    ];
    const plan = { location: "Zurich", timeSlot: "late_night", plannedDate: nye, duration: 5 } as const;
    const romantic = context({ ...plan, vibe: "romantic" });
    expect(route.veto!(romantic, night(longstreet), 1, 0)).toMatch(/ride on after midnight/);
    expect(route.veto!(romantic, night(widder), 1, 0)).toBeNull();
    expect(route.veto!(context({ ...plan, vibe: "fun" }), night(longstreet), 1, 0)).toBeNull();
  });
});
