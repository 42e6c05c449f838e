// The kids rule: with children, only places that welcome them and nothing for adults only.
import { describe, expect, it } from "vitest";
import { kids } from "~/planning/engine/rules/kids";
import { byId, planChecked } from "../../../helpers/catalog-plan";
import { at, context, place, visit } from "./fixtures";

describe("the kids rule", () => {
  const bar = place({ name: "Monkey Bar", category: "bar", kids: true });
  const club = place({ name: "Berghain", category: "club", kids: false });
  const zoo = place({ name: "Zoo", category: "activity", kids: true });
  const quiet = place({ name: "Quiet gallery", category: "gallery", kids: false });

  it("keeps bars, clubs and places that do not welcome children out of a plan with kids", () => {
    const ctx = context({ withKids: true, timeSlot: "afternoon" });
    expect([bar, club, zoo, quiet].filter((p) => kids.admits!(ctx, p))).toEqual([zoo]);
    const plan = { visits: [visit(zoo, at("2026-11-26", 12), 90), visit(bar, at("2026-11-26", 14), 60)], notices: [] };
    expect(kids.violations(ctx, plan)).toEqual(["Monkey Bar: not a place for children"]);
  });

  it("leaves adults' plans alone, but for places that are only for children", () => {
    const ctx = context({ withKids: false });
    expect([bar, club, zoo, quiet].every((p) => kids.admits!(ctx, p))).toBe(true);
    const legoland = place({ name: "LEGOLAND Discovery Centre", category: "activity", tags: ["playground"] });
    const playground = place({ name: "Blatterwiese playground", category: "park", tags: ["playground", "nature"] });
    const farm = place({ name: "Kinderbauernhof Görlitzer Park", category: "activity", tags: ["zoo", "playground"] });
    const beerGarden = place({ name: "Chinesischer Turm", category: "bar", tags: ["beer-garden", "playground"] });
    expect([legoland, playground, farm, beerGarden].filter((p) => kids.admits!(ctx, p))).toEqual([beerGarden]);
    expect(kids.admits!(context({ withKids: true, timeSlot: "afternoon" }), legoland)).toBe(true);
  });

  it("keeps a children's theatre the catalog marks for children out of a plan for two grown-ups", () => {
    const schauburg = place({ name: "Schauburg", category: "theatre", tags: ["for-children"] });
    expect(kids.admits!(context({ withKids: false }), schauburg)).toBe(false);
    expect(kids.admits!(context({ withKids: true, timeSlot: "afternoon" }), schauburg)).toBe(true);
  });

  it("builds an outing with children round one thing made for them, and counts it once", () => {
    const ctx = context({ withKids: true, timeSlot: "afternoon" });
    const museum = place({ name: "Miniatur Wunderland", category: "museum", tags: ["for-children", "rainy-day"] });
    const rink = place({ name: "Eisbahn", category: "activity", tags: ["ice-skating"] });
    const gallery = place({ name: "Gallery", category: "gallery" });
    const afternoon = (a: typeof museum, b: typeof museum) => [
      visit(a, at("2026-11-26", 13), 90),
      visit(b, at("2026-11-26", 15), 60),
    ];
    expect(kids.score!(ctx, afternoon(gallery, museum), 1, 0)).toBeGreaterThan(0);
    expect(kids.score!(ctx, afternoon(museum, rink), 1, 0)).toBe(0);
    expect(kids.score!(context({ timeSlot: "afternoon" }), afternoon(gallery, rink), 1, 0)).toBe(0);
  });
});

describe("a Vienna afternoon with children", () => {
  it("holds something made for them: the Naturhistorisches Museum's dinosaurs, a rink, a zoo", async () => {
    const request = {
      location: "Vienna",
      timeSlot: "afternoon",
      duration: 5,
      vibe: "fun",
      withKids: true,
      plannedDate: "2026-12-27",
    } as const;
    const plan = await planChecked(request, 7);
    const tags = plan.activities.flatMap((a) => byId.get(a.sourceId)?.tags ?? []);
    expect(
      tags.filter((t) => ["zoo", "aquarium", "playground", "for-children", "ice-skating", "science"].includes(t)),
    ).not.toEqual([]);
  });
});
