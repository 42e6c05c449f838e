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
    // Said alone, it waits in the request for the place.
    expect(await ask("we have a train at 9pm")).toEqual(
      fill({ timeSlot: "evening", startTime: "17:00", duration: 3, language: "en" }),
    );
    expect(await ask("tomorrow evening in berlin, our flight is at 6pm")).toEqual([
      { text: expect.stringMatching(/can't end half an hour before 6:00\sPM/) },
    ]);
  });

  it("answers whether a stop is open from its card, and moves the plan only when asked to", async () => {
    expect(await ask("is the museum open on tuesday?", planned)).toEqual([
      { text: expect.stringMatching(/^Each stop's card shows its opening hours/) },
    ]);
    expect(await ask("Hat das Café am Sonntag offen?", planned)).toEqual([
      { text: expect.stringMatching(/^Jede Karte zeigt die Öffnungszeiten/) },
    ]);
    expect(await ask("make it tuesday", planned)).toEqual(adjust({ plannedDate: expect.any(String), language: "en" }));
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
