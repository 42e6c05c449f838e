// Special days decide what is open and the plan says so: public holidays per country and region, and
// the short days of 24 and 31 December (Germany's from date-holidays, others from our own table).
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { placesOnDays } from "~/planning/special-day-hours";
import { specialDayOf } from "~/planning/special-days";

const BERLIN = { lat: 52.52, lng: 13.405 };
const MUNICH = { lat: 48.137, lng: 11.575 };
const VIENNA = { lat: 48.208, lng: 16.373 };
const LONDON = { lat: 51.507, lng: -0.128 };
const ZURICH = { lat: 47.377, lng: 8.541 };
const NEW_YORK = { lat: 40.713, lng: -74.006 };

describe("which days are special", () => {
  it("knows the short days, the holidays and the regions", () => {
    expect(specialDayOf("2026-12-24", "DE", BERLIN)).toMatchObject({ kind: "short", closesAt: "14:00" });
    expect(specialDayOf("2026-12-24", "DE", BERLIN)?.name.de).toMatch(/Heilig/);
    expect(specialDayOf("2026-12-25", "DE", BERLIN)).toMatchObject({ kind: "holiday" });
    expect(specialDayOf("2026-12-26", "GB", LONDON)).toMatchObject({ kind: "holiday", name: { en: "Boxing Day" } });
    expect(specialDayOf("2026-12-08", "AT", VIENNA)).toMatchObject({ kind: "holiday" });
    expect(specialDayOf("2026-11-26", "US", NEW_YORK)).toMatchObject({
      kind: "holiday",
      name: { en: "Thanksgiving Day" },
    });
    // Epiphany is a holiday in Bavaria, not in Berlin.
    expect(specialDayOf("2027-01-06", "DE", MUNICH)).toMatchObject({ kind: "holiday" });
    expect(specialDayOf("2027-01-06", "DE", BERLIN)).toBeNull();
    expect(specialDayOf("2026-12-03", "DE", BERLIN)).toBeNull();
  });
});

async function plan(location: string, plannedDate: string, timeSlot: string, duration = 5, seed = 11) {
  const request = PlanRequestSchema.parse({ location, plannedDate, timeSlot, duration, vibe: "chill" });
  return createPlan({ request, now: new Date("2026-12-20T08:00:00Z"), seed, source: new CatalogSource() });
}

const hourIn = (iso: string, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(new Date(iso)));

