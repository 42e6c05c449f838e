// The meals rule: one breakfast, lunch and dinner at most, each in its window; restaurants only for a
// meal; never two meals in a row, nor dessert or afternoon tea right before one.
import { describe, expect, it } from "vitest";
import { meals, mealOf } from "~/planning/engine/rules/meals";
import { at, context, place, visit } from "./fixtures";

const DAY = "2026-11-26";
const ctx = context({ timeSlot: "evening", duration: 6 });
const bistro = place({ name: "Café Paris", category: "restaurant", meals: ["lunch", "dinner"] });
const grill = place({ name: "Old Commercial Room", category: "restaurant", meals: ["dinner"] });
const brasserie = place({ name: "Brook", category: "restaurant", meals: ["dinner"] });
const museum = place({ name: "Kunsthalle" });
const veto = (visits: Parameters<NonNullable<typeof meals.veto>>[1], i = visits.length - 1) =>
  meals.veto!(ctx, visits, i, visits.length - 1 - i);

describe("the meals rule", () => {
  it("allows one dinner in an evening, and refuses a second or third", () => {
    const plan = [
      visit(bistro, at(DAY, 18, 0), 75, "dinner"),
      visit(museum, at(DAY, 19, 20), 60),
      visit(grill, at(DAY, 20, 25), 75, "dinner"),
    ];
    expect(veto(plan.slice(0, 1))).toBeNull();
    expect(veto(plan)).toMatch(/second dinner/);
    const three = [visit(bistro, at(DAY, 18, 0), 75, "dinner"), visit(grill, at(DAY, 19, 20), 80, "dinner")];
    expect(meals.violations(ctx, { visits: three, notices: [] }).length).toBeGreaterThan(0);
  });

  it("gives a café or bar no second meal, but keeps a restaurant's so it can be refused", () => {
    const cafe = place({ name: "Café Einstein", category: "cafe", meals: ["breakfast", "dinner"] });
    const dinner = [visit(grill, at(DAY, 18, 0), 75, "dinner")];
    expect(mealOf(ctx, cafe, at(DAY, 19, 30), [])).toBe("dinner");
    expect(mealOf(ctx, cafe, at(DAY, 19, 30), dinner)).toBeNull();
    expect(mealOf(ctx, brasserie, at(DAY, 19, 30), dinner)).toBe("dinner");
  });

  it("sends people to a restaurant only at meal time", () => {
    expect(mealOf(ctx, grill, at(DAY, 16, 30), [])).toBeNull();
    expect(veto([visit(grill, at(DAY, 16, 30), 75, null)])).toMatch(/outside meal times/);
    expect(veto([visit(grill, at(DAY, 22, 0), 75, "dinner")])).toMatch(/outside its hours/);
  });

  it("seats a brunch restaurant from half past ten at weekends, as the day's lunch, and not on a weekday", () => {
    const diner = place({ name: "Diner", category: "restaurant", meals: ["lunch", "dinner"], tags: ["brunch"] });
    const morning = (plannedDate: string) => context({ timeSlot: "morning", duration: 4, plannedDate });
    // Sunday 6 and Saturday 5 December; Thursday 3 December.
    expect(mealOf(morning("2026-12-06"), diner, at("2026-12-06", 10, 30), [])).toBe("lunch");
    expect(mealOf(morning("2026-12-05"), diner, at("2026-12-05", 11, 0), [])).toBe("lunch");
    expect(mealOf(morning("2026-12-06"), diner, at("2026-12-06", 10, 0), [])).toBeNull();
    expect(mealOf(morning("2026-12-03"), diner, at("2026-12-03", 11, 0), [])).toBeNull();
    // A restaurant without brunch keeps lunch from half past eleven.
    expect(mealOf(morning("2026-12-06"), bistro, at("2026-12-06", 11, 0), [])).toBeNull();
  });

  it("never puts two meals in a row", () => {
    const pair = [visit(bistro, at(DAY, 18, 0), 60, "dinner"), visit(brasserie, at(DAY, 19, 5), 60, null)];
    expect(veto(pair)).toMatch(/outside meal times|right after another|second dinner/);
    const lunch = context({ timeSlot: "afternoon", duration: 8 });
    const lunchThenDinner = [visit(bistro, at(DAY, 13, 0), 75, "lunch"), visit(grill, at(DAY, 18, 0), 75, "dinner")];
    expect(meals.veto!(lunch, lunchThenDinner, 1, 0)).toMatch(/right after another/);
    const apart = [lunchThenDinner[0], visit(museum, at(DAY, 14, 30), 90), lunchThenDinner[1]];
    expect(meals.veto!(lunch, apart, 2, 0)).toBeNull();
  });

  it("never serves afternoon tea or dessert right before a meal, but dessert after dinner is fine", () => {
    const ritz = place({ name: "The Ritz Palm Court", category: "dessert" });
    const tea = place({ name: "Tea room", category: "cafe", tags: ["afternoon-tea"] });
    expect(veto([visit(ritz, at(DAY, 17, 0), 90), visit(grill, at(DAY, 18, 35), 75, "dinner")])).toMatch(
      /after The Ritz Palm Court/,
    );
    expect(veto([visit(tea, at(DAY, 17, 0), 60), visit(grill, at(DAY, 18, 5), 75, "dinner")])).toMatch(
      /after Tea room/,
    );
    expect(veto([visit(grill, at(DAY, 18, 0), 75, "dinner"), visit(ritz, at(DAY, 19, 20), 45)])).toBeNull();
  });

  it("likes the meal a plan still needs and dislikes skipping it", () => {
    const before = meals.score!(ctx, [visit(grill, at(DAY, 18, 30), 75, "dinner")], 0, 2);
    const skipping = meals.score!(ctx, [visit(museum, at(DAY, 18, 30), 200)], 0, 2);
    expect(before).toBeGreaterThan(0);
    expect(skipping).toBeLessThan(0);
  });
});

