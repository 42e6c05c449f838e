// Catalog tips as the sixty read plans met them (docs/plan-quality.md): each holds at its visit — no
// funicular at 01:45, no "last stop" in the middle of a night, no cabaret for children at lunch, no
// sidewalk seat in December, and a tip of its own where the main one had to go.
import { describe, expect, it } from "vitest";
import type { Meal } from "~/planning/places/place";
import { asMeal as lunch, tipAt } from "../../helpers/catalog-tip";

describe("catalog tips at the hour of the visit", () => {
  it("sends no one up the Polybahn at 01:45, and shows the lit old town instead", () => {
    expect(tipAt("zurich-polyterrasse", "2026-12-31", "25:45", 45)).toMatch(/^After dark the lit towers/);
    expect(tipAt("zurich-polyterrasse", "2026-12-24", "17:30", 45)).toMatch(/Polybahn/);
  });

  it("calls Pimpernel the last stop only when it is one", () => {
    expect(tipAt("munich-pimpernel", "2027-01-02", "22:30", 80)).toMatch(/^Before midnight/);
    expect(tipAt("munich-pimpernel", "2027-01-02", "24:40", 90)).toMatch(/last stop/);
  });

  it("keeps the Crazy Coqs cabaret out of a family lunch and the polka band out of a Saturday lunch", () => {
    const family = { kids: true, noAlcohol: false };
    const zedel = tipAt("london-brasserie-zedel", "2026-12-27", "12:30", 75, lunch(), family);
    expect(zedel).toMatch(/steak haché/);
    expect(zedel).not.toMatch(/Crazy Coqs/);
    expect(tipAt("london-brasserie-zedel", "2026-12-05", "19:00", 90, lunch("dinner"))).toMatch(/Crazy Coqs/);
    const radegast = tipAt("new-york-radegast-hall", "2026-12-19", "12:30", 70, lunch());
    expect(radegast).toMatch(/bands play in the evening/);
  });

  it("offers no sidewalk seat, terrace or open deck in December", () => {
    expect(tipAt("new-york-dante-nyc", "2026-12-31", "21:30", 70)).toBe(
      "Order a negroni from the 'Negroni Sessions' list.",
    );
    expect(tipAt("paris-kb-coffee-roasters", "2026-11-29", "09:30", 65, lunch("breakfast"))).not.toMatch(/terrace/);
    expect(tipAt("hamburg-alster-rundfahrt", "2026-12-25", "14:55", 45)).toMatch(/cabin windows/);
    const brasserie = tipAt("paris-brasserie-de-l-isle-saint-louis", "2026-12-26", "12:30", 75, lunch(), {
      kids: true,
      noAlcohol: false,
    });
    expect(brasserie).toMatch(/window/);
    expect(brasserie).not.toMatch(/beer/);
  });

  it("still has a tip when the main one does not hold (after lunch, in winter, after the chocolate house shuts)", () => {
    const afterLunch = { afterMeal: true };
    expect(tipAt("new-york-washington-square-park", "2026-12-25", "14:00", 45, afterLunch)).toMatch(/chess players/);
    expect(tipAt("berlin-ankerklause", "2026-11-28", "23:50", 40)).toMatch(/jukebox/);
    expect(tipAt("berlin-wasserturm-prenzlauer-berg", "2026-12-01", "15:00", 40)).toMatch(/round the hill/);
    expect(tipAt("berlin-cafe-anna-blume", "2026-12-25", "15:25", 65)).toMatch(/cake/);
    expect(tipAt("berlin-gendarmenmarkt", "2026-12-24", "18:55", 30)).not.toMatch(/Fassbender/);
    expect(tipAt("munich-pfaelzer-residenz-weinstube", "2026-12-12", "13:55", 70, afterLunch)).toMatch(/Riesling/);
    expect(tipAt("berlin-house-of-small-wonder", "2026-12-25", "14:05", 70, afterLunch)).toMatch(/spiral staircase/);
    expect(tipAt("berlin-father-carpenter", "2026-12-01", "14:50", 40, afterLunch)).toMatch(/courtyard/);
    expect(tipAt("zurich-fifa-museum", "2027-01-02", "14:00", 100)).toMatch(/interactive zone/);
    expect(tipAt("paris-cafe-charlot", "2026-12-26", "13:50", 65, afterLunch)).toMatch(/window/);
    expect(tipAt("london-looking-glass-cocktail-club", "2026-12-31", "21:30", 70)).not.toMatch(/Fridays/);
    expect(tipAt("vienna-museumsquartier", "2026-12-09", "20:05", 60)).toMatch(/warm up/);
    expect(
      tipAt("paris-marche-de-noel-des-tuileries", "2026-12-26", "16:35", 55, {}, { kids: true, noAlcohol: false }),
    ).toMatch(/hot chocolate/);
    expect(tipAt("zurich-bierhalle-wolf", "2027-01-02", "13:50", 95, afterLunch)).toMatch(/long tables/);
  });

  it("reads an exhibition's end as no evening show, and a bridge walk as no subway ride", () => {
    expect(tipAt("hamburg-bucerius-kunst-forum", "2026-12-20", "13:35", 55)).toMatch(/Alsterarkaden/);
    expect(tipAt("new-york-brooklyn-bridge", "2027-01-01", "17:30", 65)).not.toMatch(/subway/);
    expect(tipAt("vienna-cafe-landtmann", "2027-01-01", "09:00", 70, { meal: "breakfast" })).toMatch(
      /Viennese breakfast/,
    );
    expect(tipAt("vienna-cafe-landtmann", "2026-12-10", "15:00", 60)).toMatch(/Apfelstrudel/);
    expect(tipAt("new-york-maison-premiere", "2026-12-31", "23:25", 95)).toMatch(/horseshoe bar/);
    expect(tipAt("paris-passage-verdeau", "2026-12-08", "20:30", 30)).toMatch(/glass roof/);
    expect(tipAt("hamburg-hadag-faehre-62", "2026-12-06", "09:25", 65)).toMatch(/cabin window/);
    expect(tipAt("hamburg-stintfang", "2026-12-25", "15:00", 40, { afterMeal: true })).toMatch(/youth hostel/);
    expect(tipAt("zurich-tibits-seefeld", "2026-12-26", "09:30", 75, { meal: "breakfast" })).toMatch(/buffet/);
    expect(tipAt("london-uber-boat-westminster-pier", "2026-12-27", "14:00", 70)).not.toMatch(/Greenwich/);
    expect(tipAt("paris-supersonic", "2026-12-12", "24:35", 55)).not.toMatch(/20:30/);
    expect(tipAt("paris-grande-mosquee-cafe", "2026-12-08", "20:25", 40)).toMatch(/tiled Moorish room/);
    expect(tipAt("london-riding-house-cafe", "2027-01-01", "11:50", 70, { meal: "lunch" })).not.toMatch(/Later on/);
    expect(tipAt("london-st-martin-in-the-fields", "2027-01-01", "10:25", 70, { afterMeal: true })).toMatch(/crypt/);
    expect(tipAt("vienna-haas-und-haas", "2027-01-01", "09:00", 70, { meal: "breakfast" })).not.toMatch(/garden/);
    expect(tipAt("vienna-gmoakeller", "2027-01-01", "11:40", 80, { meal: "lunch" })).toMatch(/Schnitzel/);
    expect(tipAt("berlin-hamburger-bahnhof", "2026-11-29", "11:00", 90)).toMatch(/old station/);
    expect(tipAt("munich-pfaelzer-residenz-weinstube", "2026-12-04", "20:00", 60, { afterMeal: true })).toBe(
      "Order a Schoppen of Riesling in the traditional dimpled glass under the vaults.",
    );
    expect(tipAt("vienna-museumsquartier", "2026-12-27", "15:55", 45)).not.toMatch(/shops/);
    expect(tipAt("paris-passage-choiseul", "2026-12-08", "20:30", 30)).not.toMatch(/canteens/);
    expect(tipAt("berlin-cafe-einstein-unter-den-linden", "2026-11-29", "09:30", 70)).not.toMatch(/Brandenburg Gate/);
    expect(tipAt("hamburg-groeninger-braukeller", "2026-12-31", "17:30", 70, { beforeMeal: true })).toBe(
      "Order the pils in small 0.2 l glasses so it stays cold.",
    );
    expect(tipAt("zurich-migros-museum", "2026-12-12", "15:15", 60)).not.toMatch(/few hours/);
  });
});

