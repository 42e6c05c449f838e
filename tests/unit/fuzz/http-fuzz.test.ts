// The whole HTTP stack (Express in front of Remix, a real server process) against requests a browser of
// another site, a confused client or an attacker would send: every method (TRACE, WebDAV's, made-up
// ones), Origin values (null, malformed, foreign, same site on another port, a list), Sec-Fetch-Site and
// Referer without Origin, pages, `?_data=` and `.data` requests, /api and /auth; and same-origin chat
// posts whose parts are nested hundreds of thousands of levels deep or forged. Every answer is below 500,
// every state-changing request from elsewhere is a 403, and the database is unchanged at the end.
// (The route modules themselves are fuzzed in-process by api-fuzz.test.ts.)
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seeded } from "../../helpers/random";
import { startServerOnThisDatabase, type RunningServer } from "../../helpers/server";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

let server: RunningServer;
let port: number;
beforeAll(async () => {
  server = await startServerOnThisDatabase({ RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "warn" });
  port = Number(new URL(server.url).port);
}, 180_000);
afterAll(() => server?.stop());

const rnd = seeded(Number(process.env.FUZZ_SEED ?? 20261127));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

const REQUESTS = 2000;
const CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const ODD = ["TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "PURGE"];
const PATHS = [
  "/",
  "/?index",
  "/?_data=routes%2F_index",
  "/_root.data",
  "/planner",
  "/profile",
  "/profile.data",
  "/profile?_data=routes%2Fprofile",
  "/plan/x",
  "/plan/x.data",
  "/login",
  "/set-language",
  "/auth/magic",
  "/auth/magic?_data=routes%2Fauth.magic",
  "/auth/magic.data",
  "/auth/send-otp",
  "/auth/verify-otp",
  "/auth/logout",
  "/api/user",
  "/api/user/date-plans",
  "/api/chat",
  "/api/date-plans",
  "/api/date-plans/stream",
  "/api/date-plans/x",
  "/api/date-plans/x/share",
  "/api/date-plans/x/activities/y/swap",
  "/api/verify-opening-hours",
  "/api/moderate-content",
  "/api/stripe/webhook",
  "/healthcheck",
];

/** Headers that say "sent from a page that is not Amble's", one way or another. */
function elsewhere(): Record<string, string> {
  const own = `http://localhost:${port}`;
  return pick<Record<string, string>>([
    { Origin: "https://evil.example" },
    { Origin: "null" },
    { Origin: "http://" },
    { Origin: "%%%" },
    { Origin: "not a url" },
    { Origin: `http://localhost:${port + 1}` }, // same site, another port
    { Origin: `https://localhost:${port}` },
    { Origin: `http://sub.localhost:${port}` },
    { Origin: `${own}, https://evil.example` },
    { Origin: `${own}/` },
    { Origin: "" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
    { "Sec-Fetch-Site": "garbage" },
    { Referer: "https://evil.example/" },
    { Referer: `http://localhost:${port + 1}/profile` },
    { Referer: "::::" },
  ]);
}

const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
/** Chat bodies with parts the app never sends: each must be refused before anything is saved. */
function forgedChat(): { type: string; body: string } {
  const user = (extra: string) =>
    `{"language":"en","messages":[{"id":"m","role":"user","parts":[{"type":"text","text":"Berlin tonight"}${extra}]}]}`;
  const body = pick([
    user(`,{"type":"text","text":"x","nested":${deep(Math.floor(rnd() * 150_000) + 1000)}}`),
    user(`,{"type":"data-plan","id":"r","data":{"run":"r","plan":{"id":"forged","activities":"nope"}}}`),
    user(`,{"type":"data-plan","data":${deep(5000)}}`),
    user(`,{"type":"tool-createPlan","toolCallId":"t","state":"output-available","output":{}}`),
    user(`,{"type":"text","text":{"not":"text"}}`),
    `{"language":"en","messages":${deep(100_000)}}`,
  ]);
  return { type: "application/json", body };
}

function noJsChat(): { type: string; body: string } {
  const history = pick([
    `[{"id":"a","role":"assistant","parts":[{"type":"text","text":${deep(40_000)}}]}]`,
    `[{"id":"u","role":"user","parts":[{"type":"data-plan","data":{"run":"r","plan":{"id":"p"}}}]}]`,
  ]);
  const form = new URLSearchParams({ intent: "chat", message: "Berlin tonight", language: "en", history });
  return { type: "application/x-www-form-urlencoded", body: form.toString() };
}

type Answer = { status: number; body: string };
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A declared length: Node sends a DELETE's body without one, which the server rightly reads as none.
    if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
    // A connection each, as many browsers would: no reuse of a socket the server just closed.
    const req = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text = text.length < 2000 ? text + d : text));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** What the fuzz must not change: who exists, what they are called, their plans, chats, sign-ins, quotas. */