describe("pacing a morning", () => {
  const morning = context({ timeSlot: "morning", plannedDate: "2026-11-29", duration: 4 });
  const bakery = place({ name: "Bäckerei", category: "cafe", meals: ["breakfast"], tags: ["bakery"] });
  const gallery = place({ name: "Hamburger Bahnhof", category: "gallery" });
  const SUNDAY = "2026-11-29";

  it("starts a four-hour morning with breakfast rather than a gallery", () => {
    const breakfast = meals.score!(morning, [visit(bakery, at(SUNDAY, 9, 0), 60, "breakfast")], 0, 2);
    const art = meals.score!(morning, [visit(gallery, at(SUNDAY, 9, 0), 60)], 0, 2);
    expect(breakfast).toBeGreaterThan(art + 10);
  });

  it("never has coffee and cake straight after breakfast, nor dessert straight after lunch", () => {
    const cafe = place({ name: "Café Lisboa", category: "cafe" });
    const gelato = place({ name: "Gelateria", category: "dessert" });
    const after = [visit(bakery, at(SUNDAY, 9, 0), 60, "breakfast"), visit(cafe, at(SUNDAY, 10, 10), 45)];
    expect(meals.veto!(morning, after, 1, 1)).toMatch(/right after breakfast/);
    const lunch = context({ timeSlot: "afternoon", duration: 4 });
    const sweet = [visit(bistro, at(DAY, 12, 30), 75, "lunch"), visit(gelato, at(DAY, 13, 55), 30)];
    expect(meals.veto!(lunch, sweet, 1, 1)).toMatch(/dessert right after lunch/);
  });
});

describe("food after food", () => {
  const sacher = place({ name: "Café Sacher", category: "cafe", tags: ["chocolate"] });
  const rolls = place({ name: "Zeit für Brot", category: "dessert", tags: ["bakery"] });

  it("has no Sachertorte right before a birthday dinner, and no cake straight after cake", () => {
    const birthday = context({ timeSlot: "evening", duration: 4, specialOccasions: ["birthday"] });
    const cakeFirst = [visit(sacher, at(DAY, 17, 30), 70), visit(grill, at(DAY, 18, 45), 105, "dinner")];
    expect(meals.veto!(birthday, cakeFirst, 1, 1)).toMatch(/dinner right after Café Sacher/);
    const afternoon = context({ timeSlot: "afternoon", duration: 3 });
    const twice = [visit(sacher, at(DAY, 14, 50), 50), visit(rolls, at(DAY, 15, 45), 45)];
    expect(meals.veto!(afternoon, twice, 1, 0)).toMatch(/cake right after cake/);
    const dessertAfterDinner = [visit(grill, at(DAY, 18, 45), 105, "dinner"), visit(sacher, at(DAY, 20, 40), 45)];
    expect(meals.veto!(birthday, dessertAfterDinner, 1, 0)).toBeNull();
  });
});

