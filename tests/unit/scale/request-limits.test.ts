// The production server refuses what it must not read: a body over its route's limit is a 413 answered
// before the body is read (declared or chunked, the worker's memory stays flat). This lives in Express, in
// front of Remix, so it is tested against a real server process (malformed requests: malformed-requests.test.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, type Answer } from "../../helpers/raw-http";
import { startServer, type RunningServer } from "../../helpers/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    CODE_SECRET: crypto.randomBytes(32).toString("hex"),
    WEB_CONCURRENCY: "1", // one process: the one whose memory is measured
    RATE_LIMIT_PER_MINUTE: "10000",
  });
}, 180_000);
afterAll(() => server?.stop());

const MB = 1024 * 1024;

/** The server's resident memory in bytes (Linux). */
function rss(): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/**
 * Sends `total` bytes as the body from one reused 64 KB buffer (nothing of that size is allocated here),
 * chunked when `chunked`, and stops sending as soon as the answer arrives.
 */
function upload(path: string, total: number, opts: { chunked?: boolean; type?: string } = {}): Promise<Answer> {
  const url = new URL(path, server.url);
  const headers: Record<string, string | number> = { "Content-Type": opts.type ?? "application/json" };
  if (!opts.chunked) headers["Content-Length"] = total;
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, { method: "POST", headers });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body, sent });
      });
    });
    // Once answered, the server may cut the rest of an oversized upload off.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < total) {
        const n = Math.min(piece.length, total - sent);
        sent += n;
        if (!req.write(n === piece.length ? piece : piece.subarray(0, n))) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** The most the server's memory grew over its level before `run`, sampled while `run` is under way. */
async function peakGrowth(run: () => Promise<Answer>): Promise<{ answer: Answer; growth: number }> {
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  try {
    const answer = await run();
    await new Promise((r) => setTimeout(r, 300)); // anything read late shows up here
    peak = Math.max(peak, rss());
    return { answer, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

const json = errorOf;

describe("request body limits", () => {
  it("answers a 150 MB JSON post with a 413 before reading it, the worker's memory flat", async () => {
    // Warm up the route and its refusal, so what is measured is the body, not the code's first run.
    await upload("/api/moderate-content", 20);
    expect((await upload("/api/moderate-content", 80 * 1024)).status).toBe(413);
    const total = 150 * MB;
    const { answer, growth } = await peakGrowth(() => upload("/api/moderate-content", total));
    expect(answer.status).toBe(413);
    expect(json(answer)).toMatchObject({ error: "payload-too-large", message: expect.stringContaining("64 KB") });
    expect(answer.sent).toBeLessThan(total);
    expect(growth).toBeLessThan(20 * MB);
  }, 60_000);

  it("counts a chunked body as it streams and answers 413 once over the limit, memory flat", async () => {
    const total = 150 * MB;
    const { answer, growth } = await peakGrowth(() => upload("/api/moderate-content", total, { chunked: true }));
    expect(answer.status).toBe(413);
    expect(json(answer).error).toBe("payload-too-large");
    expect(answer.sent).toBeLessThan(total);
    expect(growth).toBeLessThan(20 * MB);
  }, 60_000);

  it("passes a chunked body under the limit on to the route whole", async () => {
    const body = JSON.stringify({ text: "A quiet walk along the canal, then dinner." });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(new URL("/api/moderate-content", server.url), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, type: "", body: text, sent: 0 }));
      });
      req.on("error", reject);
      // Two writes without a length: sent chunked, in two chunks.
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 50);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ isInappropriate: false });
  });

  it("refuses oversized posts to the Stripe webhook, the planner's form and the chat", async () => {
    const webhook = await upload("/api/stripe/webhook", 2 * MB);
    expect(webhook.status).toBe(413);
    expect(json(webhook).message).toContain("1024 KB");
    // Under its 1 MB the webhook reads the body and answers as it does without payments configured.
    expect((await upload("/api/stripe/webhook", 900 * 1024)).status).not.toBe(413);

    const form = await upload("/?index", 2 * MB, { type: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(413);
    expect(form.type).toContain("text/html");
    expect(form.body).toContain("That was too much at once");

    const chat = await upload("/api/chat", 4 * MB, { chunked: true });
    expect(chat.status).toBe(413);
    expect(json(chat).message).toContain("512 KB");

    const signIn = await upload("/auth/send-otp", 100 * 1024);
    expect(signIn.status).toBe(413);
    expect(json(signIn).error).toBe("payload-too-large");
  });

  it("keeps serving after refusals", async () => {
    expect((await fetch(`${server.url}/healthcheck`)).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
