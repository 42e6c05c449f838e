// A plan's notices travel with it: returned on creation, saved, read back, in both languages; and the
// opening-hours check knows a tasting menu's last seating.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlanNotices } from "~/components/planner/itinerary/plan-notices";
import { TranslationsProvider } from "~/i18n/translations";
import { resources } from "~/i18n/resources";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as getPlan } from "~/routes/api.date-plans.$planId";
import { action as verifyHours } from "~/routes/api.verify-opening-hours";
import { zonedInstant } from "~/planning/time";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

describe("plan notices", () => {
  it("are returned with a new plan, saved with it and read back", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const body = {
      location: "Berlin",
      duration: 3,
      timeSlot: "evening",
      plannedDate: "2026-12-01",
      specialRequests: "surprise me",
    };
    const made = await call(createPlan, "/api/date-plans", { body, cookie });
    expect(made.status).toBe(201);
    expect(made.body.notices).toEqual([
      {
        kind: "wish-unread",
        wish: "surprise me",
        text: {
          en: "Amble can't read “surprise me” as a wish yet, so this plan follows your other choices.",
          de: "Mit „surprise me“ kann Amble noch nichts anfangen – dein Plan folgt deinen anderen Angaben.",
        },
      },
    ]);
    const read = await call(getPlan, `/api/date-plans/${made.body.id}`, { cookie, params: { planId: made.body.id } });
    expect(read.body.notices).toEqual(made.body.notices);
  });

  it("are shown above the cards in the plan's language, under a heading", () => {
    const notices = [
      {
        kind: "wish-unavailable" as const,
        wish: "jazz",
        text: { en: "No jazz venue is open.", de: "Kein Jazzlokal hat offen." },
      },
    ];
    const html = renderToStaticMarkup(
      <TranslationsProvider language="en" strings={resources.en}>
        <PlanNotices notices={notices} language="de" />
      </TranslationsProvider>,
    );
    expect(html).toContain("Kein Jazzlokal hat offen.");
    expect(html).not.toContain("No jazz venue");
    expect(html).toMatch(/<aside aria-labelledby="([^"]+)"[^>]*>.*<h3 id="\1"[^>]*>Good to know<\/h3>/);
    expect(renderToStaticMarkup(<PlanNotices notices={[]} />)).toBe("");
  });
});

describe("POST /api/verify-opening-hours", () => {
  it("says a tasting menu after its last seating is closed, and one begun in time verified to the end", async () => {
    const zone = "Europe/Berlin";
    const check = (h: number, m: number, minutes: number) => {
      const start = zonedInstant("2026-12-04", h, m, zone);
      const end = new Date(start.getTime() + minutes * 60_000);
      return call(verifyHours, "/api/verify-opening-hours", {
        body: { activity: { sourceId: "berlin-rutz", startsAt: start.toISOString(), endsAt: end.toISOString() } },
      });
    };
    const seated = await check(20, 0, 195);
    expect(seated.body).toMatchObject({ isVerified: true, status: "verified" });
    const late = await check(21, 0, 150);
    expect(late.body).toMatchObject({ isVerified: false, status: "closed", reason: "Last seating at 20:30" });
  });
});
