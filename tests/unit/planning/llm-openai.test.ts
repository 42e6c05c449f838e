// The language-model writer through the real OpenAI client (@ai-sdk/openai, Chat Completions) against a
// loopback fake of the API: the wire format, the request Amble sends, and the fallback when it fails.
import { createOpenAI } from "@ai-sdk/openai";
import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planViolations } from "~/planning/invariants";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { preparePlan, type PlanInput, type Prepared } from "~/planning/planner";
import { PlanRequestSchema } from "~/planning/request";
import { writePlanWithModel } from "~/integrations/writers/llm";
import { offeredPlaceIds, startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "../../fakes/openai";

const all = catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" });
const byId = new Map(all.map((p) => [p.sourceId, p]));
const lookup = (id: string) => byId.get(id);

let fake: FakeOpenAI;
let prepared: Prepared;
let input: PlanInput;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  const request = PlanRequestSchema.parse({ location: "Hamburg", plannedDate: "2026-11-23", duration: 4 });
  input = { request, now: new Date("2026-11-22T09:00:00Z"), seed: 5, source: new CatalogSource() };
  prepared = await preparePlan(input);
});
afterAll(() => fake.close());

const model = () => createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: "test" }).chat("test-model");

/** A model that takes the first `count` places offered (the engine's own plan comes first) and describes them. */
const answering = (count: number) => (request: ChatRequest) => ({
  content: JSON.stringify({
    title: "An evening by the Elbe",
    activities: offeredPlaceIds(request)
      .slice(0, count)
      .map((placeId) => ({
        placeId,
        emoji: "🌊",
        description: `${byId.get(placeId)!.name} sets the tone for a relaxed evening together.`,
        experienceTip: "Take your time here.",
        bookingTip: "Booking ahead is a good idea.",
      })),
  }),
  chunkSize: 24,
  delayMs: 1,
});

describe("the language-model writer with an OpenAI-compatible server", () => {
  it("streams a valid plan from a Chat Completions answer", async () => {
    fake.script = answering(prepared.stops.length);
    const streamed: number[] = [];
    const plan = await writePlanWithModel(prepared, input, {
      model: model(),
      timeoutMs: 5000,
      onActivity: (_, index) => void streamed.push(index),
    });
    expect(planViolations(plan, lookup)).toEqual([]);
    expect(plan.writer).toBe("llm:test-model");
    expect(plan.title).toBe("An evening by the Elbe");
    expect(plan.activities.map((a) => a.sourceId)).toEqual(prepared.stops.map((s) => s.place.sourceId));
    expect(plan.activities[0].emoji).toBe("🌊");
    expect(streamed).toEqual(plan.activities.map((_, i) => i));

    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ model: "test-model", stream: true, response_format: { type: "json_schema" } });
    expect(sent.messages[0]).toMatchObject({ role: "system" });
    // The engine's own plan is offered first, in its order; then other feasible places.
    const offered = offeredPlaceIds(sent);
    expect(offered.slice(0, prepared.stops.length)).toEqual(prepared.stops.map((s) => s.place.sourceId));
    expect(offered.length).toBeGreaterThan(prepared.stops.length);
    // OpenAI's strict structured outputs need every property required and no others allowed.
    const schema = sent.response_format!.json_schema!.schema as {
      required: string[];
      additionalProperties: boolean;
      properties: { activities: { items: { required: string[]; additionalProperties: boolean } } };
    };
    expect(schema.required.sort()).toEqual(["activities", "title"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.activities.items.required).toHaveLength(5);
    expect(schema.properties.activities.items.additionalProperties).toBe(false);
  });

  it("falls back to the built-in writer when the server answers 500, without retrying", async () => {
    fake.script = () => ({ status: 500 });
    const before = fake.requests.length;
    const plan = await writePlanWithModel(prepared, input, { model: model(), timeoutMs: 5000 });
    expect(planViolations(plan, lookup)).toEqual([]);
    expect(plan.writer).toBe("builtin");
    expect(fake.requests.length - before).toBe(1);
  });

  it("falls back to the built-in writer when the server does not answer in time", async () => {
    fake.script = () => ({ hang: true });
    const started = Date.now();
    const plan = await writePlanWithModel(prepared, input, { model: model(), timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(planViolations(plan, lookup)).toEqual([]);
    expect(plan.writer).toBe("builtin");
  });

  it("answers non-streaming requests in the real format too", async () => {
    fake.script = () => ({ content: "Hallo!" });
    const { text, finishReason } = await generateText({ model: model(), prompt: "Say hello", maxRetries: 0 });
    expect(text).toBe("Hallo!");
    expect(finishReason).toBe("stop");
    expect(fake.requests.at(-1)!.stream).toBeFalsy();
  });
});
