// A tip shows only when it holds at the visit: the catalog's own conditions first, then the wording.
import { describe, expect, it } from "vitest";
import type { Meal, TipCondition } from "~/planning/places/place";
import { HOUR, MINUTE, zonedInstant } from "~/planning/time";
import { conditionHolds, placeTip, tipByWording, type Company, type Visit } from "~/planning/tips";
import type { Place } from "~/planning/places/place";
import { clauses } from "~/planning/tips/clauses";
import { keywordRules } from "~/planning/tips/keywords";

const BERLIN = { lat: 52.52, lng: 13.405, timeZone: "Europe/Berlin" };
const SYDNEY = { lat: -33.87, lng: 151.21, timeZone: "Australia/Sydney" };

/** A visit on a local date at a local clock time ("23:05"), lasting `minutes`; "00:30" is that night. */
function visit(date: string, at: string, minutes = 75, meal: Meal | null = null, where = BERLIN): Visit {
  const [h, m] = at.split(":").map(Number);
  const start = zonedInstant(date, h, m, where.timeZone).getTime();
  return { ...where, start, end: start + minutes * MINUTE, meal };
}
/** The night after `date`: a visit at `at` past midnight. */
const afterMidnight = (date: string, at: string, minutes = 75) => {
  const v = visit(date, at, minutes);
  return { ...v, start: v.start + 24 * HOUR, end: v.end + 24 * HOUR };
};

// Tuesday 24 November 2026 in Berlin: sunrise 07:44, sunset 16:04.
const NOV = "2026-11-24";
const JUL = "2026-07-14";

describe("a tip's own conditions (tipWhen)", () => {
  it("hides a daylight tip at 23:05 and shows it at noon", () => {
    const day: TipCondition = { light: "day" };
    expect(conditionHolds(day, visit(NOV, "23:05"))).toBe(false);
    expect(conditionHolds(day, visit(NOV, "12:00"))).toBe(true);
    expect(conditionHolds({ light: "dark" }, visit(NOV, "18:00"))).toBe(true);
    // Half past four in November is already dark for most of an hour-long visit; in July it is broad day.
    expect(conditionHolds(day, visit(NOV, "16:30", 60))).toBe(false);
    expect(conditionHolds(day, visit(JUL, "16:30", 60))).toBe(true);
  });

  it("shows a sunset tip at 15:45 in November and at 21:00 in July, never at 14:00", () => {
    const sunset: TipCondition = { light: "sunset" };
    expect(conditionHolds(sunset, visit(NOV, "15:45", 60))).toBe(true);
    expect(conditionHolds(sunset, visit(NOV, "14:00", 60))).toBe(false);
    expect(conditionHolds(sunset, visit(JUL, "21:00", 60))).toBe(true);
    expect(conditionHolds(sunset, visit(JUL, "16:00", 60))).toBe(false);
  });

  it("reads a clock window that passes midnight on the plan day's clock", () => {
    const late: TipCondition = { from: "22:00", to: "02:00" };
    expect(conditionHolds(late, afterMidnight(NOV, "00:30"))).toBe(true);
    expect(conditionHolds(late, visit(NOV, "22:15"))).toBe(true);
    expect(conditionHolds(late, visit(NOV, "19:00"))).toBe(false);
    // A window with only a start runs on into the night.
    expect(conditionHolds({ from: "18:00" }, afterMidnight(NOV, "00:30"))).toBe(true);
    expect(conditionHolds({ to: "10:30" }, visit(NOV, "09:00"))).toBe(true);
    expect(conditionHolds({ to: "10:30" }, visit(NOV, "13:00"))).toBe(false);
  });

  it("needs half an hour of the visit inside the window, not a brush with its edge", () => {
    expect(conditionHolds({ from: "08:00", to: "10:00" }, visit(NOV, "09:50", 90))).toBe(false);
    expect(conditionHolds({ from: "08:00", to: "10:00" }, visit(NOV, "09:15", 90))).toBe(true);
  });

  it("takes months and weekdays from the plan date, also for a visit after midnight", () => {
    // 24 November 2026 is a Tuesday; 00:30 that night still belongs to Tuesday's plan.
    expect(conditionHolds({ days: ["Tu"] }, visit(NOV, "19:00"))).toBe(true);
    expect(conditionHolds({ days: ["Tu"] }, afterMidnight(NOV, "00:30"))).toBe(true);
    expect(conditionHolds({ days: ["We"] }, afterMidnight(NOV, "00:30"))).toBe(false);
    expect(conditionHolds({ months: [6, 7, 8] }, visit(NOV, "19:00"))).toBe(false);
    expect(conditionHolds({ months: [6, 7, 8] }, visit(JUL, "19:00"))).toBe(true);
    expect(conditionHolds({ months: [11], days: ["Mo"] }, visit(NOV, "19:00"))).toBe(false);
  });

  it("decides alone when present: the wording is not second-guessed", () => {
    const tip = "Come at sunset for the view.";
    const place = (when: Place["tipWhen"]) => ({ tip: { en: tip, de: tip }, tipWhen: when }) as Place;
    expect(placeTip(place({ from: "20:00", to: "24:00" }), "en", visit(NOV, "23:05"), ADULTS)).toBe(tip);
    expect(placeTip(place({ from: "15:00", to: "17:00" }), "en", visit(NOV, "23:05"), ADULTS)).toBeNull();
    expect(placeTip({ tip: null } as Place, "en", visit(NOV, "12:00"), ADULTS)).toBeNull();
  });
});

