// A swap on a public holiday keeps the holiday's opening hours: the saved plan keeps its place's country,
// so a stop rebuilt from what was saved (its place gone from the source) is still read with Germany's
// holidays when the swap before it re-writes its leg.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as getPlan } from "~/routes/api.date-plans.$planId";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

/** Second Christmas Day, a public holiday in Germany: open 09:00–22:00 then, 06:00–24:00 on other days. */
const HOLIDAY = "2026-12-26";
const HOURS = "Mo-Su 06:00-24:00; PH 09:00-22:00";

describe("a swap on a public holiday", () => {
  it("keeps the holiday's hours for the stop after it", async () => {
    const cookie = await sessionCookieFor((await createTestUser()).id);
    const made = await call(createPlan, "/api/date-plans", {
      body: { location: "Berlin", timeSlot: "evening", duration: 3, plannedDate: HOLIDAY },
      cookie,
    });
    expect(made.status).toBe(201);
    const saved = await db.datePlan.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(saved.country).toBe("DE");
    // A place the catalog no longer has: the swap rebuilds it from what the plan saved.
    const [first, second] = made.body.activities;
    await db.activity.update({
      where: { id: second.id },
      data: { sourceId: "berlin-closed-for-good", openingHours: HOURS },
    });

    const swapped = await call(swap, "/swap", {
      method: "POST",
      params: { planId: made.body.id, activityId: first.id },
      cookie,
    });
    expect(swapped.status).toBe(200);
    const plan = await call(getPlan, `/api/date-plans/${made.body.id}`, { params: { planId: made.body.id }, cookie });
    const after = plan.body.activities[1];
    expect(after.sourceId).toBe("berlin-closed-for-good");
    expect(after.verification).toBe("verified");
    expect(after.hoursToday).toMatchObject({ date: HOLIDAY, allDay: false, ranges: [["09:00", "22:00"]] });
  });
});
