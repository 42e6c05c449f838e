// A date wants a table where two can talk: a romantic plan, a first date or an anniversary lunches or dines
// somewhere quieter than a beer hall or a big, cheap canteen (issue #23, plan 48).
import { byId, names, planChecked } from "../../helpers/catalog-plan";
import { describe, expect, it } from "vitest";
import { distanceKm } from "~/planning/travel";

describe("a table for two", () => {
  it("a romantic Montmartre morning lunches at La Maison Rose, not the big Bouillon Pigalle, and stays in Montmartre (plan 48, seed 7)", async () => {
    const p = await planChecked(
      { location: "Montmartre, Paris", timeSlot: "morning", duration: 4, vibe: "romantic", plannedDate: "2026-11-29" },
      7,
    );
    const ids = p.activities.map((a) => a.sourceId);
    expect(ids, names(p)).not.toContain("paris-bouillon-pigalle");
    const lunch = p.activities.at(-1)!;
    expect(byId.get(lunch.sourceId)?.category, names(p)).toBe("restaurant");
    expect(byId.get(lunch.sourceId)?.vibes, names(p)).toContain("romantic");
    // No ride out to a romantic café across town for breakfast: every stop is a walk from the Musée de Montmartre.
    const museum = byId.get("paris-musee-de-montmartre")!;
    for (const id of ids) expect(distanceKm(byId.get(id)!, museum), names(p)).toBeLessThanOrEqual(1.2);
  });

  it("a romantic Marais afternoon asking for falafel lunches at L'As du Fallafel, not Chez Omar's couscous (seed 7)", async () => {
    const p = await planChecked(
      {
        location: "Le Marais, Paris",
        timeSlot: "afternoon",
        duration: 4,
        vibe: "romantic",
        plannedDate: "2026-12-31",
        specialRequests: "falafel, a museum",
      },
      7,
    );
    const lunch = p.activities.find((a) => a.meal === "lunch");
    expect(lunch?.sourceId, names(p)).toBe("paris-l-as-du-fallafel");
    expect(
      p.activities.some((a) => byId.get(a.sourceId)?.category === "museum"),
      names(p),
    ).toBe(true);
  });

  it("a couscous wish dines at a North African table (New York, seed 7)", async () => {
    const p = await planChecked(
      {
        location: "New York",
        timeSlot: "evening",
        duration: 4,
        vibe: "romantic",
        plannedDate: "2026-12-05",
        specialRequests: "couscous",
      },
      7,
    );
    const dinner = p.activities.find((a) => a.meal === "dinner");
    expect(byId.get(dinner?.sourceId ?? "")?.tags, names(p)).toContain("north-african");
    expect(p.notices ?? [], names(p)).toEqual([]);
  });
});