const ADULTS: Company = { kids: false, noAlcohol: false };
const FAMILY: Company = { kids: true, noAlcohol: false };

describe("a place with several tips shows the first that holds for the visit and who is coming", () => {
  const beerGarden = {
    tip: { en: "Order a Maß of Helles.", de: "Bestell eine Maß Helles." },
    tipWhen: { alcohol: true, months: [5, 6, 7, 8, 9] },
    tips: [
      {
        en: "The playground by the chestnuts keeps kids busy.",
        de: "Am Spielplatz unter den Kastanien spielen die Kinder.",
        when: { kids: true },
      },
      {
        en: "In winter the hut serves mulled wine by the fire.",
        de: "Im Winter gibt es Glühwein am Feuer.",
        when: { months: [12, 1, 2], alcohol: true },
      },
      {
        en: "Bring a jacket: it cools down fast under the trees.",
        de: "Nimm eine Jacke mit: Unter den Bäumen wird es schnell kühl.",
      },
    ],
  } as unknown as Place;

  it("gives a family the children's tip, never the beer", () => {
    expect(placeTip(beerGarden, "en", visit(JUL, "18:00"), FAMILY)).toBe(
      "The playground by the chestnuts keeps kids busy.",
    );
    expect(placeTip(beerGarden, "en", visit(JUL, "18:00"), ADULTS)).toBe("Order a Maß of Helles.");
  });

  it("keeps alcohol tips from a plan that wishes for none, and picks the season's tip", () => {
    const sober: Company = { kids: false, noAlcohol: true };
    expect(placeTip(beerGarden, "de", visit(JUL, "18:00"), sober)).toBe(
      "Nimm eine Jacke mit: Unter den Bäumen wird es schnell kühl.",
    );
    const december = visit("2026-12-10", "17:00");
    expect(placeTip(beerGarden, "en", december, ADULTS)).toBe("In winter the hut serves mulled wine by the fire.");
  });
});

