// A tip fits the people and the meal before it: no second dish straight after lunch, no children's
// playground for a couple; warnings and the rest of the tip stay.
import { describe, expect, it } from "vitest";
import type { Place } from "~/planning/places/place";
import { placeTip, tipByWording, type Visit } from "~/planning/tips";
import { clauses } from "~/planning/tips/clauses";
import { MINUTE, zonedInstant } from "~/planning/time";

const BERLIN = { lat: 52.52, lng: 13.405, timeZone: "Europe/Berlin" };
const DEC = "2026-12-05"; // a Saturday

function visit(at: string, extra: Partial<Visit> = {}): Visit {
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(DEC, h, m, BERLIN.timeZone).getTime();
  return { ...BERLIN, start, end: start + 60 * MINUTE, meal: null, ...extra };
}
const FAMILY = { kids: true, noAlcohol: false };
const COUPLE = { kids: false, noAlcohol: false };

describe("a dish to order", () => {
  const pub = "Grab a pint and a burger at the old wooden bar.";
  const beerHall = "Bestell eine Maß; dazu passen Weißwürste mit süßem Senf.";

  it("is left out right after lunch elsewhere, but kept when this stop is the meal or no meal came before", () => {
    expect(tipByWording(pub, visit("14:00", { afterMeal: true }))).toBeNull();
    expect(tipByWording(beerHall, visit("14:00", { afterMeal: true }))).toBe("Bestell eine Maß.");
    expect(tipByWording(pub, visit("14:00", { afterMeal: false }))).toBe(pub);
    expect(tipByWording(pub, visit("19:00", { afterMeal: true, meal: "dinner" }))).toBe(pub);
  });

  it("keeps the walk and leaves out the fish roll right after dinner", () => {
    const piers = "Walk the whole length of the pontoons, and pick your fish roll on the way.";
    expect(tipByWording(piers, visit("20:50", { afterMeal: true }))).toBe("Walk the whole length of the pontoons.");
  });

  it("leaves out the Saumagen at the wine tavern after a Ratskeller lunch, keeping the wine", () => {
    const weinstube = "Bestell unter den Gewölben einen offenen Pfälzer Wein; dazu eine Portion Saumagen.";
    expect(tipByWording(weinstube, visit("13:55", { afterMeal: true }))).toBe(
      "Bestell unter den Gewölben einen offenen Pfälzer Wein.",
    );
    expect(
      tipByWording("Bestell unter den Gewölben eine Portion Pfälzer Saumagen.", visit("13:55", { afterMeal: true })),
    ).toBeNull();
  });

  it("does not take a drink or a cake for a dish", () => {
    const cafe = "Order a Melange and a slice of strudel by the window.";
    expect(tipByWording("Order a flat white and watch the roaster at work.", visit("14:00", { afterMeal: true }))).toBe(
      "Order a flat white and watch the roaster at work.",
    );
    expect(tipByWording(cafe, visit("14:00", { afterMeal: true }))).toBe(cafe);
  });
});

describe("a tip with the catalog's own condition", () => {
  it("still leaves out a dish right after lunch", () => {
    const pub = {
      tip: {
        en: "Grab a pint and a burger at the old wooden bar.",
        de: "Trink ein Pint und iss einen Burger am Tresen.",
      },
      tipWhen: { alcohol: true },
      tips: [{ en: "Look at the nautical bric-à-brac.", de: "Schau dir den Seefahrerkram an." }],
    } as unknown as Place;
    expect(placeTip(pub, "en", visit("14:00", { afterMeal: true }), COUPLE)).toBe("Look at the nautical bric-à-brac.");
    expect(placeTip(pub, "en", visit("14:00"), COUPLE)).toBe("Grab a pint and a burger at the old wooden bar.");
  });
});

describe("children in a tip", () => {
  it("leave a couple's plan, keeping the rest of the tip", () => {
    const garden =
      "Kinder lieben es, die seltsamsten Formen zu entdecken; häng danach einen Spaziergang am Mythenquai an.";
    expect(tipByWording(garden, visit("13:00"), COUPLE)).toBe("Häng danach einen Spaziergang am Mythenquai an.");
    expect(tipByWording(garden, visit("13:00"), FAMILY)).toBe(garden);
    const park = "Climb up to the water tower, then let the kids loose on the playground.";
    expect(tipByWording(park, visit("11:00"), COUPLE)).toBe("Climb up to the water tower.");
    expect(tipByWording(park, visit("11:00"), FAMILY)).toBe(park);
  });

  it("stay when the tip warns that the place is not for them", () => {
    const dungeon = "It's loud and spooky: great for teenagers, not for small children.";
    expect(tipByWording(dungeon, visit("11:00"), COUPLE)).toBe(dungeon);
  });
});

