// The words of a plan read right: tips that fit the visit, openers that fit the clock, one German voice
// ("du"), grammatical titles and German times as a German would write them.
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import SunCalc from "suncalc";
import { describe, expect, it } from "vitest";
import type { Stop } from "~/planning/engine/compose";
import { CATALOG_CITIES, CatalogSource } from "~/planning/places/catalog";
import type { Meal, Place } from "~/planning/places/place";
import { createPlan, preparePlan, type PlanDraft } from "~/planning/planner";
import {
  OCCASIONS,
  PlanRequestSchema,
  TIME_SLOTS,
  VIBES,
  type Occasion,
  type PlanLanguage,
  type TimeSlot,
  type Vibe,
} from "~/planning/request";
import { MINUTE, minuteOfDay, zonedInstant } from "~/planning/time";
import { formatTimeRange } from "~/planning/format";
import type { Company } from "~/planning/tips";
import { writeTitle } from "~/planning/writers/title";
import { otherAddress } from "~/planning/writers/german-voice";
import { writePlanWithModel } from "~/integrations/writers/llm";
import { writeStop } from "../../helpers/write-stop";

const NOV = "2026-11-24"; // a Tuesday: sunrise 07:44, sunset 16:04 in Berlin
const now = new Date("2026-11-22T09:00:00Z");
const source = new CatalogSource();

const place = (overrides: Partial<Place> = {}): Place => ({
  source: "catalog",
  sourceId: "berlin-test-place",
  name: "Klunkerkranich",
  category: "bar",
  lat: 52.4815,
  lng: 13.4318,
  neighbourhood: "Neukölln",
  address: "Karl-Marx-Straße 66, Berlin",
  priceLevel: 2,
  spend: 15,
  openingHours: "24/7",
  vibes: ["chill"],
  kids: false,
  setting: "indoor",
  occasions: [],
  meals: [],
  visitMinutes: 60,
  bookingAdvised: false,
  description: { en: "A rooftop bar on a shopping-centre car park.", de: "Eine Dachbar auf einem Parkdeck." },
  tip: { en: "Order a drink at the bar.", de: "Bestell dir einen Drink an der Bar." },
  country: "DE",
  timeZone: "Europe/Berlin",
  ...overrides,
});

/** A stop at a local clock time on `date` ("23:05"; hours past 24 run into the night). */
function stopAt(at: string, minutes: number, p: Place = place(), meal: Meal | null = null, date = NOV): Stop {
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(date, 0, 0, p.timeZone).getTime() + (h * 60 + m) * MINUTE;
  return { place: p, start, end: start + minutes * MINUTE, travelMinutes: 10, legMode: "walking", meal };
}

const ADULTS: Company = { kids: false, noAlcohol: false };

describe("tips at the visit", () => {
  const sunsetTip = place({
    tip: {
      en: "Come at sunset and grab a seat facing west.",
      de: "Komm zum Sonnenuntergang und such dir einen Platz mit Blick nach Westen.",
    },
  });

  it("hides a sunset tip at 23:05 and shows it while the sun sets", () => {
    for (const language of ["en", "de"] as const) {
      expect(writeStop(stopAt("23:05", 60, sunsetTip), 1, 3, language, 1, ADULTS).experienceTip).toBeNull();
      expect(writeStop(stopAt("15:40", 60, sunsetTip), 1, 3, language, 1, ADULTS).experienceTip).toBe(
        sunsetTip.tip![language],
      );
    }
  });

  it("follows the catalog's own condition when a place has one", () => {
    const lit = place({ tip: { en: "The façade is lit.", de: "Die Fassade leuchtet." }, tipWhen: { light: "dark" } });
    expect(writeStop(stopAt("12:00", 60, lit), 0, 1, "en", 1, ADULTS).experienceTip).toBeNull();
    expect(writeStop(stopAt("19:00", 60, lit), 0, 1, "en", 1, ADULTS).experienceTip).toBe("The façade is lit.");
  });

  it("talks about breakfast and meals only at that meal", () => {
    const cafe = place({
      category: "restaurant",
      tip: { en: "Come for the French breakfast.", de: "Komm zum französischen Frühstück." },
    });
    const dinner = writeStop(stopAt("19:00", 90, cafe, "dinner"), 1, 3, "de", 1, ADULTS);
    expect(dinner.experienceTip).toBeNull();
    expect(dinner.notes).toContain("Hier isst du zu Abend.");
    const breakfast = writeStop(stopAt("09:00", 60, cafe, "breakfast"), 0, 3, "en", 1, ADULTS);
    expect(breakfast.experienceTip).toBe("Come for the French breakfast.");
    expect(breakfast.notes).toContain("Your breakfast stop.");
    const noMeal = writeStop(stopAt("15:00", 60, cafe), 1, 3, "en", 1, ADULTS);
    expect(noMeal.notes.join(" ")).not.toMatch(/breakfast|lunch|dinner/i);
  });

  it("keeps summer out of November", () => {
    const terrace = place({
      tip: { en: "In summer, sit on the terrace.", de: "Setz dich im Sommer auf die Terrasse." },
    });
    expect(writeStop(stopAt("13:00", 60, terrace), 0, 1, "de", 1, ADULTS).experienceTip).toBeNull();
    expect(writeStop(stopAt("13:00", 60, terrace, null, "2026-07-14"), 0, 1, "de", 1, ADULTS).experienceTip).toBe(
      "Setz dich im Sommer auf die Terrasse.",
    );
  });
});

