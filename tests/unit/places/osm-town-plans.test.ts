// Plans from real OpenStreetMap data of two towns beyond the catalog (the Mosel around Kröv and
// Traben-Trarbach; Salzburg; tests/fakes/fixtures/OSM-SOURCES.md), and from the Mosel in Google Places'
// shape, through the real clients against loopback servers: every plan keeps what a local checks
// (osm-town-check.ts). `PRINT_PLANS=1` prints the lines of docs/plan-quality.md's OSM tables.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { GooglePlacesSource } from "~/integrations/places/google";
import type { OverpassSource } from "~/integrations/places/overpass";
import type { Place } from "~/planning/places/place";
import { planAndCheck, osmServers } from "./osm-town-check";
import { MOSEL, SALZBURG } from "./osm-town-requests";

const { source, google } = osmServers();

describe.each([
  ["the Mosel", MOSEL],
  ["Salzburg", SALZBURG],
])("20 plans in %s", (_town, cases) => {
  let osm: OverpassSource;
  beforeAll(() => {
    osm = source();
  });
  const known = new Map<string, Place>();
  const lines: string[] = [];
  // The table in docs/plan-quality.md ("Anywhere: OpenStreetMap towns") is read from these lines.
  afterAll(() => void (process.env.PRINT_PLANS && console.log(lines.join("\n"))));

  it.each(cases.map((c, i) => [i + 1, c] as const))("plan %i keeps every promise", async (i, c) => {
    lines.push(await planAndCheck(i, c, osm, known));
  });
});

describe("the same rules with Google Places data", () => {
  let places: GooglePlacesSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ places, close } = await google());
  });
  afterAll(() => close());
  const known = new Map<string, Place>();
  const lines: string[] = [];
  afterAll(() => void (process.env.PRINT_PLANS && console.log(lines.join("\n"))));

  it.each(MOSEL.filter((_, i) => i % 2 === 0).map((c, i) => [i + 1, c] as const))(
    "Google plan %i keeps every promise",
    async (i, c) => {
      lines.push(await planAndCheck(i, c, places, known));
    },
  );
});