// Session 8's reading (tree of 27 November 2026, 19:50 UTC): tips that assumed the wrong hour, meal or season.
describe("catalog tips that hold at the visit (session 8)", () => {
  it("says what a place is at its hour: breakfast at breakfast, a bar at night, no 'come at opening' at midnight", () => {
    const breakfast = { meal: "breakfast" as Meal };
    expect(tipAt("munich-cafe-tambosi", "2026-12-13", "09:30", 70, breakfast)).toMatch(/^Have breakfast/);
    expect(tipAt("london-inn-the-park", "2027-01-01", "09:00", 75, breakfast)).toMatch(/full English/);
    expect(tipAt("london-inn-the-park", "2026-12-27", "12:30", 75, lunch())).toMatch(/pelicans/);
    expect(tipAt("london-inn-the-park", "2026-12-27", "12:30", 75, lunch())).not.toMatch(/cake/);
    expect(tipAt("munich-zephyr-bar", "2026-12-04", "20:00", 60)).toMatch(/soon after opening/);
    expect(tipAt("munich-zephyr-bar", "2027-01-02", "23:55", 35)).not.toMatch(/opening/);
    expect(tipAt("munich-baader-cafe", "2026-12-18", "21:55", 35)).toMatch(/bar/);
    expect(tipAt("munich-baader-cafe", "2026-12-18", "21:55", 35)).not.toMatch(/newspaper/);
    expect(tipAt("berlin-wuergeengel", "2026-11-28", "24:00", 30)).not.toMatch(/early|film/);
    expect(tipAt("paris-le-relais-de-l-entrecote", "2026-12-13", "13:25", 60, lunch())).not.toMatch(/opening/);
    expect(tipAt("paris-le-relais-de-l-entrecote", "2026-12-13", "12:00", 75, lunch())).toMatch(/before opening/);
    expect(tipAt("zurich-volkshaus", "2026-12-31", "21:30", 115)).not.toMatch(/before the concert/);
    expect(tipAt("vienna-figar", "2026-12-27", "16:30", 60)).toMatch(/coffee/);
  });

  it("keeps the season and the weekday: no flower beds in January, no canal seats in December, the right guard change", () => {
    expect(tipAt("munich-gaertnerplatz", "2026-12-18", "21:20", 30)).not.toMatch(/flower/);
    expect(tipAt("hamburg-fleetschloesschen", "2026-12-20", "13:05", 45, lunch())).not.toMatch(/outside/);
    expect(tipAt("london-household-cavalry-museum", "2026-12-20", "11:00", 65)).not.toMatch(/guard change/);
    expect(tipAt("london-household-cavalry-museum", "2026-12-20", "10:00", 60)).toMatch(/10:00/);
    expect(tipAt("london-household-cavalry-museum", "2026-12-19", "10:30", 60)).toMatch(/11:00/);
    expect(tipAt("hamburg-cotton-club", "2026-12-20", "11:00", 110, { afterMeal: true })).toMatch(/Frühschoppen/);
    expect(tipAt("paris-canal-saint-martin", "2026-12-08", "19:00", 30)).not.toMatch(/bottle/);
    expect(tipAt("paris-hank-vegan-burger", "2026-12-08", "19:40", 75, lunch("dinner"))).not.toMatch(/bench/);
    expect(
      tipAt("paris-cafe-de-la-nouvelle-mairie", "2027-01-01", "14:00", 105, { afterMeal: true }) ?? "",
    ).not.toMatch(/small plates|sit out/);
    expect(tipAt("paris-arc-de-triomphe", "2026-12-31", "18:30", 35)).toMatch(/flame/);
    expect(tipAt("paris-arc-de-triomphe", "2026-12-13", "14:00", 60)).toMatch(/284 steps/);
    expect(tipAt("zurich-lindenhof", "2026-12-12", "15:10", 45)).not.toMatch(/chess/);
    expect(tipAt("zurich-lindenhof", "2027-06-12", "15:10", 45)).toMatch(/chess/);
  });

  it("assumes no train to catch and no walk the plan does not take", () => {
    expect(tipAt("zurich-au-premier", "2026-12-06", "09:30", 75, { meal: "breakfast" })).not.toMatch(/train/);
    expect(tipAt("zurich-brasserie-federal", "2026-12-26", "12:15", 75, lunch())).not.toMatch(/train/);
    expect(tipAt("zurich-polyterrasse", "2026-12-24", "18:10", 45)).not.toMatch(/walk down through the old town/);
  });

  it("serves breakfast at breakfast: no torte, crème brûlée or beer at half past nine", () => {
    const breakfast = { meal: "breakfast" as Meal };
    for (const id of [
      "vienna-cafe-sperl",
      "vienna-cafe-sacher",
      "vienna-cafe-frauenhuber",
      "munich-cafe-luitpold",
      "munich-kaffeehaus-altschwabing",
      "hamburg-cafe-gnosa",
      "berlin-schneeweiss",
      "berlin-cafe-berio",
      "zurich-confiserie-honold",
      "paris-cafe-des-deux-moulins",
    ])
      expect(tipAt(id, "2026-12-09", "09:30", 70, breakfast), id).toMatch(/breakfast|croissant/i);
    expect(tipAt("vienna-trzesniewski-dorotheergasse", "2026-12-09", "09:30", 45, breakfast)).not.toMatch(/beer/);
    expect(tipAt("vienna-cafe-sperl", "2026-12-09", "15:00", 60)).toMatch(/Sperl Torte/);
    expect(tipAt("paris-cafe-des-deux-moulins", "2026-12-09", "15:00", 50)).toMatch(/crème brûlée/);
  });

  it("orders no tacos an hour after lunch and no nightcap at lunch", () => {
    expect(tipAt("new-york-chelsea-market", "2026-12-24", "14:45", 75)).not.toMatch(/tacos/);
    expect(tipAt("new-york-chelsea-market", "2026-12-24", "12:00", 75, lunch())).toMatch(/tacos/);
    expect(tipAt("zurich-markthalle-im-viadukt", "2027-01-02", "15:25", 65)).not.toMatch(/Graze/);
    expect(tipAt("zurich-brasserie-lipp", "2026-12-09", "12:30", 75, lunch())).not.toMatch(/nightcap/);
    expect(tipAt("london-dishoom-kings-cross", "2026-12-09", "12:30", 75, lunch())).not.toMatch(/before dinner/);
    // Christmas Day: the Baths an hour after Bubby's fried chicken are heat and a plunge, not borscht.
    expect(tipAt("new-york-russian-and-turkish-baths", "2026-12-25", "14:55", 95)).toMatch(/plunge pool/);
  });

  it("sends no one to sit outside in December: window tables, foyers and counters instead", () => {
    for (const [id, at] of [
      ["vienna-cafe-dommayer", "15:00"],
      ["vienna-ulrich", "15:00"],
      ["zurich-rathaus-cafe", "10:00"],
      ["zurich-el-lokal", "21:00"],
      ["london-the-mayflower", "19:00"],
      ["london-national-theatre", "19:00"],
      ["london-lisboa-patisserie", "10:00"],
      ["london-keats-house", "14:00"],
      ["paris-marche-saint-germain", "10:00"],
      ["berlin-kindl-zentrum", "14:00"],
    ])
      expect(tipAt(id, "2026-12-10", at, 60), id).not.toMatch(/terrace|garden|outside|deck|picnic/i);
    expect(tipAt("vienna-cafe-dommayer", "2027-06-10", "15:00", 60)).toMatch(/garden/);
  });

  it("has a tip at every meal a café or restaurant serves, not only at the one its words name", () => {
    expect(tipAt("london-gymkhana", "2026-12-09", "19:30", 90, lunch("dinner"))).toMatch(/kid goat/);
    expect(tipAt("berlin-lemon-leaf", "2026-12-12", "19:30", 60, lunch("dinner"))).toMatch(/summer rolls/);
    expect(tipAt("munich-zum-franziskaner", "2026-12-09", "12:30", 75, lunch())).toMatch(/Schweinsbraten/);
    expect(tipAt("paris-le-baratin", "2026-12-09", "19:30", 90, lunch("dinner"))).toMatch(/offal/);
    expect(tipAt("munich-cafe-an-der-uni", "2026-12-09", "19:30", 60, lunch("dinner"))).toMatch(/all day/);
    expect(tipAt("berlin-brandenburger-tor", "2026-12-25", "14:05", 30)).toMatch(/middle passage/);
    expect(tipAt("berlin-liquidrom", "2026-12-25", "14:50", 100)).toMatch(/underwater/);
    expect(tipAt("zurich-idaplatz", "2026-12-06", "12:00", 30)).not.toMatch(/sun/);
    expect(tipAt("zurich-ban-song-thai", "2026-12-12", "12:30", 75, lunch())).not.toMatch(/steps/);
    expect(tipAt("munich-tresznjewski", "2026-12-06", "09:30", 75, { meal: "breakfast" })).not.toMatch(/museum/);
    expect(
      tipAt("new-york-eataly-flatiron", "2026-12-24", "14:45", 75, {}, { kids: true, noAlcohol: false }),
    ).not.toMatch(/playground/);
    expect(tipAt("vienna-cafe-ritter-mariahilf", "2026-12-09", "20:20", 70)).not.toMatch(/shopping/);
    expect(tipAt("berlin-pasternak", "2026-11-29", "12:20", 70, lunch())).not.toMatch(/outside/);
    expect(tipAt("paris-place-des-vosges", "2026-12-05", "15:45", 45)).not.toMatch(/picnic/);
    expect(tipAt("paris-la-fourmi", "2026-12-08", "21:20", 40)).not.toMatch(/before a show/);
    expect(tipAt("vienna-peterskirche", "2026-12-24", "13:50", 45)).not.toMatch(/organ/);
    expect(tipAt("zurich-flohmarkt-kanzlei", "2026-12-12", "14:00", 60)).not.toMatch(/early/);
    expect(tipAt("zurich-ziegel-oh-lac", "2026-12-26", "12:20", 70, lunch())).not.toMatch(/garden/);
    expect(tipAt("paris-musee-picasso", "2026-12-05", "13:50", 85, { afterMeal: true })).toBe(
      "Check the programme: temporary shows often pair Picasso with other artists.",
    );
  });

  it("says 'come early' and 'happy hour' only at the start of an evening", () => {
    for (const id of ["new-york-the-ten-bells", "new-york-barbes", "paris-little-red-door", "paris-le-piano-vache"])
      expect(tipAt(id, "2026-12-12", "23:30", 60), id).not.toMatch(/happy hour|early|opening/i);
    expect(tipAt("paris-bar-hemingway", "2026-12-31", "21:25", 65)).not.toMatch(/early/);
    expect(tipAt("new-york-the-ten-bells", "2026-12-12", "18:00", 60)).toMatch(/happy hour/);
  });

  it("keeps dates and nights out for two: no 'most romantic' or 'date game' for a family", () => {
    const family = { kids: true, noAlcohol: false };
    expect(tipAt("london-skate-at-somerset-house", "2026-12-12", "17:00", 60, {}, family)).not.toMatch(/romantic/);
    expect(tipAt("paris-place-du-tertre", "2026-12-12", "18:00", 30, {}, family)).not.toMatch(/romantic/);
    expect(tipAt("new-york-mcnally-jackson-soho", "2026-12-12", "15:00", 45, {}, family)).not.toMatch(/date/);
    expect(tipAt("zurich-rosso", "2026-12-12", "18:00", 75, lunch("dinner"), family)).not.toMatch(/night/);
    expect(tipAt("new-york-mcnally-jackson-soho", "2026-12-12", "15:00", 45)).toMatch(/date game/);
  });

  it("orders no tarte flambée straight after breakfast", () => {
    const afterBreakfast = { afterMeal: true };
    expect(tipAt("berlin-schalander", "2026-12-06", "14:00", 60, afterBreakfast) ?? "").not.toMatch(/Flammkuchen/);
  });
});
