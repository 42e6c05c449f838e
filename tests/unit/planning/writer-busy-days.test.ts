// Booking advice on the days every table is taken, and openers that name a neighbourhood once.
import { describe, expect, it } from "vitest";
import type { Stop } from "~/planning/engine/compose";
import type { Meal, Place } from "~/planning/places/place";
import { MINUTE, zonedInstant } from "~/planning/time";
import { writeStop } from "../../helpers/write-stop";

const place = (overrides: Partial<Place> = {}): Place =>
  ({
    source: "catalog",
    sourceId: "hamburg-test",
    name: "La Sepia",
    category: "restaurant",
    lat: 53.56,
    lng: 9.96,
    neighbourhood: "Sternschanze",
    address: "Neuer Pferdemarkt 16, Hamburg",
    priceLevel: 2,
    spend: 35,
    openingHours: "Mo-Su 12:00-24:00",
    vibes: ["fun"],
    kids: false,
    setting: "indoor",
    occasions: [],
    meals: ["lunch", "dinner"],
    visitMinutes: 75,
    bookingAdvised: false,
    description: { en: "A Portuguese fish restaurant.", de: "Ein portugiesisches Fischlokal." },
    tip: null,
    country: "DE",
    timeZone: "Europe/Berlin",
    ...overrides,
  }) as Place;

function stop(date: string, at: string, p: Place, meal: Meal | null): Stop {
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(date, 0, 0, p.timeZone).getTime() + (h * 60 + m) * MINUTE;
  return { place: p, start, end: start + 75 * MINUTE, travelMinutes: 10, legMode: "walking", meal };
}
const ADULTS = { kids: false, noAlcohol: false };
const booking = (s: Stop, language: "en" | "de" = "en", index = 0) =>
  writeStop(s, index, 4, language, 7, ADULTS).bookingTip;

describe("booking on busy days", () => {
  it("says to book dinner and a bar on New Year's Eve, even past midnight", () => {
    expect(booking(stop("2026-12-31", "19:00", place(), "dinner"), "de")).toBe(
      "An Silvester sind die Tische schnell weg: reservier, wenn es geht, oder komm früh.",
    );
    const bar = place({ category: "bar", bookingAdvised: true, meals: [] });
    expect(booking(stop("2026-12-31", "24:30", bar, null))).toBe(
      "Reserve ahead – on New Year's Eve everything fills up.",
    );
    expect(booking(stop("2026-12-30", "19:00", place(), "dinner"))).toBe("No booking needed.");
  });

  it("books Christmas lunch and Christmas Eve dinner, not a Christmas breakfast or a café", () => {
    const booked = place({ bookingAdvised: true });
    expect(booking(stop("2026-12-25", "12:30", booked, "lunch"))).toBe(
      "Reserve ahead – over Christmas tables go early.",
    );
    expect(booking(stop("2026-12-24", "18:30", booked, "dinner"), "de")).toBe(
      "Reservier vorher – an Weihnachten sind die Tische früh weg.",
    );
    expect(booking(stop("2026-12-24", "12:30", booked, "lunch"))).toBe(
      "Reserve a table ahead, especially for this time of day.",
    );
    expect(booking(stop("2026-12-26", "09:30", place({ category: "cafe" }), "breakfast"))).toBe("No booking needed.");
    expect(booking(stop("2027-01-01", "12:30", booked, "lunch"))).toBe(
      "Reserve ahead – on a public holiday tables go early.",
    );
  });
});

describe("a New Year's Eve night out", () => {
  it("asks for tickets at a club or gig and does not repeat itself (the Hamburg night of two bars, a dinner, a club)", () => {
    const bar = place({ category: "bar", meals: [] });
    const club = place({ category: "club", meals: [], bookingAdvised: true });
    const gig = place({ category: "live_music", meals: [], bookingAdvised: true });
    const night = [
      stop("2026-12-31", "17:30", bar, null),
      stop("2026-12-31", "18:55", place(), "dinner"),
      stop("2026-12-31", "20:35", place({ category: "landmark", meals: [] }), null),
      stop("2026-12-31", "21:15", bar, null),
      stop("2026-12-31", "23:00", club, null),
      stop("2026-12-31", "24:45", gig, null),
    ];
    const tips = night.map((s, i) => booking(s, "de", i));
    expect(tips[4]).toBe("Hol dir vorher Tickets – Silvesternächte sind schnell ausverkauft.");
    expect(tips[5]).toBe("Kauf die Tickets im Voraus: Silvesterpartys sind schnell ausverkauft.");
    tips.slice(1).forEach((tip, i) => expect(tip).not.toBe(tips[i]));
    expect(tips[0]).not.toBe(tips[3]);
  });
});