describe("the dinner hour", () => {
  const jazzPub = place({ name: "Yorckschlösschen", category: "live_music", meals: ["dinner"] });

  it("is no dinner more than an hour before the local one while the evening runs on past it", () => {
    // Berlin dines at about 19:00: a 17:30 table is a drink, not dinner, in an evening until 23:00.
    expect(mealOf(ctx, bistro, at(DAY, 17, 30), [])).toBeNull();
    expect(veto([visit(bistro, at(DAY, 17, 30), 75, "dinner")])).toMatch(/outside its hours/);
    expect(mealOf(ctx, jazzPub, at(DAY, 17, 30), [])).toBeNull();
    expect(mealOf(ctx, jazzPub, at(DAY, 18, 0), [])).toBe("dinner");
    // An evening that ends at 19:00 may eat early.
    const short = context({ timeSlot: "evening", duration: 2 });
    expect(meals.veto!(short, [visit(bistro, at(DAY, 17, 30), 75, "dinner")], 0, 0)).toBeNull();
  });
});

describe("afternoon tea", () => {
  const noon = context({ timeSlot: "afternoon", duration: 6, location: "London" });
  const tea = place({
    name: "Fortnum & Mason Tea Salon",
    category: "dessert",
    meals: ["lunch"],
    tags: ["afternoon-tea"],
  });
  const gallery = place({ name: "National Gallery" });
  const vetoIn = (visits: Parameters<NonNullable<typeof meals.veto>>[1]) =>
    meals.veto!(noon, visits, visits.length - 1, 0);

  it("is a meal: not 45 minutes after lunch with a stop between, but an hour and a half on", () => {
    const lunch = visit(bistro, at(DAY, 12, 0), 75, "lunch");
    const soon = [lunch, visit(gallery, at(DAY, 13, 20), 45), visit(tea, at(DAY, 14, 10), 90)];
    expect(vetoIn(soon)).toMatch(/a meal of its own/);
    const later = [lunch, visit(gallery, at(DAY, 13, 20), 100), visit(tea, at(DAY, 15, 20), 90)];
    expect(vetoIn(later)).toBeNull();
  });

  it("leaves an hour and a half before dinner too", () => {
    const evening = context({ timeSlot: "afternoon", duration: 8 });
    const first = [visit(tea, at(DAY, 15, 30), 90), visit(gallery, at(DAY, 17, 5), 50)];
    expect(meals.veto!(evening, [...first, visit(grill, at(DAY, 18, 0), 75, "dinner")], 2, 0)).toMatch(/too soon/);
  });
});

describe("meals apart", () => {
  it("leaves an hour and a half between breakfast and lunch", () => {
    const morning = context({ timeSlot: "morning", duration: 5 });
    const brauhaus = place({ name: "Schneider Bräuhaus", category: "restaurant", meals: ["breakfast", "lunch"] });
    const haxn = place({ name: "Haxnbauer", category: "restaurant", meals: ["lunch", "dinner"] });
    const gallery = place({ name: "Haus der Kunst" });
    const breakfast = visit(brauhaus, at(DAY, 9, 30), 75, "breakfast");
    const soon = [breakfast, visit(gallery, at(DAY, 10, 50), 40), visit(haxn, at(DAY, 11, 40), 60, "lunch")];
    expect(meals.veto!(morning, soon, 2, 0)).toMatch(/too soon after Schneider Bräuhaus/);
    const later = [breakfast, visit(gallery, at(DAY, 10, 50), 70), visit(haxn, at(DAY, 12, 15), 60, "lunch")];
    expect(meals.veto!(morning, later, 2, 0)).toBeNull();
  });
});
