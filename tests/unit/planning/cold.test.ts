// In the cold months nobody lingers out of doors: a courtyard or a playground is a short stop, a view
// gets its own visit by day and three quarters of an hour after dark (issue #23, plan-quality 42, 43, 58).
import { planChecked } from "../../helpers/catalog-plan";
import { describe, expect, it } from "vitest";
import { latestEnd } from "~/planning/engine/rules";
import { cold } from "~/planning/engine/rules/cold";
import { type PlanDraft } from "~/planning/planner";
import { at, context, place, visit } from "./rules/fixtures";

const courtyard = place({
  name: "MuseumsQuartier Haupthof",
  category: "landmark",
  setting: "outdoor",
  visitMinutes: 60,
  tags: ["after-dark", "outdoor-seating", "lively"],
});
const bridge = place({
  name: "Brooklyn Bridge",
  category: "landmark",
  setting: "outdoor",
  visitMinutes: 60,
  tags: ["after-dark", "view"],
});
const playground = place({ name: "Washington Square Park", category: "park", setting: "outdoor", visitMinutes: 45 });
const market = place({ name: "Christkindlmarkt", category: "market", setting: "outdoor", tags: ["christmas-market"] });

describe("the cold rule", () => {
  const december = context({ timeSlot: "afternoon", plannedDate: "2026-12-09", duration: 6 });
  const july = context({ timeSlot: "afternoon", plannedDate: "2027-07-09", duration: 6 });

  it("keeps a courtyard with a terrace and a playground to their shortest visit in December, not in July", () => {
    const evening = at("2026-12-09", 20, 0);
    expect(latestEnd(december, courtyard, evening)).toBe(evening + 35 * 60_000);
    expect(cold.veto!(december, [visit(courtyard, evening, 85)], 0, 0)).toMatch(/cold/);
    expect(cold.veto!(december, [visit(playground, at("2026-12-09", 14, 0), 65)], 0, 0)).toMatch(/cold/);
    expect(cold.veto!(december, [visit(playground, at("2026-12-09", 14, 0), 30)], 0, 0)).toBeNull();
    expect(cold.veto!(july, [visit(courtyard, at("2027-07-09", 20, 0), 85)], 0, 0)).toBeNull();
  });

  it("gives a view its own visit by day and 45 minutes after dark; a Christmas market keeps its time", () => {
    expect(cold.veto!(december, [visit(bridge, at("2026-12-09", 13, 0), 60)], 0, 0)).toBeNull();
    expect(cold.veto!(december, [visit(bridge, at("2026-12-09", 18, 0), 65)], 0, 0)).toMatch(/cold/);
    expect(cold.veto!(december, [visit(bridge, at("2026-12-09", 18, 0), 45)], 0, 0)).toBeNull();
    expect(cold.veto!(december, [visit(market, at("2026-12-09", 18, 0), 90)], 0, 0)).toBeNull();
  });
});

const plan = planChecked;

const minutes = (a: PlanDraft["activities"][number]) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;
const names = (p: PlanDraft) => p.activities.map((a) => `${a.time} ${a.name} ${minutes(a)}`).join(" → ");

describe("December plans out of doors", () => {
  it("a Vienna afternoon with children crosses the MuseumsQuartier's courtyard, not an hour in it (seed 7)", async () => {
    const p = await plan(
      {
        location: "Vienna",
        timeSlot: "afternoon",
        duration: 5,
        vibe: "fun",
        withKids: true,
        plannedDate: "2026-12-27",
      },
      7,
    );
    const mq = p.activities.find((a) => a.sourceId === "vienna-museumsquartier");
    if (mq) expect(minutes(mq), names(p)).toBeLessThanOrEqual(35);
  });

  it("a New York Christmas Eve afternoon with children spends half an hour at a playground, not 65 minutes (seed 7)", async () => {
    const p = await plan(
      {
        location: "New York",
        timeSlot: "afternoon",
        duration: 4,
        vibe: "fun",
        withKids: true,
        plannedDate: "2026-12-24",
      },
      7,
    );
    for (const a of p.activities.filter((x) => x.category === "park")) {
      expect(minutes(a), names(p)).toBeLessThanOrEqual(30);
    }
  });
});
