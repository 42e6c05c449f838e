// A neighbourhood plan keeps two thirds of its stops there, or says why it leaves.
import { describe, expect, it } from "vitest";
import { neighbourhoodOf } from "~/planning/engine/neighbourhood";
import { neighbourhoodNotices } from "~/planning/engine/neighbourhood-notice";
import { at, place, visit } from "./rules/fixtures";

const KREUZBERG = { lat: 52.4986, lng: 13.4033 };
const hood = neighbourhoodOf(KREUZBERG, { name: "Kreuzberg", aka: [] });
const inside = (name: string) => place({ name, lat: 52.4995, lng: 13.418, neighbourhood: "Kreuzberg" });
const mitte = place({
  name: "DDR Museum",
  lat: 52.5194,
  lng: 13.4028,
  neighbourhood: "Mitte",
  address: "Karl-Liebknecht-Str. 1",
});
const DAY = "2026-12-05";

describe("a neighbourhood plan", () => {
  it("goes without a word when two thirds of its stops are there", () => {
    const stops = [visit(mitte, at(DAY, 17, 30), 60), visit(inside("Il Casolare"), at(DAY, 18, 50), 75)];
    stops.push(visit(inside("Möbel Olfe"), at(DAY, 20, 15), 60));
    expect(neighbourhoodNotices(hood, "Kreuzberg", stops)).toEqual([]);
  });

  it("says how many stops it kept and why it left, in both languages", () => {
    const far = place({ ...mitte, name: "Pergamonmuseum", sourceId: "far-2" });
    const stops = [visit(mitte, at(DAY, 17, 30), 60), visit(far, at(DAY, 18, 40), 60)];
    stops.push(visit(inside("Würgeengel"), at(DAY, 20, 0), 60));
    const [notice] = neighbourhoodNotices(hood, "Kreuzberg", stops);
    expect(notice.kind).toBe("neighbourhood-left");
    expect(notice.text.en).toMatch(/^Kreuzberg holds 1 of the plan's 3 stops/);
    expect(notice.text.de).toMatch(/^1 von 3 Stationen dieses Plans liegen in Kreuzberg/);
    expect(neighbourhoodNotices(undefined, undefined, stops)).toEqual([]);
  });
});
