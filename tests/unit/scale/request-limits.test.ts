// The production server refuses what it must not read: a body over its route's limit is a 413 answered
// before the body is read (declared or chunked, the worker's memory stays flat), and malformed paths,
// dot segments and bad Host headers are a 400, never a 500. These live in Express, in front of Remix,
// so they are tested against a real server process.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

type Answer = { status: number; type: string; body: string; sent: number };

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

/** A raw request, for paths and headers fetch would normalise or refuse to send. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () =>
        resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), body, sent: 0 }),
      );
    });
    req.on("error", reject);
    req.end();
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

const json = (answer: Answer) => JSON.parse(answer.body) as { error: string; message: string };

describe("request body limits", () => {
  it("answers a 150 MB JSON post with a 413 before reading it, the worker's memory flat", async () => {
    // Warm up the route, so what is measured is the body, not the code's first run.
    await upload("/api/moderate-content", 20);
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

describe("malformed requests", () => {
  it.each(["/api/date-plans/%ff", "/api/user/%e0%a4%a", "/auth/verify-otp%ff"])(
    "answers the malformed API path %s with a 400 in JSON",
    async (path) => {
      const answer = await raw(path);
      expect(answer.status).toBe(400);
      expect(json(answer).error).toBe("invalid-path");
    },
  );

  it.each(["/plan/%ff", "/%ff", "/assets/%ff", "/x%ff.js"])(
    "answers the malformed page path %s with a 400 page",
    async (path) => {
      const answer = await raw(path, { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
      expect(answer.status).toBe(400);
      expect(answer.type).toContain("text/html");
      expect(answer.body).toContain("Diese Adresse funktioniert nicht");
    },
  );

  it("words the page in the language the reader chose, by its signed cookie, over the browser's", async () => {
    const { languageCookie } = await import("~/i18n/i18next.server");
    const chosen = (await languageCookie.serialize("de")).split(";")[0];
    const answer = await raw("/plan/%ff", { "Accept-Language": "en-US,en;q=0.9", Cookie: chosen });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Diese Adresse funktioniert nicht");
  });

  it.each(["/api/../..", "/api/%2e%2e/", "/api/%2E%2E/%2e%2e/etc/passwd", "/api/..%2f..%2fuser", "/auth/./send-otp"])(
    "refuses the dot-segment path %s with a 400",
    async (path) => {
      const answer = await raw(path, {}, "POST");
      expect(answer.status).toBe(400);
      expect(json(answer).error).toBe("invalid-path");
    },
  );

  it.each<Record<string, string>>([
    { Host: "a b" },
    { Host: "[::1" },
    { Host: "example.com:99999" },
    { Host: "user@example.com" },
    { "X-Forwarded-Host": "a b" },
  ])("refuses the Host header %o with a 400", async (headers) => {
    expect((await raw("/", headers)).status).toBe(400);
  });

  it("answers 400 seeded random paths and hosts without a 5xx", async () => {
    let seed = 20261124;
    const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)];
    const piece = () =>
      pick([
        "%",
        "%f",
        "%ff",
        "%g1",
        "%2e",
        "%2e%2e",
        "..",
        ".",
        "%2f",
        "%5c",
        "\\",
        "//",
        "%00",
        "%c3%bc",
        "%e0%a4",
        "a",
        "plan",
        "x".repeat(2000),
        ";",
        "%3f",
        "~",
      ]);
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const prefix = pick(["/", "/api/", "/auth/", "/plan/", "/api/date-plans/", "/assets/", "/set-language/"]);
      const path = prefix + Array.from({ length: 1 + Math.floor(rnd() * 4) }, piece).join(pick(["/", ""]));
      const host = pick(["", "", "", "a b", "example.com:0", "[::1]", "%41", "x".repeat(300), "ex ample:80"]);
      const headers: Record<string, string> = host ? { Host: host } : {};
      const answer = await raw(path + pick(["", "?%ff", "?a=%", "#x"]), headers, pick(["GET", "HEAD"])).catch(
        (error: Error) => ({ status: 0, body: error.message }) as Answer,
      );
      if (answer.status >= 500 || answer.status === 0) failures.push(`${path.slice(0, 80)} ${host}: ${answer.status}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 60_000);

  it("answers declared lengths that do not match the body with a 4xx, and keeps serving", async () => {
    const url = new URL(server.url);
    const exchange = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname, () => socket.end(request));
        let received = "";
        socket.on("data", (d) => (received += d));
        socket.on("close", () => resolve(received));
        socket.on("error", () => resolve(received));
      });
    const head = (extra: string, path = "/api/moderate-content") =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${extra}\r\n`;
    const statuses = (received: string) => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

    // Shorter than the body: what follows the declared bytes is no request at all; Node answers 400.
    const short = statuses(await exchange(head("Content-Length: 5\r\n") + '{"text":"hello"}'));
    expect(short).toContain(400);
    expect(short.every((s) => s === 400)).toBe(true);
    // Longer than the body, then the client stops: answered (if at all) with a 4xx.
    // (A route reading such a body answers 400 too: tests/unit/api/bad-input.test.ts.)
    const cut = statuses(await exchange(head("Content-Length: 500\r\n", "/api/no-such-endpoint") + '{"text":"hello"}'));
    expect(cut.every((s) => s >= 400 && s < 500)).toBe(true);
    // Two lengths, a length beside chunked encoding, a length that is no number: refused by Node's parser.
    for (const extra of [
      "Content-Length: 5\r\nContent-Length: 6\r\n",
      "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
      "Content-Length: -1\r\n",
      "Content-Length: 1e3\r\n",
    ])
      expect(statuses(await exchange(head(extra) + "hello"))).toEqual([400]);
    expect((await fetch(`${server.url}/healthcheck`)).status).toBe(200);
  });

  it("answers well-formed paths as before", async () => {
    expect((await raw("/api/no-such-endpoint")).status).toBe(404);
    expect((await raw("/plan/%C3%BC")).status).toBeLessThan(500);
    expect((await raw("/", { Host: "amble.example:8080" })).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
