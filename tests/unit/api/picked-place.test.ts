// The place travels whole: a plan from an autocomplete pick is planned where the pick's id says, never
// geocoded, and never put where a browser merely claims; a typed location is geocoded once, and its
// swaps and versions plan from the saved place without geocoding it again. The form's hidden inputs
// carry the pick without JavaScript too. A counting fake stands in for the online geocoder.
import { describe, expect, it, vi } from "vitest";
import type { PlaceSource, ResolvedLocation } from "~/planning/places/place";
import { pinToday } from "../../helpers/today";

pinToday();

const geocoder = vi.hoisted(() => ({ geocoded: [] as string[], located: [] as string[] }));
const HOLZMARKT: ResolvedLocation = {
  label: "Holzmarktstraße",
  lat: 52.5113,
  lng: 13.4254,
  country: "DE",
  timeZone: "Europe/Berlin",
};

vi.mock("~/services/places.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/services/places.server")>();
  const { AutoPlaceSource } = await import("~/planning/places/auto-source");
  // Berlin's places come from the catalog ("auto"); only the geocoder and the suggestions are online.
  const online: PlaceSource = {
    name: "osm",
    candidates: async () => [],
    place: async () => null,
    geocode: async (text) => {
      geocoder.geocoded.push(text);
      return text === "Holzmarktstraße 25" ? HOLZMARKT : null;
    },
    locate: async (placeId) => {
      geocoder.located.push(placeId);
      return placeId === "osm:way/4711" ? HOLZMARKT : null;
    },
  };
  const source = new AutoPlaceSource(online);
  return { ...original, placeSource: () => source };
});

const { db } = await import("~/db/client.server");
const { getViewer } = await import("~/auth/viewer.server");
const { action: createPlan } = await import("~/routes/api.date-plans");
const { action: swap } = await import("~/routes/api.date-plans.$planId.activities.$activityId.swap");
const { action: plannerForm } = await import("~/routes/_index");
const { revisePlan } = await import("~/services/revise-plan.server");
const { call } = await import("../../helpers/routes");
const { createTestUser, sessionCookieFor } = await import("../../helpers/users");

const evening = { timeSlot: "evening", duration: 3, plannedDate: "2026-12-03" };
const picked = { id: "osm:way/4711", label: "Holzmarktstraße 25", lat: 52.5112, lng: 13.4251 };

async function signedIn() {
  return sessionCookieFor((await createTestUser()).id);
}

function reset() {
  geocoder.geocoded.length = geocoder.located.length = 0;
}

describe("a plan's location", () => {
  it("from a pick is never geocoded, and is saved with the picked place's centre and country", async () => {
    reset();
    const cookie = await signedIn();
    const res = await call(createPlan, "/api/date-plans", {
      body: { ...evening, location: "Holzmarktstraße 25", place: picked },
      cookie,
    });
    expect(res.status).toBe(201);
    expect(geocoder.geocoded).toEqual([]);
    expect(geocoder.located).toEqual(["osm:way/4711"]);
    expect(res.body.center).toEqual({ lat: HOLZMARKT.lat, lng: HOLZMARKT.lng });
    const saved = await db.datePlan.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(saved).toMatchObject({ location: "Holzmarktstraße 25", country: "DE", timeZone: "Europe/Berlin" });
  });

  it("typed is geocoded once, and not again by a swap or a new version", async () => {
    reset();
    const cookie = await signedIn();
    const res = await call(createPlan, "/api/date-plans", {
      body: { ...evening, location: "Holzmarktstraße 25" },
      cookie,
    });
    expect(res.status).toBe(201);
    expect(geocoder.geocoded).toEqual(["Holzmarktstraße 25"]);
    const planId = res.body.id;
    const swapped = await call(swap, "/swap", {
      method: "POST",
      params: { planId, activityId: res.body.activities[0].id },
      cookie,
    });
    expect(swapped.status).toBe(200);
    const viewer = await getViewer(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const revised = await revisePlan(viewer, planId, { budget: "upscale" }, new Date("2026-12-01T10:00:00Z"));
    expect(revised.plan.center).toEqual({ lat: HOLZMARKT.lat, lng: HOLZMARKT.lng });
    expect(geocoder.geocoded).toEqual(["Holzmarktstraße 25"]);
  });

  it("reads the text again when it was edited after the pick", async () => {
    reset();
    const res = await call(createPlan, "/api/date-plans", {
      body: { ...evening, location: "Holzmarktstraße 25", place: { ...picked, label: "Holzmarktstraße 2" } },
      cookie: await signedIn(),
    });
    expect(res.status).toBe(201);
    expect(geocoder.located).toEqual([]);
    expect(geocoder.geocoded).toEqual(["Holzmarktstraße 25"]);
  });

  it("is never where the browser says when the server does not know the pick there", async () => {
    reset();
    const cookie = await signedIn();
    // A made-up id with coordinates in Sydney: the text is read instead, and the plan is in Berlin.
    const madeUp = { ...picked, id: "osm:way/999", lat: -33.87, lng: 151.21 };
    const res = await call(createPlan, "/api/date-plans", {
      body: { ...evening, location: "Holzmarktstraße 25", place: madeUp },
      cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ center: { lat: HOLZMARKT.lat }, timeZone: "Europe/Berlin" });
    // A known id said to be somewhere else is no pick of it either.
    const elsewhere = await call(createPlan, "/api/date-plans", {
      body: {
        ...evening,
        location: "Kreuzberg, Berlin",
        place: { id: "hood:paris:le-marais", label: "Kreuzberg, Berlin", lat: 52.497, lng: 13.411 },
      },
      cookie,
    });
    expect(elsewhere.body).toMatchObject({ center: { lat: 52.497, lng: 13.411 }, timeZone: "Europe/Berlin" });
  });

  it("from a pick in the form, without JavaScript, is planned where the pick is", async () => {
    reset();
    const form = new URLSearchParams({
      ...evening,
      duration: "3",
      location: "Holzmarktstraße 25",
      "place.id": picked.id,
      "place.label": picked.label,
      "place.lat": String(picked.lat),
      "place.lng": String(picked.lng),
    });
    const request = new Request("http://localhost/?index", {
      method: "POST",
      body: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: await signedIn() },
    });
    const res = (await plannerForm({ request, params: {}, context: { cspNonce: "" } })) as Response;
    expect(res.status).toBe(303);
    const planId = res.headers.get("Location")!.split("/").pop()!;
    const saved = await db.datePlan.findUniqueOrThrow({ where: { id: planId } });
    expect(saved).toMatchObject({ locationLat: HOLZMARKT.lat, locationLng: HOLZMARKT.lng, country: "DE" });
    expect(geocoder.geocoded).toEqual([]);
  });
});