describe("an opera night in a tip", () => {
  it("holds in the evening only", () => {
    const tavern = "Order the Saumagen under the vaults; a calm spot after the opera.";
    expect(tipByWording(tavern, visit("11:40"))).toBe("Order the Saumagen under the vaults.");
    expect(tipByWording(tavern, visit("21:30"))).toBe(tavern);
    expect(tipByWording("Füll dir vor der Oper einen Teller am Buffet.", visit("09:30"))).toBeNull();
  });
});

describe("meat in a tip", () => {
  it("is left out for a vegan or vegetarian plan, unless the dish is the vegan kind", () => {
    const tavern = "Probier das Eisbein mit Erbspüree und spazier danach durch die Gassen des Nikolaiviertels.";
    const veggie = { ...COUPLE, meatFree: true };
    expect(tipByWording(tavern, visit("12:30", { meal: "lunch" }), veggie)).toBeNull();
    expect(tipByWording(tavern, visit("12:30", { meal: "lunch" }), COUPLE)).toBe(tavern);
    const swing = "Bestell den Vienna Burger mit veganem Schnitzel und dazu Zwiebelringe.";
    expect(tipByWording(swing, visit("18:00", { meal: "dinner" }), veggie)).toBe(swing);
  });
});

describe("dairy and eggs in a tip", () => {
  it("are left out for a vegan plan only (the Christmas Day borscht with sour cream)", () => {
    const pasternak = "Bestell Borschtsch und Blini mit saurer Sahne zum Teilen.";
    const vegan = { ...COUPLE, meatFree: true, vegan: true };
    expect(tipByWording(pasternak, visit("12:30", { meal: "lunch" }), vegan)).toBeNull();
    expect(tipByWording(pasternak, visit("12:30", { meal: "lunch" }), { ...COUPLE, meatFree: true })).toBe(pasternak);
    const potager = "Order the seitan bourguignon, and finish with the vegan cheesecake.";
    expect(tipByWording(potager, visit("12:30", { meal: "lunch" }), vegan)).toBe(potager);
  });
});

describe("a weekend in a German compound", () => {
  it("reads 'Wochenend-Brunch' as the weekend: gone on a Friday, kept on a Saturday", () => {
    const tip = "Zum Wochenend-Brunch bildet sich eine Schlange; bestell den Matcha Latte.";
    const friday = { ...visit("14:05"), start: zonedInstant("2026-12-25", 14, 5, BERLIN.timeZone).getTime() };
    friday.end = friday.start + 60 * MINUTE;
    expect(tipByWording(tip, friday)).toBe("Bestell den Matcha Latte.");
    expect(tipByWording(tip, visit("11:00"))).toBe(tip);
  });

  it("leaves out the okonomiyaki twenty minutes after lunch", () => {
    expect(tipByWording("Bestell Okonomiyaki mit Matcha Latte.", visit("14:05", { afterMeal: true }))).toBeNull();
  });
});

describe("a birthday in a tip", () => {
  it("shows only on a birthday", () => {
    const tiki = "Order the original Mai Tai, or share a flaming Scorpion Bowl for a birthday.";
    expect(tipByWording(tiki, visit("21:00"), COUPLE)).toBe("Order the original Mai Tai.");
    expect(tipByWording(tiki, visit("21:00"), { ...COUPLE, birthday: true })).toBe(tiki);
  });
});

describe("an occasion in a tip", () => {
  it("is named only when the plan has one", () => {
    const antinori = "Ein Glas Tignanello vom familieneigenen Weingut passt zum Anlass.";
    expect(tipByWording(antinori, visit("12:30", { meal: "lunch" }), COUPLE)).toBeNull();
    expect(tipByWording(antinori, visit("19:00", { meal: "dinner" }), { ...COUPLE, occasion: "anniversary" })).toBe(
      antinori,
    );
  });
});

describe("clauses", () => {
  it("split at ', then', ', or' and ', and' as clauses that lean on the one before", () => {
    expect(clauses("Sit on the stone tiers, or let kids run in the arena.")).toEqual([
      "Sit on the stone tiers",
      "or let kids run in the arena.",
    ]);
    expect(clauses("Order a coffee, and then sit by the window.")).toEqual([
      "Order a coffee",
      "and then sit by the window.",
    ]);
    expect(clauses("Order a coffee and sit by the window.")).toEqual(["Order a coffee and sit by the window."]);
  });
});