async function snapshot() {
  const [users, plans, shared, threads, messages, codes, sessions, quotas, counters] = await Promise.all([
    db.user.findMany({ select: { id: true, name: true, email: true }, orderBy: { id: "asc" } }),
    db.datePlan.count(),
    db.datePlan.count({ where: { shareToken: { not: null } } }),
    db.chatThread.count(),
    db.chatMessage.count(),
    db.signInCode.count(),
    db.session.count(),
    db.guestQuota.count(),
    db.usageCounter.count(),
  ]);
  return { users, plans, shared, threads, messages, codes, sessions, quotas, counters };
}

describe("fuzzing the HTTP stack", () => {
  it(`answers ${REQUESTS} odd, cross-site and forged requests without a 5xx, changing nothing`, async () => {
    const user = await createTestUser({ name: "Ada" });
    const cookie = await sessionCookieFor(user.id);
    const before = await snapshot();
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    const one = async () => {
      const kind = rnd();
      const path = pick(PATHS);
      const headers: Record<string, string> = {};
      if (rnd() < 0.7) headers.Cookie = cookie;
      let method: string;
      let body: string | undefined;
      let expected: number | null = null;
      if (kind < 0.45) {
        // A state-changing request from elsewhere: refused before anything reads it.
        method = pick(CHANGING);
        Object.assign(headers, elsewhere());
        const payload = pick([forgedChat(), noJsChat(), { type: "text/plain", body: '{"name":"Mallory"}' }]);
        headers["Content-Type"] = payload.type;
        body = payload.body;
        expected = 403;
      } else if (kind < 0.65) {
        method = pick(ODD);
        if (rnd() < 0.5) Object.assign(headers, elsewhere());
        expected = 405;
      } else if (kind < 0.85) {
        // Same-origin chat posts with forged or absurdly nested parts.
        method = "POST";
        headers.Origin = `http://localhost:${port}`;
        const payload = rnd() < 0.7 ? forgedChat() : noJsChat();
        headers["Content-Type"] = payload.type;
        body = payload.body;
        return check(method, rnd() < 0.7 ? "/api/chat" : "/?index", headers, body, null, true);
      } else {
        method = pick(["GET", "HEAD", "OPTIONS"]);
        if (rnd() < 0.5) Object.assign(headers, elsewhere());
      }
      return check(method, path, headers, body, expected, false);
    };

    const check = async (
      method: string,
      path: string,
      headers: Record<string, string>,
      body: string | undefined,
      expected: number | null,
      refused: boolean,
    ) => {
      const answer = await send(method, path, headers, body).catch((error: Error) => ({
        status: 0,
        body: error.message,
      }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const what = `${method} ${path} ${JSON.stringify({ ...headers, Cookie: undefined })} ${(body ?? "").slice(0, 60)}`;
      if (answer.status === 0) failures.push(`${what}: ${answer.body}`);
      else if (answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
      else if (expected !== null && answer.status !== expected) failures.push(`${what}: ${answer.status}`);
      else if (refused && answer.status < 400) failures.push(`${what}: accepted (${answer.status})`);
    };

    // A few at a time, as browsers would.
    let sent = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (sent < REQUESTS) {
          sent++;
          await one();
        }
      }),
    );

    expect(failures.slice(0, 10)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(REQUESTS);
    expect(statuses.get(403)).toBeGreaterThan(REQUESTS / 4);
    expect(statuses.get(405)).toBeGreaterThan(REQUESTS / 10);
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
