// Words over a sweep of generated plans in every catalog city, slot and vibe, and the language model's
// instructions: du in German, times as the reader writes them, tips and endings that fit the clock.
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import SunCalc from "suncalc";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CITIES, CatalogSource } from "~/planning/places/catalog";
import { createPlan, preparePlan, type PlanDraft } from "~/planning/planner";
import { OCCASIONS, PlanRequestSchema, TIME_SLOTS, VIBES } from "~/planning/request";
import { MINUTE, minuteOfDay } from "~/planning/time";
import { otherAddress } from "~/planning/writers/german-voice";
import { writePlanWithModel } from "~/integrations/writers/llm";
import { NOV } from "../../helpers/stop-at";

const now = new Date("2026-11-22T09:00:00Z");
const source = new CatalogSource();

describe("a sweep of generated plans", () => {
  const plans: PlanDraft[] = [];
  // Hundreds of plans: made once for the file, with room for two shared cores running other suites.
  beforeAll(async () => {
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
  }, 120_000);

  it("speak German to one person as du, never ihr, euch, euer or Sie", () => {
    const german = plans.filter((p) => p.request.language === "de");
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

  it("print German times with two-digit hours", () => {
    for (const plan of plans.filter((p) => p.request.language === "de")) {
      for (const a of plan.activities) {
        expect(a.time).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
        for (const note of a.notes) expect(note).not.toMatch(/(?<![\d:])\d:\d{2}/);
      }
    }
  });

  it("never show a tip that contradicts the clock or the season", () => {
    for (const plan of plans) {
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

  it("end each plan with words that fit its last hour", () => {
    for (const plan of plans) {
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