describe("booking an occasion dinner", () => {
  it("says to mention the anniversary or birthday, for dinner only", () => {
    const anniversary = { ...ADULTS, occasion: "anniversary" as const };
    const booked = place({ bookingAdvised: true });
    expect(writeStop(stop("2026-12-05", "19:00", booked, "dinner"), 1, 3, "en", 7, anniversary).bookingTip).toBe(
      "Reserve ahead and mention the anniversary – it is worth asking for a good table.",
    );
    const birthday = { ...ADULTS, birthday: true, occasion: "birthday" as const };
    expect(writeStop(stop("2026-12-05", "19:00", place(), "dinner"), 1, 3, "de", 7, birthday).bookingTip).toBe(
      "Reservier, wenn es geht, und erwähn den Geburtstag; sonst komm früh, dann ist ein schöner Tisch frei.",
    );
    // A birthday dinner on 26 December still names the birthday.
    expect(writeStop(stop("2026-12-26", "18:55", place(), "dinner"), 1, 3, "en", 7, birthday).bookingTip).toBe(
      "Book if they take bookings and mention the birthday; otherwise come early for a good table.",
    );
    expect(writeStop(stop("2026-12-05", "13:00", booked, "lunch"), 1, 3, "en", 7, anniversary).bookingTip).toBe(
      "Reserve a table ahead, especially for this time of day.",
    );
  });
});

describe("the first stop's opener", () => {
  it("names the neighbourhood once when the place's name already holds it", () => {
    const piers = place({ name: "St. Pauli Landungsbrücken", neighbourhood: "Landungsbrücken", category: "landmark" });
    for (let seed = 1; seed < 30; seed++) {
      const text = writeStop(stop("2026-12-10", "17:30", piers, null), 0, 3, "en", seed, ADULTS).description;
      expect(text).not.toMatch(/in Landungsbrücken/);
    }
    const sepia = writeStop(stop("2026-12-10", "17:30", place(), "dinner"), 0, 3, "en", 3, ADULTS).description;
    expect(sepia).toMatch(/La Sepia/);
  });
});

describe("a German first stop in a quarter named with its square", () => {
  it("never nests brackets: Haus Hiltl (City, Sihlporte)", () => {
    const hiltl = place({ name: "Haus Hiltl", neighbourhood: "City (Sihlporte)", timeZone: "Europe/Zurich" });
    for (let seed = 1; seed < 30; seed++) {
      const text = writeStop(stop("2026-12-26", "09:30", hiltl, "breakfast"), 0, 3, "de", seed, ADULTS).description;
      expect(text).not.toMatch(/\(.*\(/);
      if (text.startsWith("Los geht's")) expect(text).toMatch(/^Los geht's: Haus Hiltl \(City, Sihlporte\)\./);
    }
  });
});

describe("an outdoor stop's note", () => {
  it("says to wrap up warm in winter and to dress for the weather otherwise", () => {
    const square = place({ category: "landmark", setting: "outdoor", name: "Gendarmenmarkt", neighbourhood: "Mitte" });
    const notes = (date: string, language: "en" | "de" = "en") =>
      writeStop(stop(date, "15:00", square, null), 1, 3, language, 7, ADULTS).notes;
    expect(notes("2026-12-10")).toContain("Outdoors in winter – wrap up warm.");
    expect(notes("2027-01-02", "de")).toContain("Draußen im Winter – zieh dich warm an.");
    expect(notes("2027-07-10")).toContain("Outdoors – dress for the weather.");
  });
});
