// The loopback OpenStreetMap (and Google Places) servers and the checks a local makes of every plan in a
// town beyond the catalog; shared by osm-towns.test.ts (what a place reads as) and osm-town-plans.test.ts.
import { afterAll, beforeAll, expect } from "vitest";
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
import type { Case } from "./osm-town-requests";

const USER_AGENT = "Amble/0.1 (+http://localhost:3000)";
export const KROEV = { center: { lat: 49.9797, lng: 7.0869 }, radiusKm: 20, timeZone: "Europe/Berlin", country: "DE" };
export const now = new Date("2026-11-27T08:00:00Z");
/** Summer plans are asked for a few days ahead, as a person would. */
const nowFor = (date: string | undefined) =>
  date && date > "2027-03-01" ? new Date(Date.parse(`${date}T08:00:00Z`) - 5 * 86_400_000) : now;

const geocoder = (url: string) =>
  new Nominatim({ baseUrl: url, userAgent: USER_AGENT, cache: memoryCache(), minIntervalMs: 0 });

/** Starts the loopback Overpass and Nominatim servers for the file; `source()` is a fresh OSM source. */
export function osmServers() {
  let overpass: Fake;
  let nominatim: Fake;
  beforeAll(async () => {
    [overpass, nominatim] = await Promise.all([startOverpass(), startNominatim()]);
  });
  afterAll(() => Promise.all([overpass.close(), nominatim.close()]));
  return {
    source: () =>
      new OverpassSource({
        url: `${overpass.url}/api/interpreter`,
        userAgent: USER_AGENT,
        minIntervalMs: 0,
        // Two shared cores run many suites at once: a slow loopback answer is not an outage.
        timeoutMs: 60_000,
        cache: memoryCache(),
        geocoder: geocoder(nominatim.url),
      }),
    google: async () => {
      const google = await startGooglePlaces();
      const places = new GooglePlacesSource({
        apiKey: GOOGLE_TEST_KEY,
        baseUrl: google.url,
        userAgent: USER_AGENT,
        minIntervalMs: 0,
        timeoutMs: 60_000,
        cache: memoryCache(),
        geocoder: geocoder(nominatim.url),
      });
      return { places, close: () => google.close() };
    },
  };
}

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
export async function planAndCheck(i: number, c: Case, from: Source, known: Map<string, Place>): Promise<string> {
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
