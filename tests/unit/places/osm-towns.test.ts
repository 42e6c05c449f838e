// Plans from real OpenStreetMap data of two towns beyond the catalog (the Mosel around Kröv and
// Traben-Trarbach; Salzburg; tests/fakes/fixtures/OSM-SOURCES.md), through the real Overpass and
// Nominatim clients against loopback servers that answer the app's own queries: what OSM says of a place
// reaches the plan, usual hours stand in where it is silent, estimated prices say so, nothing fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GooglePlacesSource } from "~/integrations/places/google";
import { memoryCache } from "~/integrations/places/http";
import { Nominatim } from "~/integrations/places/nominatim";
import { OverpassSource } from "~/integrations/places/overpass";
import { planViolations } from "~/planning/invariants";
import type { Place } from "~/planning/places/place";
import { createPlan, type PlanDraft } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { wallClock } from "~/planning/time";
import type { Fake } from "../../fakes/http";
import { GOOGLE_TEST_KEY, startGooglePlaces, startNominatim, startOverpass } from "../../fakes/places";
import { MOSEL, SALZBURG, type Case } from "./osm-town-requests";

const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";
const KROEV = { center: { lat: 49.9797, lng: 7.0869 }, radiusKm: 20, timeZone: "Europe/Berlin", country: "DE" };
const now = new Date("2026-11-27T08:00:00Z");
/** Summer plans are asked for a few days ahead, as a person would. */
const nowFor = (date: string | undefined) =>
  date && date > "2027-03-01" ? new Date(Date.parse(`${date}T08:00:00Z`) - 5 * 86_400_000) : now;

let overpass: Fake;
let nominatim: Fake;
beforeAll(async () => {
  [overpass, nominatim] = await Promise.all([startOverpass(), startNominatim()]);
});
afterAll(() => Promise.all([overpass.close(), nominatim.close()]));

const source = () =>
  new OverpassSource({
    url: `${overpass.url}/api/interpreter`,
    userAgent: USER_AGENT,
    minIntervalMs: 0,
    // Two shared cores run many suites at once: a slow loopback answer is not an outage.
    timeoutMs: 60_000,
    cache: memoryCache(),
    geocoder: new Nominatim({ baseUrl: nominatim.url, userAgent: USER_AGENT, cache: memoryCache(), minIntervalMs: 0 }),
  });

const byName = (places: Place[], name: string) => places.find((p) => p.name === name)!;

describe("what OpenStreetMap says, read into the place", () => {
  let places: Place[];
  beforeAll(async () => {
    places = await source().candidates(KROEV);
  });

  it("knows a sports bar is no date and a winery no place for children", () => {
    const sports = byName(places, "Cocos Café & Sportsbar");
    expect(sports).toMatchObject({ category: "bar", kids: false, occasions: [] });
    expect(sports.vibes).not.toContain("romantic");
    const winery = byName(places, "Weingut Hugo Hower");
    expect(winery).toMatchObject({ category: "restaurant", kids: false });
    expect(winery.tags).toContain("wine");
    expect(winery.description).toEqual({
      en: "Wine from its own estate, step-free.",
      de: "Wein vom eigenen Weingut, stufenlos zugänglich.",
    });
    // cuisine=buschenschank: a wine tavern, not a café.
    expect(byName(places, "Vinothek Royal")).toMatchObject({ category: "bar", kids: false });
  });

  it("reads cuisines, diets, outdoor seating and access, also from a name that says pizzeria", () => {
    expect(byName(places, "Pizzeria Calabria").tags).toContain("pizza");
    expect(byName(places, "Römerkeller").tags).toContain("italian");
    expect(byName(places, "Klostermühle Siebenborn")).toMatchObject({
      description: {
        en: "German, Italian and regional cuisine, with outdoor seating.",
        de: "Deutsche, italienische und regionale Küche, mit Plätzen draußen.",
      },
    });
    const vegetarian = places.filter((p) => p.tags?.includes("vegetarian"));
    expect(vegetarian.length).toBeGreaterThan(0);
    expect(byName(places, "Brauhaus Kloster Machern").tags).toEqual(
      expect.arrayContaining(["outdoor-seating", "step-free"]),
    );
  });

  it("serves ice cream as dessert, never breakfast", () => {
    const parlour = byName(places, "Marcellos Eiseck");
    expect(parlour).toMatchObject({ category: "dessert", meals: [] });
    expect(parlour.openingHours).toMatch(/Oct-Mar Mo-Su 13:00-18:00 unknown "usual hours"/);
  });

  it("gives pubs without hours the usual evening hours, marked as a guess, and keeps stated hours", () => {
    expect(byName(places, "Im Spundloch").openingHours).toBe(
      'Mo-Th 16:00-24:00 unknown "usual hours"; Fr,Sa 16:00-01:00 unknown "usual hours"; Su 15:00-23:00 unknown "usual hours"',
    );
    expect(byName(places, "Römerkeller").openingHours).toMatch(/^Mo 17:00-23:30; We/);
  });

  it("marks prices it guessed from the kind of place", () => {
    const restaurants = places.filter((p) => p.category === "restaurant");
    expect(restaurants.every((p) => p.priceEstimated)).toBe(true);
  });

  it("keeps every place near the start, however many lie further out", async () => {
    const fixtures = await import("../../fakes/fixtures/overpass-mosel.json");
    const near = fixtures.elements.filter(
      (e) =>
        e.tags.amenity === "restaurant" &&
        e.tags.name &&
        Math.hypot((e.lat! - KROEV.center.lat) * 111, (e.lon! - KROEV.center.lng) * 71.6) < 0.6,
    );
    expect(near.length).toBeGreaterThan(3);
    const ids = new Set(places.map((p) => p.sourceId));
    for (const e of near) expect(ids, e.tags.name).toContain(`osm:node/${e.id}`);
  });
});

