// The production server answers malformed paths, dot segments, bad Host headers and mismatched body lengths
// with a 4xx, never a 5xx, and keeps serving; well-formed requests are answered as before. These rules live in
// Express, in front of Remix, so they are tested against a real server process.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf as json, rawRequest, type Answer } from "../../helpers/raw-http";
import { startServerOnThisDatabase, type RunningServer } from "../../helpers/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnThisDatabase({ RATE_LIMIT_PER_MINUTE: "10000" });
}, 180_000);
afterAll(() => server?.stop());

/** A raw request, for paths and headers fetch would normalise or refuse to send. */
const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(server.url, path, headers, method);

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
