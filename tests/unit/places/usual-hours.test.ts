// Hours Amble guessed from a place's kind: planned like hours, never verified, shown as not confirmed;
// and open-ended hours ("12:00-18:00+") read the same by the planner and the final check.
import { describe, expect, it } from "vitest";
import { hoursTodayText } from "~/components/planner/itinerary/card-facts";
import { usualHours } from "~/integrations/places/usual-hours";
import { createT } from "~/i18n/translate";
import { checkVisit } from "~/planning/hours";
import { hoursOnVisitDay } from "~/planning/hours-today";
import { zonedInstant } from "~/planning/time";
import dePlaces from "../../../locales/de/places.json";
import enPlaces from "../../../locales/en/places.json";

const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour, minute, "Europe/Berlin");
const schedule = (hours: string | null) => ({ hours, country: "DE", timeZone: "Europe/Berlin" });

describe("usual hours", () => {
  const pub = schedule(usualHours("pub"));

  it("keep a pub shut in the morning and never verify an evening visit", () => {
    // Saturday 5 December 2026.
    expect(checkVisit(pub, at("2026-12-05", 9), at("2026-12-05", 10)).verification).toBe("closed");
    expect(checkVisit(pub, at("2026-12-05", 20), at("2026-12-05", 21))).toEqual({
      verification: "unknown",
      reason: "Usual hours, not confirmed",
    });
  });

  it("keep ice cream to winter afternoons and beer gardens to summer", () => {
    const parlour = schedule(usualHours("ice_cream"));
    expect(checkVisit(parlour, at("2026-12-05", 9), at("2026-12-05", 10)).verification).toBe("closed");
    expect(checkVisit(parlour, at("2026-12-05", 15), at("2026-12-05", 16)).verification).toBe("unknown");
    const garden = schedule(usualHours("biergarten"));
    expect(checkVisit(garden, at("2026-12-05", 15), at("2026-12-05", 16)).verification).toBe("closed");
    expect(usualHours("park")).toBeNull();
  });

  it("say so on the card in both languages", () => {
    const hours = hoursOnVisitDay(pub, at("2026-12-05", 20));
    expect(hours).toMatchObject({ ranges: [["16:00", "24:00"]], usual: true });
    const now = new Date(at("2026-12-05", 12));
    expect(hoursTodayText(hours, createT("en", { places: enPlaces }, "places"), "en", now)).toBe(
      "Usually open today 4:00 PM – 12:00 AM (usual hours, not confirmed)",
    );
    expect(hoursTodayText(hours, createT("de", { places: dePlaces }, "places"), "de", now)).toBe(
      "Üblicherweise heute geöffnet 16:00–24:00 (übliche Zeiten, nicht bestätigt)",
    );
  });
});

describe("open-ended hours", () => {
  it("are open with their end unknown, not closed, across the stated closing time", () => {
    // Thursday 3 December 2026: "12:00-18:00+" is open until 18:00 and perhaps after.
    const tavern = schedule("Th-Sa 12:00-18:00+; Su 16:00-18:00+");
    expect(checkVisit(tavern, at("2026-12-03", 17), at("2026-12-03", 19)).verification).toBe("unknown");
    expect(checkVisit(tavern, at("2026-12-03", 13), at("2026-12-03", 14)).verification).toBe("verified");
    expect(checkVisit(tavern, at("2026-12-03", 10), at("2026-12-03", 11)).verification).toBe("closed");
  });
});