describe("the wording safety net (tips without tipWhen)", () => {
  const sunset = "Come at sunset and grab a window seat.";
  const breakfast = "Come for the French breakfast with croissant and café au lait.";
  const summer = "In summer, ask for a table on the terrace by the canal.";

  it("hides a sunset tip at 23:05 and shows it when the sun sets during the visit", () => {
    expect(tipByWording(sunset, visit(NOV, "23:05"))).toBeNull();
    expect(tipByWording(sunset, visit(NOV, "15:45"))).toBe(sunset);
    expect(tipByWording("Kommt zum Sonnenuntergang.", visit(NOV, "20:00"))).toBeNull();
    expect(tipByWording(sunset, visit(JUL, "20:45", 60))).toBe(sunset);
  });

  it("hides a breakfast tip at a dinner stop and shows it at breakfast", () => {
    expect(tipByWording(breakfast, visit(NOV, "19:00", 90, "dinner"))).toBeNull();
    expect(tipByWording(breakfast, visit(NOV, "09:00", 60, "breakfast"))).toBe(breakfast);
    // A café visit that is no meal: breakfast talk only in the morning.
    expect(tipByWording(breakfast, visit(NOV, "09:30", 60))).toBe(breakfast);
    expect(tipByWording(breakfast, visit(NOV, "15:00", 60))).toBeNull();
    expect(tipByWording("Zum Frühstück kommen lohnt sich.", visit(NOV, "19:00", 90, "dinner"))).toBeNull();
  });

  it("hides a summer tip in November and shows it in July", () => {
    expect(tipByWording(summer, visit(NOV, "13:00"))).toBeNull();
    expect(tipByWording(summer, visit(JUL, "13:00"))).toBe(summer);
    expect(tipByWording("Setz dich im Sommer auf die Terrasse.", visit(NOV, "13:00"))).toBeNull();
    // South of the equator, January is summer.
    expect(tipByWording(summer, visit("2027-01-14", "13:00", 75, null, SYDNEY))).toBe(summer);
  });

  it("keeps the clauses that hold: winter advice in November, summer advice in July", () => {
    const both = "In summer book the terrace for sunset over the river; in winter ask for a window table.";
    expect(tipByWording(both, visit(NOV, "19:00", 90))).toBe("In winter ask for a window table.");
    expect(tipByWording(both, visit(JUL, "20:30", 90))).toBe("In summer book the terrace for sunset over the river.");
    const german = "Im Sommer auf die Terrasse. Im Winter drinnen am Kamin sitzen.";
    expect(tipByWording(german, visit(NOV, "19:00", 90))).toBe("Im Winter drinnen am Kamin sitzen.");
  });

  it("drops a dash clause with its lead-in, and keeps it when only the clause itself fails", () => {
    expect(
      tipByWording("Im Sommer an die Spree setzen – das Kölsch kommt von allein.", visit(NOV, "19:00")),
    ).toBeNull();
    expect(
      tipByWording(
        "Eine Online-Anmeldung ist Pflicht – mit einem Abendtermin siehst du die Lichter der Stadt.",
        visit(NOV, "10:00"),
      ),
    ).toBe("Eine Online-Anmeldung ist Pflicht.");
    expect(
      tipByWording(
        "Werktags ist die Schlange kürzer; nimm ein Mont-Blanc – es ist mächtig.",
        visit("2026-11-28", "15:00"),
      ),
    ).toBe("Nimm ein Mont-Blanc – es ist mächtig.");
  });

  it("reads closing days and booking advice as no condition on the visit", () => {
    const closed = "Visit the information centre below (closed Mondays).";
    expect(tipByWording(closed, visit(NOV, "14:00"))).toBe(closed);
    const booking = "Order the pork knuckle, and book ahead at weekends when the tables fill up.";
    expect(tipByWording(booking, visit(NOV, "19:00", 90, "dinner"))).toBe(booking);
  });

  it("shows a tip without tell-tale words unchanged, and a conservatory is no winter", () => {
    const plain = "Order the apple strudel with a Wiener Melange.";
    expect(tipByWording(plain, visit(NOV, "23:05"))).toBe(plain);
    const conservatory = "Frag bei der Reservierung nach einem Tisch im Wintergarten.";
    expect(tipByWording(conservatory, visit(JUL, "19:00"))).toBe(conservatory);
    expect(keywordRules("the Schönbrunn summer palace")).toEqual([]);
  });

  it("has a condition for every word it knows, in English and German", () => {
    const table: Array<[string, Visit, Visit]> = [
      ["Look out for the brunch menu.", visit(NOV, "11:00"), visit(NOV, "19:00", 90, "dinner")],
      ["Mittags gibt es ein günstiges Menü.", visit(NOV, "12:30", 60, "lunch"), visit(NOV, "19:00", 60, "dinner")],
      ["Reserve for dinner.", visit(NOV, "19:00", 90, "dinner"), visit(NOV, "12:30", 60, "lunch")],
      ["Come on a quiet weekday morning.", visit(NOV, "09:00"), visit(NOV, "15:00")],
      ["Samstagvormittags ist Bauernmarkt.", visit("2026-11-28", "09:00"), visit(NOV, "09:00")],
      ["Come in the evening when the lights are on.", visit(NOV, "19:00"), visit(NOV, "10:00")],
      ["Come after dark when it is floodlit.", visit(NOV, "18:00"), visit(NOV, "12:00")],
      ["An warmen Abenden draußen sitzen.", visit(JUL, "19:00"), visit(NOV, "19:00")],
      ["Warm up inside on a cold day.", visit(NOV, "13:00"), visit(JUL, "13:00")],
      ["Go on a Wednesday or Friday evening.", visit("2026-11-27", "18:00"), visit(NOV, "18:00")],
      ["Come back for the Christmas market.", visit("2026-12-04", "18:00"), visit(JUL, "18:00")],
      ["Am Wochenende lohnt sich der Sunday Roast.", visit("2026-11-29", "13:00"), visit(NOV, "13:00")],
      ["Im Frühling blühen die Kirschen.", visit("2026-04-20", "13:00"), visit(NOV, "13:00")],
      ["Come at sunrise to have it to yourself.", visit(JUL, "04:50", 60), visit(JUL, "10:00")],
    ];
    for (const [tip, holds, fails] of table) {
      expect(keywordRules(tip).length, tip).toBeGreaterThan(0);
      expect(tipByWording(tip, holds), tip).toBe(tip);
      expect(tipByWording(tip, fails), tip).toBeNull();
    }
  });
});

describe("clauses", () => {
  it("splits sentences and semicolons but not abbreviations or dates", () => {
    expect(clauses("Go early; in summer sit outside. Then walk on.")).toEqual([
      "Go early",
      "in summer sit outside.",
      "Then walk on.",
    ]);
    expect(clauses("Probier z. B. Sushi am 1. Mai. Danach Kaffee.")).toEqual([
      "Probier z. B. Sushi am 1. Mai.",
      "Danach Kaffee.",
    ]);
  });
});
