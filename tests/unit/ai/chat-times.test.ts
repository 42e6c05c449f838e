// The chat says times and money the way the plan's cards do: "from 5:00 PM" beside cards reading
// "5:00 PM – 6:30 PM" in English, "ab 17:00 Uhr" beside "17:00–18:30" in German.
import { describe, expect, it } from "vitest";
import { conversationReplies } from "~/ai/conversation-replies";
import { REPLIES } from "~/ai/replies";
import { formatTimeRange } from "~/planning/format";
import { formatWallClock } from "~/planning/format";

const plan = {
  id: "p1",
  title: "Vienna evening",
  location: "Vienna",
  budget: "moderate",
  activityCount: 3,
  totalSpend: 80,
  startTime: "17:00",
  plannedDate: "2026-12-05",
};
const FIVE_PM = Date.UTC(2026, 11, 5, 17, 0);
const card = (language: "en" | "de") => formatTimeRange(FIVE_PM, FIVE_PM + 90 * 60_000, language, "UTC");

describe("times in the chat", () => {
  it("English answers say 5:00 PM, as the cards do, never 17:00", () => {
    expect(card("en").split(" – ")[0]).toBe(formatWallClock("17:00", "en"));
    for (const text of [
      REPLIES.en.planned(plan),
      REPLIES.en.revised(plan),
      conversationReplies("en").plannedOn(plan),
    ]) {
      expect(text).toMatch(/from 5:00\sPM/);
      expect(text).not.toContain("17:00");
      expect(text).toContain("€80 per person");
    }
    expect(REPLIES.en.latestInSlot("evening", "20:30")).toMatch(/starts at 8:30\sPM at the latest/);
  });

  it("German answers say 17:00 Uhr, as the cards say 17:00", () => {
    expect(card("de").split("–")[0]).toBe(formatWallClock("17:00", "de"));
    for (const text of [
      REPLIES.de.planned(plan),
      REPLIES.de.revised(plan),
      conversationReplies("de").plannedOn(plan),
    ]) {
      expect(text).toContain("ab 17:00 Uhr");
      expect(text).toMatch(/etwa 80\s€ pro Person/);
    }
    expect(formatWallClock("9:05", "de")).toBe("09:05");
  });

  it("leaves anything that is not a clock time as it is", () => {
    expect(formatWallClock("soon", "en")).toBe("soon");
    expect(formatWallClock("25:00", "en")).toBe("25:00");
  });
});