describe("plans on special days", () => {
  it.each([1, 2, 3, 4, 5])(
    "on Heiligabend afternoon in Berlin nothing indoors runs past 14:00 without its own hours (seed %i)",
    async (seed) => {
      const p = await plan("Berlin", "2026-12-24", "afternoon", 5, seed);
      expect(p.notices.find((n) => n.kind === "special-day")?.text.de).toMatch(/Heilig.*14:00/);
      for (const a of p.activities) {
        const indoorsAndOrdinary = !["park", "garden", "viewpoint", "landmark", "club"].includes(a.category);
        if (indoorsAndOrdinary && !a.openingHours?.includes("Dec 24"))
          expect(hourIn(a.endsAt, "Europe/Berlin")).toBeLessThan(14);
        if (a.openingHours?.includes("Dec 24")) expect(a.verification).not.toBe("closed");
      }
    },
  );

  it("leaves museums and markets out on Christmas Day in London unless their hours say they open", async () => {
    for (const seed of [1, 2, 3]) {
      const p = await plan("London", "2026-12-25", "afternoon", 4, seed);
      expect(p.notices[0]).toMatchObject({ kind: "special-day", wish: "2026-12-25" });
      for (const a of p.activities) {
        if (["museum", "gallery", "market"].includes(a.category)) expect(a.openingHours).toMatch(/Dec 25|PH/);
      }
    }
  });

  it("says nothing on an ordinary day", async () => {
    const p = await plan("Berlin", "2026-12-22", "evening", 4);
    expect(p.notices.some((n) => n.kind === "special-day")).toBe(false);
  });

  it("on a Heiligabend evening in Berlin says most places have closed, and names the few the plan found open", async () => {
    const p = await plan("Berlin", "2026-12-24", "evening", 3);
    const day = p.notices.find((n) => n.kind === "special-day");
    expect(day?.text.en).toMatch(/Christmas Eve.*2:00 PM.*(shorter than usual|few places that stay open)/);
    expect(day?.text.de).toMatch(/Heilig.*14:00.*(kürzer als sonst|wenigen Orten)/);
    // A place named as one of the few open is one of the plan's own.
    const named = /stay open — (.*) is one of them/.exec(day!.text.en)?.[1];
    if (named) expect(p.activities.map((a) => a.name)).toContain(named);
  });

  it("on a Heiligabend evening with a table found, names it as one of the few places open", async () => {
    const request = PlanRequestSchema.parse({
      location: "Berlin",
      plannedDate: "2026-12-24",
      timeSlot: "evening",
      duration: 4,
      vibe: "romantic",
      budget: "upscale",
    });
    const p = await createPlan({
      request,
      now: new Date("2026-11-27T12:00:00Z"),
      seed: 7,
      source: new CatalogSource(),
    });
    const dinner = p.activities.find((a) => a.meal === "dinner");
    expect(dinner?.name).toBe("Quarré (Hotel Adlon)");
    const day = p.notices.find((n) => n.kind === "special-day");
    expect(day?.text.en).toMatch(/2:00 PM.*few places that stay open.*Quarré \(Hotel Adlon\) is one of them/);
    expect(day?.text.en).not.toMatch(/sights, viewpoints and walks/);
    expect(day?.text.de).toMatch(/14:00.*wenigen Orten.*Quarré im Hotel Adlon gehört dazu/);
  });

  it("keeps a museum open on Stephanstag when its hours list only its other Christmas closures", async () => {
    // The Kunsthaus says "Dec 24,25 off": open on the 26th, so a chill Stephanstag morning may go there.
    const kunsthaus = (await new CatalogSource().place("zurich-kunsthaus-zurich"))!;
    const stephanstag = specialDayOf("2026-12-26", "CH", ZURICH)!;
    expect(stephanstag.kind).toBe("holiday");
    const [onTheDay] = placesOnDays([kunsthaus], [stephanstag]);
    expect(onTheDay.openingHours).not.toMatch(/Dec 26 off/);
    // A museum whose hours say nothing about Christmas still shuts on a Swiss holiday.
    const [silent] = placesOnDays([{ ...kunsthaus, openingHours: "Tu-Su 10:00-18:00" }], [stephanstag]);
    expect(silent.openingHours).toMatch(/Dec 26 off/);
  });

  it("in Vienna on 8 December lets shops trade 10:00-18:00 and keeps Christmas markets and museums open", async () => {
    const source = new CatalogSource();
    const ids = ["vienna-altwiener-christkindlmarkt-freyung", "vienna-albertina", "vienna-burggasse-24"];
    const [market, albertina, burggasse] = await Promise.all(ids.map(async (id) => (await source.place(id))!));
    const day = specialDayOf("2026-12-08", "AT", VIENNA)!;
    expect(day).toMatchObject({ kind: "holiday", shopHours: { from: "10:00", to: "18:00" } });
    const [onTheDay, museum, shop, quietShop] = placesOnDays(
      [market, albertina, { ...burggasse, openingHours: "Mo-Sa 09:00-20:00" }, burggasse],
      [day],
    );
    expect(onTheDay.openingHours).toBe(market.openingHours);
    expect(museum.openingHours).toBe(albertina.openingHours);
    // A shop is cut to the day's trading hours; one whose hours say it shuts on holidays stays shut.
    expect(shop.openingHours).toMatch(/Dec 08 10:00-18:00$/);
    expect(quietShop.openingHours).toBe(burggasse.openingHours);

    const request = PlanRequestSchema.parse({ location: "Vienna", plannedDate: "2026-12-08", timeSlot: "afternoon" });
    const p = await createPlan({ request, now: new Date("2026-12-01T08:00:00Z"), seed: 11, source });
    const notice = p.notices.find((n) => n.kind === "special-day");
    expect(notice?.text.en).toMatch(
      /Immaculate Conception is a public holiday here, but shops may open from 10:00 AM to 6:00 PM/,
    );
    expect(notice?.text.de).toMatch(/Mariä Empfängnis ist hier Feiertag, aber die Läden dürfen von 10:00 bis 18:00/);
  });

  it("lets a gig keep its New Year's Eve night: Village Underground stays open past midnight", async () => {
    const request = PlanRequestSchema.parse({
      location: "Shoreditch, London",
      plannedDate: "2026-12-31",
      timeSlot: "late_night",
      duration: 4,
      vibe: "fun",
    });
    const p = await createPlan({
      request,
      now: new Date("2026-11-27T12:00:00Z"),
      seed: 7,
      source: new CatalogSource(),
    });
    for (const a of p.activities.filter((x) => x.category === "live_music")) {
      expect(a.openingHours, a.name).not.toMatch(/Dec 31 off/);
    }
  });

  it("names New Year's Eve once across midnight: the new-year notice speaks for New Year's Day", async () => {
    for (const location of ["Berlin", "Wien", "London"]) {
      const p = await plan(location, "2026-12-31", "late_night", 4);
      const days = p.notices.filter((n) => n.kind === "special-day").map((n) => n.wish);
      expect(days, location).not.toContain("2027-01-01");
    }
  });

  it("on Christmas Eve in London restaurants and pubs keep their night: the evening has its dinner", async () => {
    for (const seed of [7, 11]) {
      const p = await plan("London", "2026-12-24", "evening", 4, seed);
      expect(p.activities.some((a) => a.meal === "dinner")).toBe(true);
      expect(p.notices.find((n) => n.kind === "special-day")?.text.en).toMatch(/restaurants and bars keep their night/);
      // Christmas Eve dinner in London is priced as any night's: no word of a dearer menu.
      expect(p.notices.find((n) => n.kind === "special-day")?.text.en).not.toMatch(/menu/);
    }
  });

  it("a New Year's Eve evening with dinner says the night's set menu costs more than the plan adds up", async () => {
    const p = await plan("Paris", "2026-12-31", "evening", 4, 7);
    expect(p.activities.some((a) => a.meal === "dinner" && a.category === "restaurant")).toBe(true);
    const notice = p.notices.find((n) => n.kind === "special-day")!;
    expect(notice.text.en).toMatch(/set New Year's Eve menu tonight, dearer than the everyday prices/);
    expect(notice.text.de).toMatch(/Silvestermenü, das mehr kostet/);
  });
});
