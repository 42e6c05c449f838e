// The kids rule: with children, only places that welcome them and nothing for adults only.
import { describe, expect, it } from "vitest";
import { kids } from "~/planning/engine/rules/kids";
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
});
