// The production server as a process: SIGTERM lets an in-flight plan stream finish before it exits 0,
// and its logs are JSON lines with the request id, free of cookies and secrets.
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { offeredPlaceIds, startFakeOpenAI } from "../../fakes/openai";
import { startServer } from "../../helpers/server";
import { ordinaryDayAhead } from "../../helpers/today";

// A model that writes slowly (~2 s), so the plan is still streaming when the signal arrives.
const fake = await startFakeOpenAI((request) => ({
  content: JSON.stringify({
    title: "Slow evening",
    activities: offeredPlaceIds(request)
      .slice(0, 3)
      .map((placeId) => ({ placeId, emoji: "🌙", description: "A stop.", experienceTip: "Go early." })),
  }),
  chunkSize: 8,
  delayMs: 25,
}));
afterAll(() => fake.close());

const SESSION_SECRET = crypto.randomBytes(32).toString("hex");
const env = {
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  SESSION_SECRET,
  CODE_SECRET: crypto.randomBytes(32).toString("hex"),
  OPENAI_API_KEY: "test",
  OPENAI_BASE_URL: `${fake.url}/v1`,
  OPENAI_MODEL: "slow-model",
  LLM_TIMEOUT_MS: "15000",
};
const body = JSON.stringify({ location: "Berlin", duration: 3, timeSlot: "evening", plannedDate: ordinaryDayAhead() });

describe("the server process", () => {
  it("finishes an in-flight plan stream on SIGTERM, then exits 0", async () => {
    const server = await startServer(env);
    const response = await fetch(`${server.url}/api/date-plans/stream`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-Id": "sigterm-test-1" },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("sigterm-test-1");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value); // the first event: the plan is under way
    server.process.kill("SIGTERM");
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    const events = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; plan?: { writer: string } });
    expect(events.at(-1)).toMatchObject({ type: "plan", plan: { writer: "llm:slow-model" } });
    expect(await server.exited).toBe(0);

    // Logs: JSON lines; the request's line carries its id; no cookie or secret anywhere.
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.requestId === "sigterm-test-1" && l.path === "/api/date-plans/stream")).toMatchObject({
      method: "POST",
      status: 200,
    });
    const guestCookie = response.headers.getSetCookie()[0]?.split(";")[0].split("=")[1];
    expect(guestCookie).toBeTruthy();
    expect(server.output()).not.toContain(guestCookie);
    expect(server.output()).not.toContain(SESSION_SECRET);
  }, 200_000);

  it("makes up a request id when none (or a malformed one) comes in", async () => {
    const server = await startServer(env);
    try {
      const given = await fetch(`${server.url}/healthcheck`, { headers: { "X-Request-Id": "bad id\twith spaces" } });
      const id = given.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const none = await fetch(`${server.url}/api/no-such-endpoint`);
      expect(none.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(none.headers.get("x-request-id")).not.toBe(id);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 200_000);

  it("runs one worker per WEB_CONCURRENCY and replaces a worker that dies", async () => {
    const server = await startServer({ ...env, WEB_CONCURRENCY: "2" });
    try {
      const workers = () =>
        server
          .output()
          .split("\n")
          .filter((l) => l.includes('"listening on'))
          .map((l) => (JSON.parse(l) as { pid: number }).pid);
      await expect.poll(workers, { timeout: 60_000 }).toHaveLength(2);
      const [first, second] = workers();
      expect(first).not.toBe(second);

      process.kill(first, "SIGKILL");
      await expect.poll(workers, { timeout: 60_000 }).toHaveLength(3);
      expect(server.output()).toContain("worker died; starting another");
      for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/healthcheck`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 200_000);
});
