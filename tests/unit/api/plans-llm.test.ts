// The plan API with a language model configured: the environment points the real OpenAI client at a
// loopback fake. The app reads its configuration once, so the environment is set before it is imported.
import { afterAll, describe, expect, it } from "vitest";
import { offeredPlaceIds, startFakeOpenAI, type ChatRequest } from "../../fakes/openai";
import { pinToday } from "../../helpers/today";

pinToday();

const fake = await startFakeOpenAI();
process.env.OPENAI_API_KEY = "test";
process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
process.env.OPENAI_MODEL = "test-model";
process.env.LLM_TIMEOUT_MS = "3000";

const { db } = await import("~/db/client.server");
const { action: createPlan } = await import("~/routes/api.date-plans");
const { action: streamPlan } = await import("~/routes/api.date-plans.stream");
const { call } = await import("../../helpers/routes");

afterAll(() => fake.close());

const berlin = { location: "Berlin", duration: 3, timeSlot: "evening", plannedDate: "2026-12-01" };

/** A model that takes the places offered first (the engine's own plan) and adds its own tips. */
const wellBehaved = (request: ChatRequest) => ({
  content: JSON.stringify({
    title: "Berlin by night",
    activities: offeredPlaceIds(request)
      .slice(0, 3)
      .map((placeId) => ({
        placeId,
        emoji: "🌙",
        description: "A lovely stop for the evening.", // names no place: Amble keeps its own description
        experienceTip: "Ask for the seasonal special.",
        bookingTip: "Book a day ahead.",
      })),
  }),
  chunkSize: 32,
});

describe("POST /api/date-plans with a language model", () => {
  it("saves the model's plan, saying which model wrote it", async () => {
    fake.script = wellBehaved;
    const res = await call(createPlan, "/api/date-plans", { body: berlin });
    expect(res.status).toBe(201);
    expect(res.body.writer).toBe("llm:test-model");
    expect(res.body.title).toBe("Berlin by night");
    expect(res.body.activities.length).toBeGreaterThanOrEqual(2);
    for (const a of res.body.activities) {
      expect(a.experienceTip).toBe("Ask for the seasonal special.");
      expect(a.description).toContain(a.name);
      expect(a.verification).not.toBe("closed");
    }
    const saved = await db.datePlan.findUnique({ where: { id: res.body.id } });
    expect(saved?.writer).toBe("llm:test-model");
    expect(fake.requests.at(-1)).toMatchObject({ model: "test-model", stream: true });
  });

  it("still saves a plan, written by the built-in writer, when the model fails", async () => {
    fake.script = () => ({ status: 500 });
    const res = await call(createPlan, "/api/date-plans", { body: berlin });
    expect(res.status).toBe(201);
    expect(res.body.writer).toBe("builtin");
    expect(res.body.activities.length).toBeGreaterThanOrEqual(2);
    const saved = await db.datePlan.findUnique({ where: { id: res.body.id } });
    expect(saved?.writer).toBe("builtin");
  });

  it("streams each activity before the saved plan, and the last card sent for each is the saved one", async () => {
    fake.script = (request) => ({ ...wellBehaved(request), delayMs: 2 });
    const res = await call(streamPlan, "/api/date-plans/stream", { body: berlin });
    expect(res.status).toBe(200);
    const events = (res.body as string)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const plan = events.at(-1);
    expect(plan.type).toBe("plan");
    expect(plan.plan.writer).toBe("llm:test-model");
    const cards = new Map<number, { sourceId: string; startsAt: string }>();
    for (const e of events.filter((e) => e.type === "activity")) cards.set(e.index, e.activity);
    expect(plan.plan.activities.map((a: { sourceId: string; startsAt: string }) => [a.sourceId, a.startsAt])).toEqual(
      [...cards.values()].map((a) => [a.sourceId, a.startsAt]),
    );
  });
});
