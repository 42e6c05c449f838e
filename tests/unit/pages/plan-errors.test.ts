// A refused swap or undo reads in the reader's language, never in the server's English words.
import { describe, expect, it } from "vitest";
import { planErrorText } from "~/components/planner/actions/plan-errors";
import { createT } from "~/i18n/translate";
import { resources } from "~/i18n/resources";

describe("refused swaps and undos", () => {
  it("say why in German for German readers", () => {
    const t = createT("de", resources.de, "planner");
    const limit = { status: 403, error: "swap-limit-reached", message: "Only 1 swap per plan allowed" };
    expect(planErrorText(t, limit, false).description).toBe("Pro Plan ist nur ein Tausch möglich.");
    const none = { status: 409, error: "nothing-to-undo", message: "This activity was not swapped." };
    expect(planErrorText(t, none, false).description).toBe("Hier gibt es keinen Tausch zum Rückgängigmachen.");
  });

  it("keep the spec's words in English", () => {
    const t = createT("en", resources.en, "planner");
    const limit = { status: 403, error: "swap-limit-reached", message: "" };
    expect(planErrorText(t, limit, false).description).toBe("Only 1 swap per plan allowed.");
  });
});
