// A show is seen from curtain-up to the end: a theatre's catalog seating hours are its first quarter of an
// hour, and a plan stays for the whole show (no arriving 20 minutes late, no leaving at the interval).
import { describe, expect, it } from "vitest";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan } from "~/planning/planner";
import { PlanRequestSchema, type PlanRequestInput } from "~/planning/request";

const source = new CatalogSource();

const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(
    new Date(iso),
  );
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe("a theatre in a plan", () => {
  it("is reached by curtain-up and stayed at to the end of the show", async () => {
    const seen: string[] = [];
    for (const location of ["Hamburg", "Berlin", "Zürich", "Wien"]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const input: PlanRequestInput = {
          location,
          timeSlot: "evening",
          duration: 5,
          vibe: "romantic",
          specialRequests: "Theater",
          plannedDate: "2026-12-10",
          language: "de",
        };
        const request = PlanRequestSchema.parse(input);
        const p = await createPlan({ request, now: new Date("2026-11-27T12:00:00Z"), seed, source });
        for (const a of p.activities.filter((x) => x.category === "theatre")) {
          const place = (await source.place(a.sourceId))!;
          // Day-long hours (a children's theatre from 10 to 7) are the box office's: shows all day.
          if (!place.seatingHours) continue;
          const starts = [...place.seatingHours.matchAll(/(\d\d:\d\d)-\d\d:\d\d/g)];
          const at = toMinutes(clock(a.startsAt, p.timeZone));
          const curtain = starts.map((m) => toMinutes(m[1])).filter((s) => at >= s && at <= s + 15);
          expect(curtain.length, `${a.name} at ${clock(a.startsAt, p.timeZone)}`).toBeGreaterThan(0);
          const minutes = (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;
          expect(minutes, a.name).toBeGreaterThanOrEqual(Math.floor((place.visitMinutes * 0.85) / 5) * 5);
          seen.push(a.name);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(3);
  });
});
