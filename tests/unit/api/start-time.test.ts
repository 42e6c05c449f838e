// A start time through every door: the JSON API, the form without JavaScript (both parse the one
// PlanRequest schema) and a saved plan asked for again; a time outside the slot is a 400 naming the field.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { planView } from "~/models/plans.server";
import { requestFieldsOf } from "~/planning/request";
import { minuteOfDay } from "~/planning/time";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as planner } from "~/routes/_index";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const evening = { location: "Berlin", duration: 3, timeSlot: "evening", plannedDate: "2026-12-01" };
const localStart = (startsAt: string | Date, timeZone = "Europe/Berlin") => {
  const m = minuteOfDay(new Date(startsAt).getTime(), timeZone);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

describe("POST /api/date-plans with a start time", () => {
  it("starts the plan and its first stop there", async () => {
    const user = await createTestUser();
    const res = await call(createPlan, "/api/date-plans", {
      body: { ...evening, startTime: "20:00" },
      cookie: await sessionCookieFor(user.id),
    });
    expect(res.status).toBe(201);
    expect(localStart(res.body.startsAt)).toBe("20:00");
    expect(res.body.activities[0].startsAt).toBe(res.body.startsAt);
    // Asked for again (regenerating, the form filled from it), the plan keeps its start.
    const saved = await db.datePlan.findUniqueOrThrow({ where: { id: res.body.id }, include: { activities: true } });
    expect(requestFieldsOf(planView(saved, 1))).toMatchObject({ timeSlot: "evening", startTime: "20:00" });
  });

  it("refuses a time outside the slot with a 400 naming startTime, and saves nothing", async () => {
    const before = await db.datePlan.count();
    const res = await call(createPlan, "/api/date-plans", { body: { ...evening, startTime: "08:00" } });
    expect(res.status).toBe(400);
    expect(res.body.fields.startTime).toEqual(["Start time must be between 17:00 and 20:30 for the evening slot"]);
    expect(await db.datePlan.count()).toBe(before);
  });
});

describe("the planner form without JavaScript", () => {
  const post = (fields: Record<string, string>) =>
    planner({
      request: new Request("http://localhost/?index", {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      params: {},
      context: { cspNonce: "" },
    }) as Promise<Response>;
  const form = { location: "Berlin", day: "tomorrow", timeSlot: "late_night", duration: "2", language: "en" };

  it("plans from the time picker's value, after midnight for a late night", async () => {
    const response = await post({ ...form, startTime: "00:30" });
    expect(response.status).toBe(303);
    const id = response.headers.get("Location")!.split("/").pop()!;
    const plan = await db.datePlan.findUniqueOrThrow({ where: { id } });
    expect(localStart(plan.startsAt)).toBe("00:30");
    expect(plan.startsAt.getTime() - new Date(`${plan.plannedDate}T12:00:00Z`).getTime()).toBeGreaterThan(0);
  });

  it("plans from the slot's start when the picker is left empty, and names a time that does not fit", async () => {
    const empty = await post({ ...form, startTime: "" });
    expect(empty.status).toBe(303);
    const refused = await post({ ...form, startTime: "03:00" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.startTime?.[0]).toContain("between 21:00 and 01:30");
  });
});
