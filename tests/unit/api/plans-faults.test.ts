// Faults at the API: whatever the language model does (times out, fails, answers garbage, stops half
// way), the built-in writer finishes the plan and exactly one plan is counted; when saving fails, the
// user gets a clear message, the plan is given back and nothing half-made is stored.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeReply } from "../../fakes/openai";
import { pinToday } from "../../helpers/today";

pinToday();

const fake = await startFakeOpenAI();
process.env.OPENAI_API_KEY = "test";
process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
process.env.OPENAI_MODEL = "test-model";
process.env.LLM_TIMEOUT_MS = "800";

const { db } = await import("~/db/client.server");
const { action: createPlan } = await import("~/routes/api.date-plans");
const { action: streamPlan } = await import("~/routes/api.date-plans.stream");
const { loader: rateLimitStatus } = await import("~/routes/api.rate-limit-status");
const { call } = await import("../../helpers/routes");
const { createTestUser, sessionCookieFor } = await import("../../helpers/users");

afterAll(() => fake.close());

const berlin = { location: "Berlin", duration: 4, timeSlot: "evening", plannedDate: "2026-12-01" };
let user: { id: string };
let cookie: string;
beforeEach(async () => {
  user = await createTestUser();
  cookie = await sessionCookieFor(user.id);
});

const remaining = async () => (await call(rateLimitStatus, "/api/rate-limit-status", { cookie })).body.dailyRemaining;
const savedPlans = () => db.datePlan.findMany({ where: { userId: user.id }, include: { activities: true } });

const faults: Array<[string, () => FakeReply]> = [
  ["times out", () => ({ hang: true })],
  ["answers 500", () => ({ status: 500, message: "upstream exploded" })],
  ["answers garbage", () => ({ content: "Sure! Here is a lovely plan: ~~~ {not json" })],
  ["stops mid-stream", () => ({ chunks: ['{"title":"Half a pla', 'n","activities":[{"placeId":'] })],
];

describe.each(faults)("when the model %s", (_name, reply) => {
  it("the built-in writer finishes the plan (JSON API), counted once", async () => {
    fake.script = reply;
    const res = await call(createPlan, "/api/date-plans", { body: berlin, cookie });
    expect(res.status).toBe(201);
    expect(res.body.writer).toBe("builtin");
    const plans = await savedPlans();
    expect(plans).toHaveLength(1);
    expect(plans[0].activities).toHaveLength(res.body.activities.length);
    expect(await remaining()).toBe(4);
  });

  it("the stream ends with the built-in writer's whole plan, counted once", async () => {
    fake.script = reply;
    const res = await call(streamPlan, "/api/date-plans/stream", { body: berlin, cookie });
    const events = (res.body as string)
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const last = events.at(-1);
    expect(last.type).toBe("plan");
    expect(last.plan.writer).toBe("builtin");
    const plans = await savedPlans();
    expect(plans).toHaveLength(1);
    expect(plans[0].activities).toHaveLength(last.plan.activities.length);
    expect(await remaining()).toBe(4);
  });
});

describe("when saving the plan fails half way", () => {
  // A real database fault on the second activity's row (SQLite trigger; every plan of four hours has at
  // least two stops): the plan's rows are written in one statement, so either all are stored or none.
  const inject = () =>
    db.$executeRawUnsafe(
      `CREATE TRIGGER fail_second_activity BEFORE INSERT ON "Activity" WHEN NEW."position" = 1
       BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    );
  const heal = () => db.$executeRawUnsafe("DROP TRIGGER IF EXISTS fail_second_activity");

  it("answers a clear message, refunds the plan and stores nothing (JSON API and stream)", async () => {
    fake.script = () => ({ status: 500 });
    await inject();
    try {
      const res = await call(createPlan, "/api/date-plans", { body: berlin, cookie });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: "internal-error",
        message: "Something went wrong on our side. Please try again.",
      });
      const streamed = await call(streamPlan, "/api/date-plans/stream", { body: berlin, cookie });
      const last = JSON.parse((streamed.body as string).trim().split("\n").at(-1)!);
      expect(last).toMatchObject({ type: "error", status: 500, error: "internal-error" });
    } finally {
      await heal();
    }
    expect(await savedPlans()).toHaveLength(0);
    expect(await db.activity.count({ where: { plan: { userId: user.id } } })).toBe(0);
    expect(await remaining()).toBe(5);
  });
});
