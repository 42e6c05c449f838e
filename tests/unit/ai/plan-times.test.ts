// The built-in chat model and a plan's time: a train or a flight to be in time for (with a plan on screen
// and before there is one), whether a stop is open, and the end of the slot.
import { describe, expect, it } from "vitest";
import type { ChatContext } from "~/ai/chat-context";
import { pinToday } from "../../helpers/today";
import { adjust, ask, fill, plan, planned } from "./ask-builtin";

pinToday();

describe("the built-in model and the plan's time", () => {
  it("ends a plan in time for a train or a flight: shorter, earlier, as it is, or says it can't", async () => {
    // The plan runs 19:00-23:00; half an hour is left to get to the departure.
    expect(await ask("we have a train at 10", planned)).toEqual(adjust({ duration: 2, language: "en" }));
    // Said as a question, with the time in words, or as when to be at the airport.
    expect(await ask("our train leaves at 9:30pm, can we make it work?", planned)).toEqual(
      adjust({ duration: 2, language: "en" }),
    );
    expect(await ask("der Flieger geht um halb elf", planned)).toEqual(adjust({ duration: 3, language: "de" }));
    expect(await ask("wir müssen um 22 Uhr am Flughafen sein", planned)).toEqual(
      adjust({ duration: 2, language: "de" }),
    );
    expect(await ask("we need to be at the airport at 9", planned)).toEqual(adjust({ duration: 1, language: "en" }));
    expect(await ask("our flight is at 7pm", planned)).toEqual(
      adjust({ duration: 1, startTime: "17:30", language: "en" }),
    );
    expect(await ask("unser Zug geht um 23:45", planned)).toEqual([
      { text: expect.stringMatching(/^Dein Plan endet um 23:00 Uhr, .* Abfahrt um 23:45 Uhr/) },
    ]);
    expect(await ask("we have a train at 5pm", planned)).toEqual([
      { text: expect.stringMatching(/can't end half an hour before 5:00\sPM/) },
    ]);
  });

  it("fits a plan asked for with a departure into the time before it", async () => {
    // No slot said: the latest one with an hour before the departure; the plan ends half an hour before it.
    expect(await ask("Munich tomorrow, our train leaves at 5pm")).toEqual(
      fill({
        location: "Munich",
        day: "tomorrow",
        timeSlot: "afternoon",
        startTime: "12:30",
        duration: 4,
        language: "en",
      }),
    );
    // A slot and a length said: kept, and the start set so the plan ends in time.
    expect(await ask("morgen Abend in Wien, 3 Stunden, unser Zug fährt um 22 Uhr")).toEqual(
      fill({
        location: "Wien",
        day: "tomorrow",
        timeSlot: "evening",
        startTime: "18:30",
        duration: 3,
        language: "de",
      }),
    );
    // The morning's "11" is 11:00: a short morning.
    expect(await ask("tomorrow morning in zurich, our flight is at 11")).toEqual(
      fill({
        location: "Zurich",
        day: "tomorrow",
        timeSlot: "morning",
        startTime: "08:00",
        duration: 2,
        language: "en",
      }),
    );
    // "Catch the Eurostar", a train home.
    expect(await ask("tomorrow in paris, we have to catch the eurostar at 6pm")).toEqual(
      fill({
        location: "Paris",
        day: "tomorrow",
        timeSlot: "afternoon",
        startTime: "13:30",
        duration: 4,
        language: "en",
      }),
    );
    expect(await ask("tomorrow in hamburg, train home at 19:30")).toEqual(
      fill({
        location: "Hamburg",
        day: "tomorrow",
        timeSlot: "evening",
        startTime: "17:00",
        duration: 2,
        language: "en",
      }),
    );
    // Said alone, it waits in the request for the place.
    expect(await ask("we have a train at 9pm")).toEqual(
      fill({ timeSlot: "evening", startTime: "17:00", duration: 3, language: "en" }),
    );
    expect(await ask("tomorrow evening in berlin, our flight is at 6pm")).toEqual([
      { text: expect.stringMatching(/can't end half an hour before 6:00\sPM/) },
    ]);
  });

  it("answers whether a stop is open with its hours on the day asked, and moves the plan only when asked to", async () => {
    // The catalog's hours; the plan is on Saturday 5 December, today is Monday 30 November.
    const hours: Record<string, string | null> = {
      a1: "Mo-Sa 08:00-21:00",
      a2: "Tu-Su 10:00-18:00; Th 10:00-21:00",
      a3: "Mo-Sa 08:00-23:00; PH off",
    };
    const vienna: ChatContext = {
      ...planned,
      plan: {
        ...plan,
        plannedDate: "2026-12-05",
        timeZone: "Europe/Vienna",
        activities: [
          ...plan.activities.map((a) => ({ ...a, openingHours: hours[a.id] })),
          {
            id: "a4",
            name: "Loos American Bar",
            category: "bar",
            swappedFromId: null,
            openingHours: "Mo-Su 12:00-02:00",
          },
          { id: "a5", name: "Stadtpark", category: "park", swappedFromId: null, openingHours: null },
        ],
      },
    };
    const says = async (text: string) => ((await ask(text, vienna))[0] as { text?: string }).text;
    expect(await says("is the museum open on tuesday?")).toBe(
      "Kunsthistorisches Museum is open 10:00 AM–6:00 PM on Tuesday, 1 December.",
    );
    expect(await says("Hat das Museum am Donnerstag offen?")).toBe(
      "Kunsthistorisches Museum hat am Donnerstag, 3. Dezember 10:00–21:00 Uhr geöffnet.",
    );
    expect(await says("Hat das Café am Sonntag offen?")).toMatch(
      /^Café Sperl hat am Sonntag, 6\. Dezember geschlossen\./,
    );
    expect(await says("is the museum open?")).toMatch(/^Kunsthistorisches Museum is open 10:00 AM–6:00 PM on Saturday/);
    expect(await says("is the bar open on friday")).toBe(
      "Loos American Bar is open 12:00 PM–2:00 AM on Friday, 4 December.",
    );
    // A public holiday in Austria (Mariä Empfängnis): "PH off".
    expect(await says("is the kameel open on 8 december?")).toMatch(
      /^Zum Schwarzen Kameel is closed on Tuesday, 8 December/,
    );
    expect(await says("ist der Park am Sonntag offen?")).toMatch(/^Die Öffnungszeiten von Stadtpark kenne ich nicht/);
    // Asked the other ways people ask.
    expect(await says("when does the museum close?")).toMatch(/^Kunsthistorisches Museum is open 10:00 AM–6:00 PM/);
    expect(await says("what are the museum's opening hours?")).toMatch(/^Kunsthistorisches Museum is open/);
    expect(await says("how late is the bar open")).toMatch(/^Loos American Bar is open 12:00 PM–2:00 AM/);
    expect(await says("wann macht die Bar zu?")).toMatch(
      /^Loos American Bar hat am Samstag, 5\. Dezember 12:00–02:00 Uhr/,
    );
    expect(await says("Öffnungszeiten vom Museum?")).toMatch(/^Kunsthistorisches Museum hat am Samstag/);
    // No stop of the plan named: what the cards show.
    expect(await says("is it open on tuesday?")).toMatch(/^Each stop's card shows its opening hours/);
    expect(await ask("make it tuesday", planned)).toEqual(adjust({ plannedDate: expect.any(String), language: "en" }));
    expect(await ask("is there something open late nearby?", vienna)).not.toEqual([
      { text: expect.stringMatching(/card shows/) },
    ]);
    // Without a plan, something open late is what the person wants planned.
    expect(await ask("is there something open late in berlin tonight?")).not.toEqual([
      { text: expect.stringMatching(/card shows/) },
    ]);
  });

  it("says where the slot ends instead of leaving it on a plain “later”", async () => {
    const late: ChatContext = { ...planned, plan: { ...plan, startTime: "20:30" } };
    expect(await ask("later", late)).toEqual([{ text: expect.stringMatching(/starts at 8:30\sPM at the latest/) }]);
    expect(await ask("start later, late night", late)).toEqual(adjust({ timeSlot: "late_night", language: "en" }));
  });
});
