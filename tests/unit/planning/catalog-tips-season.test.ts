// Catalog tips the plans of session 10 met (docs/plan-quality.md and the fresh requests read with it): the
// company's breakfast, the winter's window tables instead of terraces, cake when the brunch queue is over,
// and no walk or hop-off the plan does not take.
import { describe, expect, it } from "vitest";
import { checkVisit } from "~/planning/hours";
import { zonedInstant } from "~/planning/time";
import { asMeal, catalogPlace, tipAt } from "../../helpers/catalog-tip";

const family = { kids: true, noAlcohol: false };

describe("catalog tips for the company and the hour", () => {
  it("gives a family at the Schneider Bräuhaus a Weißwurst breakfast, not roast pork at nine", () => {
    const breakfast = tipAt("munich-weisses-braeuhaus", "2026-12-24", "09:00", 75, asMeal("breakfast"), family, "de");
    expect(breakfast).toMatch(/Weißwurstzeit/);
    expect(breakfast).not.toMatch(/Schweinsbraten|Weisse Original/);
    expect(tipAt("munich-weisses-braeuhaus", "2026-12-06", "09:30", 75, asMeal("breakfast"))).toMatch(
      /Weisse Original/,
    );
    expect(tipAt("munich-weisses-braeuhaus", "2026-12-06", "18:30", 75, asMeal("dinner"))).toMatch(/Schweinsbraten/);
  });

  it("orders breakfast at Haas & Haas in the morning, afternoon tea after two", () => {
    expect(tipAt("vienna-haas-und-haas", "2027-01-01", "09:00", 70, asMeal("breakfast"))).toMatch(/breakfasts/);
    expect(tipAt("vienna-haas-und-haas", "2027-01-01", "15:00", 60)).toMatch(/afternoon tea/);
  });

  it("sends a weekend afternoon at the Loir dans la Théière to the lemon meringue pie, not to the brunch queue", () => {
    expect(tipAt("paris-le-loir-dans-la-theiere", "2026-12-26", "16:45", 45)).toMatch(/lemon meringue/);
    expect(tipAt("paris-le-loir-dans-la-theiere", "2026-12-26", "10:00", 60)).toMatch(/brunch queue/);
  });
});

describe("catalog tips for the season", () => {
  it("seats a December morning at the Deux Magots by the window with a croissant, not on the terrace", () => {
    const december = tipAt("paris-les-deux-magots", "2026-12-25", "09:00", 70, asMeal("breakfast"));
    expect(december).toMatch(/window/);
    expect(december).toMatch(/croissant/);
    expect(tipAt("paris-les-deux-magots", "2027-06-12", "09:00", 70, asMeal("breakfast"))).toMatch(/terrace/);
  });

  it("puts no one on a café terrace in December: Café Charlot, Chez Prune, Le Consulat, the Hohe Promenade's bench", () => {
    expect(tipAt("paris-cafe-charlot", "2026-12-03", "15:55", 35)).toMatch(/by the window/);
    expect(tipAt("paris-cafe-charlot", "2026-12-01", "20:30", 35)).not.toMatch(/terrace/);
    expect(tipAt("paris-chez-prune", "2026-12-27", "21:30", 60)).toMatch(/by the window/);
    expect(tipAt("paris-le-consulat", "2026-12-31", "11:45", 75, asMeal("lunch"))).toMatch(/by the window/);
    expect(tipAt("paris-le-consulat", "2027-06-30", "12:30", 75, asMeal("lunch"))).toMatch(/terrace/);
    expect(tipAt("zurich-hohe-promenade", "2026-12-08", "16:00", 30)).not.toMatch(/bench/);
    expect(tipAt("zurich-blatterwiese", "2026-12-09", "10:30", 60, {}, family)).not.toMatch(/picnic/);
    expect(tipAt("paris-boot-cafe", "2027-01-01", "13:50", 45)).not.toMatch(/Place des Vosges/);
  });

  it("keeps La Palette and the Baron Rouge inside in winter", () => {
    expect(tipAt("paris-la-palette", "2026-12-25", "10:15", 80)).toMatch(/zinc counter/);
    expect(tipAt("paris-la-palette", "2026-12-12", "18:00", 60)).not.toMatch(/terrace/);
    expect(tipAt("paris-la-palette", "2027-06-12", "18:00", 60)).toMatch(/terrace/);
    expect(tipAt("paris-le-baron-rouge", "2026-12-08", "21:20", 40)).toMatch(/inside/);
    expect(tipAt("paris-le-baron-rouge", "2027-06-08", "21:20", 40)).toMatch(/pavement/);
  });

  it("puts no child in the Luftburg's bouncy castle on New Year's Day", () => {
    const winter = tipAt("vienna-luftburg-kolarik", "2027-01-01", "12:30", 75, asMeal("lunch"), family, "de");
    expect(winter).not.toMatch(/Hüpfburg/);
    expect(winter).toMatch(/drinnen/);
    expect(tipAt("vienna-luftburg-kolarik", "2027-06-12", "12:30", 75, asMeal("lunch"), family)).toMatch(/castle/);
  });
});

