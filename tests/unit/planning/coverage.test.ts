// Where Amble plans from which source ("auto": the catalog where it covers, online elsewhere), and the
// honest answer for a town it has no places for: the cities it does cover, in the plan's language.
import { describe, expect, it } from "vitest";
import overpassKoeln from "../../fakes/fixtures/overpass-koeln.json";
import { planErrorText } from "~/components/planner/actions/plan-errors";
import { createT } from "~/i18n/translate";
import { resources } from "~/i18n/resources";
import { AutoPlaceSource, catalogCovers } from "~/planning/places/auto-source";
import { CatalogSource } from "~/planning/places/catalog";
import { resolveLocation } from "~/planning/places/gazetteer";
import { elementToPlace, type OverpassElement } from "~/integrations/places/overpass";
import { PlacesUnavailableError, type CandidateQuery, type Place, type PlaceSource } from "~/planning/places/place";
import { LocationError, preparePlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanLanguage } from "~/planning/request";
import { distanceKm } from "~/planning/travel";

const KOELN_PLACES = (overpassKoeln.elements as unknown as OverpassElement[])
  .map((e) => elementToPlace(e, { country: "DE", timeZone: "Europe/Berlin" }))
  .filter((p): p is Place => p !== null);

/** An online source answering from the Köln fixture, or down like an unreachable Overpass. */
class FakeOnline implements PlaceSource {
  readonly name = "osm" as const;
  up = true;
  readonly asked: CandidateQuery[] = [];
  readonly geocoded: string[] = [];

  async candidates(query: CandidateQuery): Promise<Place[]> {
    this.asked.push(query);
    if (!this.up) throw new PlacesUnavailableError("overpass", "connection refused");
    return KOELN_PLACES.filter((p) => distanceKm(p, query.center) <= query.radiusKm);
  }
  async place(sourceId: string): Promise<Place | null> {
    return KOELN_PLACES.find((p) => p.sourceId === sourceId) ?? null;
  }
  async geocode(text: string) {
    this.geocoded.push(text);
    if (!this.up) throw new PlacesUnavailableError("nominatim", "connection refused");
    return null;
  }
}

const NOW = new Date("2026-12-01T09:00:00Z");
const plan = (source: PlaceSource, location: string, language: PlanLanguage = "en") =>
  preparePlan({
    request: PlanRequestSchema.parse({ location, language, plannedDate: "2026-12-02", duration: 3 }),
    now: NOW,
    seed: 7,
    source,
  });

const COVERED = {
  en: "Amble doesn't have places for Köln yet. It plans in Berlin, Munich, Hamburg, Vienna, Zurich, London, Paris, and New York.",
  de: "Für Köln hat Amble noch keine Orte. Bisher plant Amble in Berlin, München, Hamburg, Wien, Zürich, London, Paris und New York.",
};

describe("the catalog alone", () => {
  it("names the covered cities for a town it has no places for, in the plan's language", async () => {
    for (const language of ["en", "de"] as const) {
      const error = await plan(new CatalogSource(), "Köln", language).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LocationError);
      expect(error).toMatchObject({ code: "not-covered", message: COVERED[language] });
    }
  });

  it("still says it couldn't find text that names no place", async () => {
    await expect(plan(new CatalogSource(), "Qwertzuiopville")).rejects.toMatchObject({ code: "unknown-location" });
  });
});

describe("auto", () => {
  it("plans from the catalog where it covers, without asking the online source", async () => {
    const online = new FakeOnline();
    const prepared = await plan(new AutoPlaceSource(online), "Friedrichshain Berlin");
    expect(prepared.location.label).toBe("Friedrichshain, Berlin");
    expect(prepared.stops.length).toBeGreaterThan(0);
    expect(new Set(prepared.context.candidates.map((p) => p.source))).toEqual(new Set(["catalog"]));
    expect(online.asked).toHaveLength(0);
  });

  it("plans a town outside the catalog from the online source", async () => {
    const online = new FakeOnline();
    const prepared = await plan(new AutoPlaceSource(online), "Köln");
    expect(online.asked[0].center).toMatchObject({ lat: 50.9333, lng: 6.95 });
    expect(prepared.stops.length).toBeGreaterThan(0);
    for (const stop of prepared.stops) expect(stop.place.sourceId).toMatch(/^osm:/);
  });

  it("names the covered cities while the online source is down", async () => {
    const online = new FakeOnline();
    online.up = false;
    for (const language of ["en", "de"] as const) {
      const error = await plan(new AutoPlaceSource(online), "Köln", language).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "not-covered", message: COVERED[language] });
    }
  });

  it("falls back to the catalog near a catalog city while the online source is down", async () => {
    const online = new FakeOnline();
    online.up = false;
    // Queens: inside New York but with too few catalog places near its centre to plan from the catalog alone.
    const prepared = await plan(new AutoPlaceSource(online), "Queens");
    expect(online.asked.length).toBeGreaterThan(0);
    expect(prepared.stops.length).toBeGreaterThan(0);
    for (const stop of prepared.stops) expect(stop.place.source).toBe("catalog");
  });

  it("answers unknown text as not found when the geocoder is down", async () => {
    const online = new FakeOnline();
    online.up = false;
    await expect(plan(new AutoPlaceSource(online), "Qwertzuiopville")).rejects.toMatchObject({
      code: "unknown-location",
    });
    expect(online.geocoded).toEqual(["Qwertzuiopville"]);
  });

  it("looks stored places up where they came from", async () => {
    const source = new AutoPlaceSource(new FakeOnline());
    const [osm] = KOELN_PLACES;
    expect((await source.place(osm.sourceId))?.name).toBe(osm.name);
    const catalogPlace = (
      await new CatalogSource().candidates({
        center: { lat: 52.52, lng: 13.405 },
        radiusKm: 1,
        timeZone: "",
        country: "",
      })
    )[0];
    expect((await source.place(catalogPlace.sourceId))?.name).toBe(catalogPlace.name);
  });

  it("covers the dense part of a catalog city only", () => {
    const at = (text: string) => catalogCovers(resolveLocation(text)!);
    expect(at("Kreuzberg, Berlin")).toBe(true);
    expect(at("Shoreditch")).toBe(true);
    expect(at("Spandau, Berlin")).toBe(false);
    expect(at("Potsdam")).toBe(false);
    expect(at("Köln")).toBe(false);
  });
});

describe("the planner page's message", () => {
  it("shows the server's covered-cities text, else the generic one", () => {
    for (const language of ["en", "de"] as const) {
      const t = createT(language, resources[language], "planner");
      const failure = { status: 422, error: "not-covered", message: COVERED[language] };
      expect(planErrorText(t, failure, false).description).toBe(COVERED[language]);
      expect(planErrorText(t, { ...failure, message: "" }, false).description).toBe(t("errors.notCovered"));
    }
  });
});
