// The words of a plan read right: tips that fit the visit, openers that fit the clock, one German voice
// ("du"), grammatical titles and German times as a German would write them.
import { describe, expect, it } from "vitest";
import type { Stop } from "~/planning/engine/compose";
import { type PlanLanguage } from "~/planning/request";
import { zonedInstant } from "~/planning/time";
import { formatTimeRange } from "~/planning/format";
import { writeStop } from "../../helpers/write-stop";
import { ADULTS, NOV, place, stopAt } from "../../helpers/stop-at";

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
