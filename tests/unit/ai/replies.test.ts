// The assistant's replies come from locales/<language>/assistant.json: German readers get German
// sentences with German plurals and joins, and no key ever shows instead of a sentence.
import { describe, expect, it } from "vitest";
import { answerMessage } from "~/ai/builtin-turn";
import { editedReply } from "~/ai/edit-call";
import { errorReply, REPLIES } from "~/ai/replies";
import type { Offer } from "~/wire/offer";
import { plan as vienna } from "./ask-builtin";

const terms = { plansPerDay: 3, plansPerMonth: 30, hours: 6, swaps: 1, regenerate: true, features: [] };
const offer: Offer = {
  paymentsEnabled: true,
  guest: { plans: 1, hours: 4 },
  free: terms,
  premium: { ...terms, plansPerDay: null, plansPerMonth: null, hours: 12, swaps: null, priceMonthlyCents: 499 },
};

describe("the assistant's words", () => {
  it("join and count names in the reader's language", () => {
    expect(REPLIES.en.droppedSwaps(["Café Einstein"])).toBe(" Café Einstein no longer fits, so I let it go.");
    expect(REPLIES.de.droppedSwaps(["Café Einstein", "Bode-Museum"])).toBe(
      " Café Einstein und Bode-Museum passen nicht mehr dazu, deshalb habe ich sie herausgenommen.",
    );
    expect(REPLIES.de.confirmNewPlan({ today: 2, month: 10 })).toBe(
      "Das wird ein neuer Plan – du hast heute noch 2. Soll ich loslegen?",
    );
    expect(REPLIES.de.earliestInSlot("evening", "17:00")).toMatch(/^Am Abend geht es frühestens um 17:00 Uhr los/);
  });

  it("state limits from the offer's numbers, naming Premium while it can be bought", () => {
    expect(errorReply("en", "daily-limit-reached", "", { offer, tier: "free" })).toBe(
      "You've used today's 3 plans. Try again tomorrow. With Premium: unlimited plans.",
    );
    expect(errorReply("de", "swap-limit-reached", "", { offer, tier: "free" })).toBe(
      "Du hast in diesem Plan schon so oft getauscht, wie dein Tarif erlaubt (1 Aktivität pro Plan tauschen). Mit Premium: unbegrenzt tauschen.",
    );
    expect(errorReply("de", "duration-exceeds-limit", "", { offer, tier: "guest" })).toBe(
      "Als Gast planst du bis zu 4 Stunden. Melde dich kostenlos an und plane bis zu 6 Stunden.",
    );
  });

  it("word every refusal in German, and an unknown one with the service's message", () => {
    expect(errorReply("de", "nothing-to-undo", "There is no edit to undo.")).toBe(
      "Hier gibt es nichts rückgängig zu machen.",
    );
    expect(errorReply("en", "tool-failed", "the line was busy")).toBe("Sorry, that didn't work: the line was busy");
    expect(editedReply("de", { kind: "resize", place: "Bode-Museum", minutes: 105 })).toBe(
      "Erledigt: Bode-Museum dauert jetzt 105 Minuten.",
    );
  });

  it("say when an edit names a kind of stop the plan does not have, instead of planning anew", () => {
    const plan = {
      ...vienna,
      startTime: "18:00",
      activities: [
        { id: "a1", name: "Salzamt", category: "restaurant", swappedFromId: null },
        { id: "a2", name: "Tür 7", category: "bar", swappedFromId: null },
      ],
    };
    expect(answerMessage("take the museum out", { language: "en", request: {}, plan }).text).toBe(
      "I can't find “museum” in this plan. Say which stop you mean, e.g. “drop the second one”.",
    );
    expect(answerMessage("das Museum raus", { language: "de", request: {}, plan }).text).toMatch(/^„Museum“ finde ich/);
    expect(answerMessage("drop the bar", { language: "en", request: {}, plan }).calls?.[0].input).toEqual({
      kind: "remove",
      activityId: "a2",
    });
  });
});
