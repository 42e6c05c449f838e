// Croissants are a Paris café's breakfast as much as a bakery's: on Christmas morning in Saint-Germain,
// with every bakery shut, the wish is met at Les Deux Magots instead of "no bakery is open".
import { describe, expect, it } from "vitest";
import { byId, names, planChecked } from "../../helpers/catalog-plan";

describe("a croissant wish", () => {
  it("is met at a café known for its pastries when no bakery is open (Christmas morning, seed 7)", async () => {
    const p = await planChecked(
      {
        location: "Saint-Germain-des-Prés, Paris",
        timeSlot: "morning",
        duration: 3,
        vibe: "romantic",
        specialRequests: "croissants",
        plannedDate: "2026-12-25",
      },
      7,
    );
    const tags = p.activities.map((a) => byId.get(a.sourceId)?.tags ?? []);
    expect(
      tags.some((t) => t.includes("pastry") || t.includes("bakery")),
      names(p),
    ).toBe(true);
    expect(
      p.notices.filter((n) => n.wish === "croissants"),
      names(p),
    ).toEqual([]);
  });
});
