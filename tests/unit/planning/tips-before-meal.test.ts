// A dish tip just before dinner elsewhere is a second dinner: a brewery's "pork knuckle on the side"
// stays unsaid when the table is booked half an hour later, and is said when the evening ends there.
import { describe, expect, it } from "vitest";
import { catalogCandidates } from "~/planning/places/catalog";
import { MINUTE, zonedInstant } from "~/planning/time";
import type { Stop } from "~/planning/engine/types";
import { writeActivity } from "~/planning/writers/builtin";

const hamburg = catalogCandidates({
  center: { lat: 53.55, lng: 9.99 },
  radiusKm: 20,
  timeZone: "Europe/Berlin",
  country: "DE",
});
const place = (id: string) => hamburg.find((p) => p.sourceId === id)!;

function stopAt(id: string, hour: number, minutes: number, meal: Stop["meal"] = null): Stop {
  const start = zonedInstant("2026-12-04", hour, 0, "Europe/Berlin").getTime();
  return { place: place(id), start, end: start + minutes * MINUTE, travelMinutes: 0, legMode: "walking", meal };
}

describe("tips before a meal", () => {
  const brewery = stopAt("hamburg-groeninger-braukeller", 17, 70);
  const write = (next?: Stop, language: "en" | "de" = "en") =>
    writeActivity({
      stop: brewery,
      index: 0,
      count: next ? 2 : 1,
      language,
      seed: 1,
      company: { kids: false, noAlcohol: false },
      next,
    }).experienceTip;

  it("orders no pork knuckle when dinner follows within half an hour", () => {
    const dinner = stopAt("hamburg-groeninger-braukeller", 18, 90, "dinner");
    dinner.start = brewery.end + 15 * MINUTE;
    expect(write(dinner) ?? "").not.toMatch(/knuckle/);
    expect(write(dinner, "de") ?? "").not.toMatch(/Haxe/);
  });

  it("still suggests it when the evening ends there", () => {
    expect(write()).toMatch(/knuckle/);
    expect(write(undefined, "de")).toMatch(/Haxe/);
  });
});

describe("a Christmas market before dinner", () => {
  const zurich = catalogCandidates({
    center: { lat: 47.37, lng: 8.54 },
    radiusKm: 20,
    timeZone: "Europe/Zurich",
    country: "CH",
  });
  const at = (id: string, hour: number, minute: number, minutes: number, meal: Stop["meal"] = null): Stop => {
    const start = zonedInstant("2026-12-12", hour, minute, "Europe/Zurich").getTime();
    const p = zurich.find((x) => x.sourceId === id)!;
    return { place: p, start, end: start + minutes * MINUTE, travelMinutes: 0, legMode: "walking", meal };
  };
  const market = at("zurich-wienachtsdorf", 17, 30, 70);
  const tip = (next?: Stop) =>
    writeActivity({
      stop: market,
      index: 0,
      count: next ? 2 : 1,
      language: "en",
      seed: 1,
      company: { kids: false, noAlcohol: false },
      next,
    }).experienceTip;

  it("has no cheese fondue a quarter of an hour before dinner, and keeps it when the evening ends there", () => {
    expect(tip(at("zurich-blinde-kuh", 18, 55, 90, "dinner")) ?? "").not.toMatch(/fondue/);
    expect(tip()).toMatch(/fondue/);
  });
});