describe("catalog tips that assume no walk the plan does not take", () => {
  it("sends no one into the Passage Jouffroy after it shuts, nor to the Entrecôte's queue a quarter hour after opening", () => {
    expect(tipAt("paris-passage-des-panoramas", "2026-12-27", "23:00", 30)).not.toMatch(/Jouffroy/);
    expect(tipAt("paris-passage-des-panoramas", "2026-12-27", "15:00", 30)).toMatch(/Jouffroy/);
    expect(tipAt("paris-le-relais-de-l-entrecote", "2026-12-17", "19:15", 80, asMeal("dinner"))).not.toMatch(/queue/);
  });

  it("sends no one from Neal's Yard to taste cheese at a dairy that shuts on bank holidays, ten minutes after lunch", () => {
    expect(tipAt("london-neals-yard", "2026-12-26", "13:55", 30)).not.toMatch(/cheese/);
  });

  it("says Notre-Dame's queue is shortest at opening only at opening", () => {
    expect(tipAt("paris-notre-dame-de-paris", "2027-01-01", "13:55", 70)).not.toMatch(/opening/);
    expect(tipAt("paris-notre-dame-de-paris", "2027-01-01", "08:30", 60)).toMatch(/right at opening/);
  });

  it("sends no one from Camden Market along the towpath to Little Venice", () => {
    expect(tipAt("london-camden-market", "2026-12-13", "12:30", 90, asMeal("lunch"))).not.toMatch(/Little Venice/);
  });

  it("sends no one up to the Coulée verte above the Viaduc des Arts after dark", () => {
    expect(tipAt("paris-viaduc-des-arts", "2026-12-26", "17:00", 30)).not.toMatch(/garden walk/);
    expect(tipAt("paris-viaduc-des-arts", "2026-12-26", "17:00", 30)).toMatch(/lit arches/);
    expect(tipAt("paris-viaduc-des-arts", "2026-12-26", "11:00", 45)).toMatch(/garden walk/);
  });

  it("rides the winter harbour ferry out and back instead of getting off at Övelgönne", () => {
    const ferry = tipAt("hamburg-hadag-faehre-62", "2026-12-06", "09:25", 75, {}, undefined, "de");
    expect(ferry).toMatch(/Finkenwerder und zurück/);
    expect(ferry).not.toMatch(/steigst/);
  });
});

describe("catalog tips that fit the plan round them", () => {
  it("sends no one back up the High Line from Cookshop, nor to the Lindenhof again from St. Peter", () => {
    expect(tipAt("new-york-cookshop", "2027-01-01", "12:00", 60, asMeal("lunch"))).not.toMatch(/High Line/);
    expect(tipAt("zurich-st-peter", "2026-12-08", "15:45", 45)).not.toMatch(/Lindenhof/);
  });

  it("says 'arrive early' at the Jules Verne Panoramabar only early in the evening", () => {
    expect(tipAt("zurich-jules-verne-panoramabar", "2026-12-12", "17:30", 60)).toMatch(/Arrive early/);
    expect(tipAt("zurich-jules-verne-panoramabar", "2026-12-12", "20:45", 45)).not.toMatch(/early/);
  });

  it("stands at the High Line's window in January instead of sitting on its steps", () => {
    expect(tipAt("new-york-the-high-line", "2027-01-01", "10:35", 70)).toMatch(/window/);
    expect(tipAt("new-york-the-high-line", "2027-06-12", "10:35", 70)).toMatch(/amphitheatre steps/);
  });

  it("has a lunch tip at Café Tomasa, a children's one on the Stephansdom's tower and no market crowd at night", () => {
    expect(tipAt("berlin-cafe-tomasa-motzstrasse", "2026-12-06", "12:30", 70, asMeal("lunch"))).toMatch(/lunch/);
    const tower = tipAt("vienna-stephansdom-suedturm", "2026-12-29", "15:40", 45, {}, family);
    expect(tower).toMatch(/children/);
    expect(tower).not.toMatch(/cosy/);
    expect(tipAt("london-the-globe-tavern-borough", "2026-12-18", "21:25", 65)).not.toMatch(/market crowds/);
  });
});

describe("catalog hours on holidays and New Year's Eve", () => {
  const open = (id: string, date: string, hour: number, minutes: number) => {
    const p = catalogPlace(id);
    const start = zonedInstant(date, hour, 0, "Europe/Berlin");
    const end = new Date(start.getTime() + minutes * 60_000);
    return checkVisit({ hours: p.openingHours, country: "DE", timeZone: "Europe/Berlin" }, start, end).verification;
  };

  it("keeps sightseers out of the Christianskirche during Sunday and holiday morning service", () => {
    expect(open("hamburg-christianskirche", "2026-12-26", 10, 45)).toBe("closed");
    expect(open("hamburg-christianskirche", "2026-12-20", 10, 45)).toBe("closed");
    expect(open("hamburg-christianskirche", "2026-12-19", 10, 45)).toBe("verified");
    expect(open("hamburg-christianskirche", "2026-12-26", 13, 45)).toBe("verified");
  });

  it("keeps the Widder Bar open past midnight on New Year's Eve only", () => {
    const bar = catalogPlace("zurich-widder-bar");
    const check = (date: string, hour: number, minutes: number) => {
      const start = zonedInstant(date, hour, 45, "Europe/Zurich");
      const end = new Date(start.getTime() + minutes * 60_000);
      return checkVisit({ hours: bar.openingHours, country: "CH", timeZone: "Europe/Zurich" }, start, end).verification;
    };
    expect(check("2026-12-31", 24, 75)).toBe("verified");
    expect(check("2026-12-18", 24, 75)).toBe("closed");
  });

  it("walks the museum harbour's pontoon without assuming the ferry brought you, and tells Camden when the bands start", () => {
    expect(tipAt("hamburg-museumshafen-oevelgoenne", "2026-12-26", "11:45", 45)).not.toMatch(/ferry/);
    expect(tipAt("london-dublin-castle", "2026-12-13", "15:10", 95)).toMatch(/from about 20:00/);
  });
});