const clockAt = (iso: string, timeZone: string) => {
  const w = wallClock(new Date(iso), timeZone);
  return w.hour + w.minute / 60;
};

/** One line per plan for docs/plan-quality.md: the stops as a local reads them. */
function summary(c: Case, plan: PlanDraft): string {
  const what = [
    c.timeSlot,
    `${c.duration} h`,
    c.plannedDate,
    c.vibe,
    c.budget,
    c.withKids ? "kids" : "",
    ...((c.specialOccasions as string[] | undefined) ?? []),
    c.specialRequests,
  ]
    .filter(Boolean)
    .join(", ");
  const stops = plan.activities
    .map(
      (a) =>
        `${a.time.split(/[–-]/)[0].trim()} ${a.name} (${a.category}${a.meal ? `, ${a.meal}` : ""}${a.verification === "verified" ? "" : ", hours " + (a.verificationReason.startsWith("Usual") ? "usual" : "unknown")})`,
    )
    .join(" → ");
  const notices = plan.notices.map((n) => n.kind).join(", ");
  return `| ${c.location}: ${what} | ${stops}${notices ? ` — notices: ${notices}` : ""} |`;
}

type Source = OverpassSource | GooglePlacesSource;

/** Plans one case and checks what a local would: the place's character, hours, prices, wishes, dinner. */
async function planAndCheck(i: number, c: Case, from: Source, known: Map<string, Place>): Promise<string> {
  const { wish, ...input } = c;
  const request = PlanRequestSchema.parse(input);
  const plan = await createPlan({ request, now: nowFor(c.plannedDate), seed: 100 + i, source: from });
  const around = { center: plan.center, radiusKm: 30, timeZone: plan.timeZone, country: plan.country };
  for (const p of await from.candidates(around)) known.set(p.sourceId, p);
  expect(planViolations(plan, (id) => known.get(id))).toEqual([]);
  expect(plan.activities.length).toBeGreaterThan(0);
  const places = plan.activities.map((a) => known.get(a.sourceId)!);
  const romantic = request.specialOccasions.length > 0 || request.vibe === "romantic";
  for (const [k, a] of plan.activities.entries()) {
    const place = places[k];
    expect(a.source).toBe(from.name);
    // The place's character in the right plan: no sports bar on a date, nothing grown-up with children.
    if (romantic) expect(place.tags ?? []).not.toContain("lively");
    if (request.withKids) expect(place.kids, `${a.name} with children`).toBe(true);
    if (a.category === "dessert") expect(a.meal).not.toBe("breakfast");
    // No bar before noon (a winery's wine from eleven): a sports bar at 10:45 is nobody's outing.
    if (a.category === "bar" && !a.meal && !place.tags?.includes("coffee")) {
      expect(clockAt(a.startsAt, plan.timeZone), a.name).toBeGreaterThanOrEqual(place.tags?.includes("wine") ? 11 : 12);
    }
    // No pub before the afternoon on a guess; usual hours are never verified.
    if (a.openingHours?.includes('unknown "usual hours"')) {
      expect(a.verification).toBe("unknown");
      // A wine tavern may open at midday in season; a pub or bar not before late afternoon.
      const opens = place.tags?.includes("wine") ? 12 : 15;
      if (a.category === "bar") expect(clockAt(a.startsAt, plan.timeZone)).toBeGreaterThanOrEqual(opens);
    }
    if (a.spendEur > 0) expect(a.priceEstimated).toBe(true);
    expect(a.description).not.toMatch(/null|undefined/);
  }
  if (wish)
    expect(
      places.some((p) => p.tags?.includes(wish as never)),
      `a ${wish} place`,
    ).toBe(true);
  // An afternoon with children is more than one lunch: cake in a café follows, where the town has one.
  if (request.withKids && request.timeSlot === "afternoon" && request.duration >= 3) {
    expect(plan.activities.length, `lunch, then Kaffee und Kuchen: ${summary(c, plan)}`).toBeGreaterThan(1);
  }
  // An evening across dinner time has a dinner.
  const first = clockAt(plan.activities[0].startsAt, plan.timeZone);
  const last = clockAt(plan.activities.at(-1)!.endsAt, plan.timeZone) || 24;
  if (request.timeSlot === "evening" && first <= 18.5 && last >= 20.5) {
    expect(plan.activities.some((a) => a.meal === "dinner")).toBe(true);
  }
  return summary(c, plan);
}

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
  let google: Fake;
  let places: GooglePlacesSource;
  beforeAll(async () => {
    google = await startGooglePlaces();
    places = new GooglePlacesSource({
      apiKey: GOOGLE_TEST_KEY,
      baseUrl: google.url,
      userAgent: USER_AGENT,
      minIntervalMs: 0,
      timeoutMs: 60_000,
      cache: memoryCache(),
      geocoder: new Nominatim({
        baseUrl: nominatim.url,
        userAgent: USER_AGENT,
        cache: memoryCache(),
        minIntervalMs: 0,
      }),
    });
  });
  afterAll(() => google.close());
  const known = new Map<string, Place>();
  const lines: string[] = [];
  afterAll(() => void (process.env.PRINT_PLANS && console.log(lines.join("\n"))));

  it.each(MOSEL.filter((_, i) => i % 2 === 0).map((c, i) => [i + 1, c] as const))(
    "Google plan %i keeps every promise",
    async (i, c) => {
      lines.push(await planAndCheck(i, c, places, known));
    },
  );

  it("reads character and amenities from Google's types and fields", async () => {
    const found = await places.candidates({ ...KROEV, radiusKm: 5 });
    const winery = found.find((p) => p.name === "Weingut Jörg Beth")!;
    expect(winery).toMatchObject({ category: "bar", kids: false, priceEstimated: true });
    expect(winery.tags).toContain("wine");
    expect(found.find((p) => p.name === "Römerkeller")!.tags).toContain("italian");
    expect(found.find((p) => p.name === "Im Spundloch")!.openingHours).toMatch(
      /^Mo-Th 16:00-24:00 unknown "usual hours"/,
    );
  });
});

describe("hours read the same by the planner and the final check", () => {
  it("plans around open-ended hours without failing", async () => {
    // Vinothek Royal: "Th-Sa 12:00-18:00+; Su 16:00-18:00+", the hours that once made a plan fail.
    const request = PlanRequestSchema.parse({
      location: "Kröv",
      timeSlot: "afternoon",
      duration: 4,
      plannedDate: "2026-12-05",
      specialRequests: "Wein",
    });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = await createPlan({ request, now, seed, source: source() });
      expect(plan.activities.length).toBeGreaterThan(0);
      expect(plan.activities.every((a) => a.verification !== "closed")).toBe(true);
    }
  });
});