describe("openers by position and clock", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
  const last = (at: string, minutes: number, language: PlanLanguage) =>
    seeds.map((seed) => writeStop(stopAt(at, minutes), 2, 3, language, seed, ADULTS).description);

  it("end the morning, the day, the evening or the night as the clock says", () => {
    const cases: Array<[string, number, RegExp, RegExp]> = [
      ["11:00", 60, /the morning/, /des Vormittags|dein Vormittag/],
      ["13:20", 60, /^(Last stop|Finally)/, /^(Letzter Halt|Zum Schluss)/],
      ["15:30", 90, /the afternoon/, /des Nachmittags|dein Nachmittag/],
      ["16:45", 90, /the day/, /des Tages|dein Tag/],
      ["19:30", 90, /the evening/, /des Abends|dein Abend/],
      ["22:15", 60, /the night/, /der Nacht/],
      ["24:30", 90, /the night/, /der Nacht/],
      // Three hours of a tasting menu from 19:25 (Tian, Munich): the evening's end, not "the night".
      ["19:25", 185, /the evening/, /des Abends|dein Abend/],
    ];
    for (const [at, minutes, en, de] of cases) {
      for (const text of last(at, minutes, "en")) expect(text, `${at}: ${text}`).toMatch(en);
      for (const text of last(at, minutes, "de")) expect(text, `${at}: ${text}`).toMatch(de);
    }
    // "End the day" is for an end at dusk only: never at 13:20, never after a morning.
    for (const at of ["11:00", "13:20", "15:00", "19:30", "22:15"]) {
      for (const text of last(at, 60, "en")) expect(text).not.toMatch(/the day/);
      for (const text of last(at, 60, "de")) expect(text).not.toMatch(/des Tages|dein Tag /);
    }
    // A morning plan's last stop over lunch is its last stop, not the afternoon's.
    for (const text of last("12:15", 75, "en")) expect(text).not.toMatch(/afternoon/);
  });

  it("start with the first stop and say next for the ones between", () => {
    for (const seed of seeds) {
      const first = writeStop(stopAt("21:00", 60), 0, 3, "en", seed, ADULTS).description;
      expect(first).toMatch(/^(Start at|Kick off the night at|First stop:) Klunkerkranich/);
      const firstDe = writeStop(stopAt("21:00", 60), 0, 3, "de", seed, ADULTS).description;
      expect(firstDe).toMatch(/^(Los geht's|Erster Halt|Deine Nacht beginnt hier): Klunkerkranich/);
      const middle = writeStop(stopAt("22:00", 60), 1, 3, "en", seed, ADULTS).description;
      expect(middle).not.toMatch(/^(Start|First|End|Finish|Round off|Last)/);
    }
  });

  it("never lead on to two stops with the same words in one plan", () => {
    for (const language of ["en", "de"] as const) {
      for (const seed of seeds) {
        const middles = [1, 2, 3, 4].map((i) => {
          const text = writeStop(stopAt(`${12 + i}:00`, 45), i, 6, language, seed, ADULTS).description;
          return text.replace(/\d+/g, "#").split("Klunkerkranich")[0];
        });
        expect(new Set(middles).size, middles.join(" | ")).toBe(4);
      }
    }
  });

  it("call a place by its German name in a German plan", () => {
    const tower = place({ name: "Michel Tower", nameDe: "Michel (Turm der Hauptkirche St. Michaelis)" });
    for (const seed of seeds) {
      expect(writeStop(stopAt("15:00", 60, tower), 1, 3, "de", seed, ADULTS).description).toMatch(/Turm der/);
      expect(writeStop(stopAt("15:00", 60, tower), 1, 3, "en", seed, ADULTS).description).toMatch(/Michel Tower/);
    }
  });

  it("write legs as English reads them", () => {
    const byTrain: Stop = { ...stopAt("19:30", 90), legMode: "public_transport", travelMinutes: 20 };
    for (const seed of seeds) {
      const text = writeStop(byTrain, 2, 3, "en", seed, ADULTS).description;
      expect(text).not.toMatch(/public transport away/);
    }
  });
});

describe("German times", () => {
  const berlin = "Europe/Berlin";
  const at = (h: number, m = 0) => zonedInstant(NOV, h, m, berlin).getTime();

  it("have two-digit hours and never read 0:00", () => {
    expect(formatTimeRange(at(8), at(9, 30), "de", berlin)).toBe("08:00–09:30");
    expect(formatTimeRange(at(23), at(24), "de", berlin)).toBe("23:00–00:00");
    expect(formatTimeRange(at(24, 30), at(25, 45), "de", berlin)).toBe("00:30–01:45");
    expect(formatTimeRange(at(23), at(24), "en", berlin)).toBe("11:00 PM – 12:00 AM");
  });

  it("say midnight in a closing note", () => {
    const bar = place({ openingHours: "Mo-Su 18:00-24:00" });
    expect(writeStop(stopAt("22:30", 60, bar), 1, 3, "de", 1, ADULTS).notes).toContain(
      "Um Mitternacht ist dort Schluss – kurz nach deinem Besuch.",
    );
    expect(writeStop(stopAt("22:30", 60, bar), 1, 3, "en", 1, ADULTS).notes).toContain(
      "Closes at midnight, soon after you leave.",
    );
    const late = place({ openingHours: "Mo-Su 18:00-02:00" });
    expect(writeStop(stopAt("00:45", 60, late), 1, 3, "de", 1, ADULTS).notes).toContain(
      "Um 02:00 Uhr ist dort Schluss – kurz nach deinem Besuch.",
    );
  });
});

describe("closing notes", () => {
  it("leave the closing time to the card's hours unless it comes soon after the visit", () => {
    const bar = place({ openingHours: "Mo-Su 18:00-24:00" });
    const early = writeStop(stopAt("20:00", 60, bar), 1, 3, "en", 1, ADULTS).notes;
    expect(early.join(" ")).not.toMatch(/closes|open until/i);
    expect(writeStop(stopAt("22:45", 60, bar), 1, 3, "en", 1, ADULTS).notes).toContain(
      "Closes at midnight, soon after you leave.",
    );
  });

  it("tell a night ending at a club that it may run on past the plan", () => {
    const club = place({ category: "club", openingHours: "Sa,Su 00:00-08:00" });
    const last = writeStop(stopAt("00:30", 90, club, null, "2026-11-29"), 2, 3, "en", 1, ADULTS).notes;
    expect(last).toContain("The night goes on here – stay as long as you like.");
    const german = writeStop(stopAt("00:30", 90, club, null, "2026-11-29"), 2, 3, "de", 1, ADULTS).notes;
    expect(german).toContain("Hier geht die Nacht weiter – bleib, solange du magst.");
    expect(writeStop(stopAt("00:30", 90, club, null, "2026-11-29"), 1, 3, "en", 1, ADULTS).notes.join(" ")).not.toMatch(
      /stay as long/,
    );
  });

  it("still say plainly when the hours are unknown", () => {
    const unknown = place({ openingHours: null });
    expect(writeStop(stopAt("20:00", 60, unknown), 1, 3, "en", 1, ADULTS).notes).toContain(
      "Opening hours unknown – check before you go.",
    );
  });
});

describe("titles", () => {
  const combos: Array<{ vibe: Vibe; slot: TimeSlot; occasion: Occasion | null }> = VIBES.flatMap((vibe) =>
    TIME_SLOTS.flatMap((slot) => [null, ...OCCASIONS].map((occasion) => ({ vibe, slot, occasion }))),
  );
  const title = (c: (typeof combos)[number], language: PlanLanguage, seed: number, area = "Hamburg") =>
    writeTitle(
      PlanRequestSchema.parse({
        location: area,
        vibe: c.vibe,
        timeSlot: c.slot,
        specialOccasions: c.occasion ? [c.occasion] : [],
        language,
      }),
      area,
      language,
      seed,
    );
  const all = (language: PlanLanguage) =>
    combos.flatMap((c) => Array.from({ length: 8 }, (_, seed) => ({ c, text: title(c, language, seed) })));

  it("use a or an by the sound of the next word, in every combination", () => {
    const texts = new Set(all("en").map((t) => t.text));
    for (const text of texts) {
      expect(text, text).not.toMatch(/\b[Aa] [aeiouAEIOU]/);
      expect(text, text).not.toMatch(/\b[Aa]n [^aeiouAEIOU]/);
      expect(text).toMatch(/ in Hamburg$/);
    }
    expect(texts).toContain("An adventurous night out in Hamburg");
    expect(texts).toContain("An anniversary evening in Hamburg");
    expect(texts).toContain("A laid-back morning in Hamburg");
  });

  it("read naturally in German, with endings that agree and no childish words", () => {
    const texts = new Set(all("de").map((t) => t.text));
    for (const text of texts) {
      expect(text, text).toContain("Hamburg");
      expect(text, text).not.toMatch(/Lustig|-Abend|-Nacht|-Vormittag|-Nachmittag|Jahrestag-/);
      // der Abend/Vormittag/Nachmittag/Spätabend take "-er", die Nacht takes "-e".
      expect(text, text).not.toMatch(/\b[A-ZÄÖÜ][a-zäöü]+e (Abend|Vormittag|Nachmittag|Spätabend)\b/);
      expect(text, text).not.toMatch(/\b[A-ZÄÖÜ][a-zäöü]+er Nacht\b/);
      expect(otherAddress(text), text).toBeNull();
    }
    expect(texts).toContain("Ausgelassener Abend in Hamburg");
    expect(texts).toContain("Lange Nacht in Hamburg");
    expect(texts).toContain("Geburtstagsabend in Hamburg");
    expect(texts).toContain("Valentinsabend in Hamburg");
  });
});

describe("a sweep of generated plans", () => {
  const plans: PlanDraft[] = [];
  const makePlans = async () => {
    if (plans.length) return plans;
    let i = 0;
    for (const { city } of CATALOG_CITIES) {
      for (const timeSlot of TIME_SLOTS) {
        for (const vibe of VIBES) {
          for (const language of ["de", "en"] as const) {
            i++;
            const request = PlanRequestSchema.parse({
              location: city.name.en,
              timeSlot,
              vibe,
              language,
              duration: 2 + (i % 5),
              plannedDate: i % 2 ? NOV : "2026-11-27",
              specialOccasions: i % 7 === 0 ? [OCCASIONS[i % OCCASIONS.length]] : [],
            });
            plans.push(await createPlan({ request, now, seed: i, source }));
          }
        }
      }
    }
    return plans;
  };

  it("speak German to one person as du, never ihr, euch, euer or Sie", async () => {
    const german = (await makePlans()).filter((p) => p.request.language === "de");
    expect(german.length).toBe(CATALOG_CITIES.length * TIME_SLOTS.length * VIBES.length);
    for (const plan of german) {
      expect(otherAddress(plan.title), plan.title).toBeNull();
      for (const a of plan.activities) {
        for (const text of [a.description, a.experienceTip, a.bookingTip, ...a.notes]) {
          if (text) expect(otherAddress(text), `${a.sourceId}: ${text}`).toBeNull();
        }
        // Amble's own advice is a du-imperative, never a bare infinitive ("Tisch vorher reservieren.").
        for (const text of [a.bookingTip, ...a.notes]) {
          expect(text, text ?? "").not.toMatch(/\b(reservieren|buchen|kaufen|prüfen|einplanen|sichern|einpacken)\.$/);
        }
      }
    }
  });

  it("print German times with two-digit hours", async () => {
    for (const plan of (await makePlans()).filter((p) => p.request.language === "de")) {
      for (const a of plan.activities) {
        expect(a.time).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
        for (const note of a.notes) expect(note).not.toMatch(/(?<![\d:])\d:\d{2}/);
      }
    }
  });

  it("never show a tip that contradicts the clock or the season", async () => {
    for (const plan of await makePlans()) {
      for (const a of plan.activities) {
        const tip = a.experienceTip ?? "";
        const where = `${plan.request.location} ${a.time} ${a.name}: ${tip}`;
        const start = Date.parse(a.startsAt);
        const end = Date.parse(a.endsAt);
        // Every plan is in late November: no summer, no warm evenings.
        expect(tip, where).not.toMatch(/\bin summer\b|\bsummer evenings\b|\bim Sommer\b|Sommerabend/i);
        if (/sunset|Sonnenuntergang/i.test(tip)) {
          const { sunset } = SunCalc.getTimes(new Date(start), a.lat, a.lng);
          expect(sunset.getTime(), where).toBeGreaterThanOrEqual(start - 30 * MINUTE);
          expect(sunset.getTime(), where).toBeLessThanOrEqual(end);
        }
        if (/breakfast|Frühstück/i.test(tip)) {
          // Some cafés serve breakfast into the afternoon (their tipWhen says so); never at dinner.
          expect(a.meal, where).not.toBe("dinner");
          expect(minuteOfDay(start, plan.timeZone), where).toBeLessThan(16 * 60);
        }
      }
    }
  });

  it("end each plan with words that fit its last hour", async () => {
    for (const plan of await makePlans()) {
      if (plan.activities.length < 2) continue;
      const last = plan.activities[plan.activities.length - 1];
      const minute = minuteOfDay(Date.parse(last.endsAt), plan.timeZone);
      // The opener: up to the full stop after the place's name (the place's own description follows).
      const named = last.description.indexOf(last.name) + last.name.length;
      const opener = last.description.slice(0, last.description.indexOf(".", named) + 1);
      const dusk = minute > 17 * 60 + 30 && minute <= 19 * 60 + 30;
      if (!dusk) expect(opener, opener).not.toMatch(/End the day|Ausklang des Tages/);
      if (plan.request.timeSlot === "morning") expect(opener, opener).not.toMatch(/afternoon|Nachmittag/);
      if (minute > 6 * 60 && minute <= 22 * 60) expect(opener, opener).not.toMatch(/the night|der Nacht/);
    }
  });
});

describe("the language-model writer's instructions", () => {
  it("ask for du in German and for texts that fit the visit's time, day and season", async () => {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      plannedDate: NOV,
      timeSlot: "evening",
      duration: 4,
      language: "de",
    });
    const input = { request, now, seed: 3, source };
    const prepared = await preparePlan(input);
    const chunks: LanguageModelV3StreamPart[] = [
      { type: "stream-start", warnings: [] },
      { type: "error", error: new Error("offline") },
    ];
    const model = new MockLanguageModelV3({
      modelId: "mock-model",
      doStream: async () => ({ stream: simulateReadableStream({ chunks }) }),
    });
    await writePlanWithModel(prepared, input, { model, timeoutMs: 2000 });
    const call = model.doStreamCalls[0];
    const system = String(call.prompt.find((m) => m.role === "system")?.content);
    expect(system).toMatch(/"du"/);
    expect(system).toMatch(/never "ihr", "euch", "euer" or "Sie"/);
    expect(system).toMatch(/Tuesday,? 24 November/);
    expect(system).toMatch(/sets at 16:0\d/);
    expect(system).toMatch(/never mention a season, weather, time of day, daylight or meal that does not match/);
    const user = JSON.stringify(call.prompt.find((m) => m.role === "user"));
    for (const stop of prepared.stops) expect(user).toContain(stop.place.sourceId);
    expect(user).toMatch(/\\"visits\\":\[\{\\"id\\":\\"[^"\\]+\\",\\"time\\":\\"\d{2}:\d{2}-\d{2}:\d{2}\\"/);
  });
});

describe("a plan of one stop", () => {
  it("spends the whole evening there instead of calling it the first stop", () => {
    const heuriger = place({ category: "restaurant", name: "Mayer am Pfarrplatz" });
    const de = writeStop(stopAt("18:00", 180, heuriger, "dinner"), 0, 1, "de", 1, ADULTS).description;
    expect(de).toMatch(/^Den ganzen Abend bleibst du hier: Mayer am Pfarrplatz\./);
    const en = writeStop(stopAt("18:00", 180, heuriger, "dinner"), 0, 1, "en", 1, ADULTS).description;
    expect(en).toMatch(/^The whole evening is for one place: Mayer am Pfarrplatz\./);
    expect(writeStop(stopAt("18:00", 90, heuriger, "dinner"), 0, 2, "en", 1, ADULTS).description).not.toMatch(/whole/);
  });
});
