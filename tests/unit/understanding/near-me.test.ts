// "Near me" is where the person is when they press "Use my location": their point becomes the
// neighbourhood or town they stand in (from the bundled gazetteer, no network), and without it the
// chat asks where, offering the control where the chat has one.
import { describe, expect, it } from "vitest";
import { answerMessage, answerToolResults } from "~/ai/builtin-turn";
import { placeNear } from "~/planning/places/gazetteer";
import { understand } from "~/understanding";

const NOW = new Date("2026-11-27T10:00:00Z");

describe("where someone is", () => {
  it("is the catalog neighbourhood they stand in, else the nearest town, else nowhere", () => {
    // 300 m from Kreuzberg's centre; by the Bergmannstraße.
    expect(placeNear({ lat: 52.4945, lng: 13.4085 })?.location.label).toBe("Kreuzberg, Berlin");
    expect(placeNear({ lat: 48.1605, lng: 11.584 })?.location.label).toBe("Schwabing, Munich");
    expect(placeNear({ lat: 51.5255, lng: -0.0795 })?.location.label).toBe("Shoreditch, London");
    // Potsdam's old town is no catalog neighbourhood: the town itself.
    expect(placeNear({ lat: 52.3989, lng: 13.0657 })?.location.label).toBe("Potsdam");
    // The middle of the Atlantic.
    expect(placeNear({ lat: 40, lng: -35 })).toBeNull();
  });
});

describe("near me", () => {
  const sayings = [
    ["cocktails near me tonight", "en"],
    ["something nearby tomorrow evening", "en"],
    ["Near me", "en"],
    ["heute Abend was in meiner Nähe", "de"],
    ["morgen hier in der Nähe essen gehen", "de"],
    ["In meiner Nähe", "de"],
  ] as const;

  it.each(sayings)("“%s” is the shared location's place", (text, language) => {
    const heard = understand(text, { now: NOW, near: "Kreuzberg, Berlin" });
    expect(heard.patch.location).toBe("Kreuzberg, Berlin");
    expect(heard.nearMe).toBe(false);
    expect(heard.language).toBe(language);
  });

  it.each(sayings)("“%s” without a shared location is a question", (text) => {
    const heard = understand(text, { now: NOW });
    expect(heard.patch.location).toBeUndefined();
    expect(heard.nearMe).toBe(true);
  });

  it("a named place wins over the shared location", () => {
    expect(understand("near me in Vienna", { now: NOW, near: "Kreuzberg, Berlin" }).patch.location).toBe("Vienna");
  });

  it("asks where, offering “Use my location” where the chat has it", () => {
    const en = answerMessage("somewhere near me", { language: "en", request: {}, plan: null, canLocate: true });
    expect(en.text).toMatch(/Use my location/);
    const de = answerMessage("irgendwo in meiner Nähe", { language: "de", request: {}, plan: null, canLocate: true });
    expect(de.text).toMatch(/Meinen Standort verwenden/);
    const noScript = answerMessage("somewhere near me", { language: "en", request: {}, plan: null });
    expect(noScript.text).not.toMatch(/Use my location/);
    expect(noScript.text).toMatch(/city or neighbourhood/);
    // A message that fills other fields asks after filling them.
    const heard = understand("drinks near me tomorrow", { now: NOW });
    const asked = answerToolResults(
      [{ toolName: "updatePlanRequest", output: { ok: true, request: heard.patch } }],
      heard,
      {
        canLocate: true,
      },
    );
    expect(asked.text).toMatch(/Use my location/);
  });

  it("fills the request from the shared location", () => {
    const answer = answerMessage("Near me", { language: "en", request: {}, plan: null, near: "Kreuzberg, Berlin" });
    expect(answer.calls?.[0]).toMatchObject({
      toolName: "updatePlanRequest",
      input: { location: "Kreuzberg, Berlin" },
    });
  });
});
