// POST /api/moderate-content, in-process: the built-in classifier without a key, OpenAI's moderation
// endpoint (a loopback fake) with one, failing open when it is down while the blocklist still blocks.
// The app reads its configuration once, so the environment is set before the route is imported.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODERATION_TEST_KEY, startFakeModeration } from "../../fakes/openai-moderation";

const fake = await startFakeModeration();
process.env.OPENAI_API_KEY = MODERATION_TEST_KEY;
process.env.OPENAI_BASE_URL = fake.baseUrl;

const { action: moderateContent, loader } = await import("~/routes/api.moderate-content");
const { assertAcceptableRequest, moderate, OPENAI_MODERATION_MODEL } = await import("~/moderation/moderate.server");
const { ServiceError } = await import("~/utils/errors");
const { call } = await import("../../helpers/routes");

afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.script = () => ({ flagged: {} });
  fake.server.mode = "up";
});

const post = (body: unknown) => call(moderateContent, "/api/moderate-content", { body });

describe("POST /api/moderate-content without OPENAI_API_KEY (built-in classifier)", () => {
  let action: typeof moderateContent;
  beforeEach(async () => {
    vi.stubEnv("OPENAI_API_KEY", "");
    vi.resetModules(); // a fresh configuration that sees no key
    action = (await import("~/routes/api.moderate-content")).action;
  });
  afterEach(() => vi.unstubAllEnvs());

  it("allows a harmless request", async () => {
    const res = await call(action, "/api/moderate-content", { body: { text: "rooftop bar and sushi" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isInappropriate: false,
      severity: "low",
      categories: [],
      reason: "No issues found",
      suggestedAction: "allow",
    });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("flags disguised terms and self-harm phrases", async () => {
    const sexual = await call(action, "/api/moderate-content", { body: { text: "a nice s.e.x club" } });
    expect(sexual.body).toMatchObject({
      isInappropriate: true,
      severity: "high",
      categories: ["sexual"],
      suggestedAction: "revise",
    });
    const selfHarm = await call(action, "/api/moderate-content", { body: { text: "ich will nicht mehr leben" } });
    expect(selfHarm.body).toMatchObject({
      isInappropriate: true,
      severity: "critical",
      categories: ["self-harm"],
      suggestedAction: "support",
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("POST /api/moderate-content input", () => {
  it.each([
    ["no text", {}],
    ["a number", { text: 42 }],
    ["more than 500 characters", { text: "a".repeat(501) }],
  ])("refuses %s with a 400", async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid-request");
    expect(typeof res.body.message).toBe("string");
    expect(res.body.fields.text).toBeTruthy();
  });

  it("accepts exactly 500 characters", async () => {
    expect((await post({ text: "a".repeat(500) })).status).toBe(200);
  });

  it("answers malformed JSON with a 400 and other methods with a 405", async () => {
    const bad = await call(moderateContent, "/api/moderate-content", { raw: "{text" });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid-json" } });
    const get = await call(loader, "/api/moderate-content");
    expect(get).toMatchObject({ status: 405, body: { error: "method-not-allowed" } });
  });
});

describe("POST /api/moderate-content with OpenAI moderation", () => {
  it("asks omni-moderation-latest with the key and maps a flagged answer", async () => {
    fake.script = () => ({ flagged: { violence: 0.95, "violence/graphic": 0.7 } });
    const res = await post({ text: "something the service dislikes" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isInappropriate: true,
      severity: "high",
      categories: ["violence"],
      reason: "Flagged by the moderation service: violence",
      suggestedAction: "revise",
    });
    expect(fake.requests).toEqual([
      {
        model: OPENAI_MODERATION_MODEL,
        input: "something the service dislikes",
        authorization: `Bearer ${MODERATION_TEST_KEY}`,
      },
    ]);
    expect(OPENAI_MODERATION_MODEL).toBe("omni-moderation-latest");
  });

  it("maps self-harm intent to the supportive outcome and minors to a critical violation", async () => {
    fake.script = () => ({ flagged: { "self-harm": 0.9, "self-harm/intent": 0.92 } });
    expect((await post({ text: "a sad sentence here" })).body).toMatchObject({
      severity: "critical",
      categories: ["self-harm"],
      suggestedAction: "support",
    });
    fake.script = () => ({ flagged: { sexual: 0.9, "sexual/minors": 0.8 } });
    expect((await post({ text: "an unacceptable one" })).body).toMatchObject({
      severity: "critical",
      categories: ["sexual", "child-safety"],
      suggestedAction: "block",
    });
    fake.script = () => ({ flagged: { harassment: 0.4 } });
    expect((await post({ text: "a rude sentence here" })).body).toMatchObject({
      severity: "medium",
      categories: ["harassment"],
      suggestedAction: "revise",
    });
  });

  it("keeps the blocklist on top of a clean answer", async () => {
    const res = await post({ text: "cocaine and wine" });
    expect(fake.requests).toHaveLength(1);
    expect(res.body).toMatchObject({ isInappropriate: true, categories: ["drugs"], severity: "medium" });
  });

  it("fails open when the service answers 500, but a blocklisted word still blocks", async () => {
    fake.script = () => ({ status: 500 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const clean = await post({ text: "sushi and a rooftop bar" });
    expect(clean).toMatchObject({ status: 200, body: { isInappropriate: false, suggestedAction: "allow" } });
    const listed = await post({ text: "k1ll" });
    expect(listed).toMatchObject({
      status: 200,
      body: { isInappropriate: true, categories: ["violence"], severity: "high" },
    });
    expect(fake.requests).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0][0])).not.toContain("sushi"); // the user's text stays out of logs
    warn.mockRestore();
  });

  it("fails open when the service does not answer in time", async () => {
    fake.server.mode = "hang";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const result = await moderate("a long quiet walk by the lake", { timeoutMs: 200 });
    expect(result.isInappropriate).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    warn.mockRestore();
  });

  it("does not call the service for empty text", async () => {
    expect((await post({ text: "" })).body.isInappropriate).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("assertAcceptableRequest (for the plan endpoints and chat)", () => {
  it("resolves for acceptable and empty text", async () => {
    await expect(assertAcceptableRequest("jazz and cocktails")).resolves.toBeUndefined();
    await expect(assertAcceptableRequest("")).resolves.toBeUndefined();
    await expect(assertAcceptableRequest(undefined)).resolves.toBeUndefined();
  });

  it("throws a 422 inappropriate-content ServiceError carrying the result", async () => {
    const error = await assertAcceptableRequest("Drogen kaufen").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 422,
      error: "inappropriate-content",
      message: "Inappropriate Content Detected",
      extra: { moderation: { isInappropriate: true, categories: ["drugs"] } },
    });
  });
});
