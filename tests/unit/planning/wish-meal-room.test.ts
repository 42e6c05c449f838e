// A wished dish is dinner even when the stops before it would leave it too little time: they keep its
// shortest length for it (an East Village birthday asking for ramen dined at Veselka, with a notice that
// "no ramen place fitted", while Ippudo was open round the corner until 22:00).
import { describe, expect, it } from "vitest";
import { byId, names, planChecked } from "../../helpers/catalog-plan";

describe("room for a wished dinner", () => {
  it("an East Village birthday evening asking for ramen dines at a ramen place, unrushed (seed 7)", async () => {
    const p = await planChecked(
      {
        location: "East Village, New York",
        timeSlot: "evening",
        duration: 4,
        vibe: "chill",
        specialOccasions: ["birthday"],
        specialRequests: "ramen",
        plannedDate: "2026-12-26",
      },
      7,
    );
    const dinner = p.activities.find((a) => byId.get(a.sourceId)?.tags?.includes("ramen"));
    expect(dinner, names(p)).toBeDefined();
    expect(byId.get(dinner!.sourceId)?.category).toBe("restaurant");
    // An occasion's dinner is never rushed: an hour and a half at least.
    expect((Date.parse(dinner!.endsAt) - Date.parse(dinner!.startsAt)) / 60_000, names(p)).toBeGreaterThanOrEqual(90);
    expect(
      p.notices.filter((n) => n.wish === "ramen"),
      names(p),
    ).toEqual([]);
  });
});
