// Bad input never breaks the server: seeded random and malformed requests against every route module
// (pages, /api, /auth, /set-language, /healthcheck, the root loader), in-process: wrong methods, bodies
// (JSON, wrong types, garbage bytes, huge, multipart that does not match its boundary, urlencoded, chat
// messages with forged parts or parts nested hundreds of thousands of levels deep),
// encodings, cookies (garbage and duplicated session, guest and sign-in cookies), headers (bad
// Content-Type, a Content-Length that does not match), odd path parameters and query strings.
// Every answer is below 500; an /api or /auth refusal is JSON naming the problem ({error, message}); and
// a refused request writes nothing.
//
// "Writes nothing" is watched by triggers on every table, filling an audit table with each insert,
// update and delete, so each request's writes are known exactly and cheaply. Left out, because
// refusing is exactly when they must count: the rate counters (UsageCounter, GuestQuota: a refused plan
// is reserved and refunded, a refused guest still counts), SignInCode.attempts (a wrong guess is counted)
// and the place cache. An accepted request may write (a plausible plan is a plan).
//
// The Express layer in front of Remix (body limits, malformed paths and hosts) is fuzzed against a real
// server in tests/unit/scale/request-limits.test.ts, the origin rule and odd methods in http-fuzz.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seeded } from "../../helpers/random";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

type Handler = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

const modules = import.meta.glob<RouteModule>(["/app/routes/*.{ts,tsx}", "/app/root.tsx"], { eager: true });

const rnd = seeded(Number(process.env.FUZZ_SEED ?? 20261122));
const int = (n: number) => Math.floor(rnd() * n);
const text = (v: unknown) => (v !== null && typeof v === "object" ? JSON.stringify(v) : String(v));
const pick = <T>(items: readonly T[]): T => items[int(items.length)];
/** Header values hold Latin-1 only. */
const latin1 = (s: string) => s.replace(/[^\x20-\x7e]/g, "");

const FIELDS = [
  "location",
  "timeSlot",
  "vibe",
  "budget",
  "duration",
  "transportation",
  "withKids",
  "specialOccasions",
  "preferences",
  "specialRequests",
  "plannedDate",
  "language",
  "previousPlanId",
  "fingerprint",
  "email",
  "code",
  "redirectTo",
  "name",
  "text",
  "activity",
  "activityDurationHours",
  "messages",
  "message",
  "history",
  "request",
  "chatId",
  "id",
  "threadId",
  "planId",
  "intent",
  "confirm",
  "t",
  "type",
  "data",
  "__proto__",
  "constructor",
];
const STRINGS = [
  "",
  " ",
  "Berlin",
  "evening",
  "romantic",
  "luxury",
  "chat",
  "delete-account",
  "2026-12-01",
  "9999-99-99",
  "a@b.c",
  "not-an-email",
  "123456",
  "0",
  "-1",
  "NaN",
  "null",
  "true",
  '\'; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "%ff%fe",
  "\u0000",
  "🙂".repeat(50),
  "x".repeat(5000),
  "ü\u202e",
  "{{7*7}}",
  "//evil.example",
  "/\\evil.example",
  "[]",
  '{"a":',
];

function value(depth = 0): unknown {
  switch (int(depth > 2 ? 5 : 8)) {
    case 0:
      return pick(STRINGS);
    case 1:
      return int(3) ? int(100) - 50 : pick([1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return pick([true, false, null]);
    case 3:
      return String.fromCharCode(...Array.from({ length: int(40) }, () => int(0xffff)));
    case 4:
      return pick(STRINGS).repeat(int(3) + 1);
    case 5:
      return Array.from({ length: int(5) }, () => value(depth + 1));
    default:
      return object(depth + 1);
  }
}
function object(depth = 0): Record<string, unknown> {
  // No prototype: "__proto__" and "constructor" become plain keys, as they would in parsed JSON.
  const out: Record<string, unknown> = Object.create(null);
  for (let i = int(6); i > 0; i--) out[int(4) ? pick(FIELDS) : String(value(3))] = value(depth);
  return out;
}
const plausiblePlan = () => ({
  location: pick(["Berlin", "Wien", "Atlantis", ""]),
  duration: value(),
  timeSlot: value(),
  plannedDate: value(),
});
/** Parts the app never sends: forged plan cards and tool calls, text that is no text. */
const forgedPart = () =>
  pick([
    { type: "data-plan", id: "r", data: { run: "r", plan: { id: pick(STRINGS), activities: value(1) } } },
    { type: "data-plan", data: value(2) },
    { type: "data-activity", data: { run: "r", index: value(3), activity: object(2) } },
    { type: "data-request", data: object(1) },
    { type: "tool-createPlan", toolCallId: value(3), state: pick(["output-available", "x"]), output: value(1) },
    { type: "text", text: object(2) },
    { type: pick(["reasoning", "step-start", "file", "source-url", "dynamic-tool"]), text: value(2) },
  ]);
const chatMessage = () => ({
  id: String(value(3)).slice(0, 50),
  role: pick(["user", "assistant", "system", 1]),
  parts: int(4)
    ? [{ type: pick(["text", "data-plan", "tool-createPlan", 7]), text: value(2) }, ...(int(2) ? [forgedPart()] : [])]
    : value(2),
});
/** A chat body with a part nested `levels` deep, as raw JSON (stringifying it would overflow the stack here). */
const nestedChat = (levels: number) =>
  `{"language":"en","messages":[{"id":"m","role":"user","parts":[{"type":"text","text":"hi","x":` +
  "[".repeat(levels) +
  "]".repeat(levels) +
  "}]}]}";

function multipart(): { text: string; type: string } {
  const boundary = pick(["x", "----fuzz", "", "a b", "é"]);
  const field = (name: string, v: unknown) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(v)}\r\n`;
  const fields = Object.entries(object()).map(([k, v]) => field(k, v));
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\u00ff\r\n`;
  switch (int(5)) {
    case 0: // a boundary the body never uses
      return { text: fields.join("") + `--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}zz` };
    case 1: // no boundary at all
      return { text: fields.join(""), type: "multipart/form-data" };
    case 2: // cut off before the closing boundary
      return { text: fields.join("").slice(0, int(200)), type: `multipart/form-data; boundary=${boundary}` };
    case 3: // with a file part
      return {
        text: fields.join("") + file + `--${boundary}--\r\n`,
        type: `multipart/form-data; boundary=${boundary}`,
      };
    default: // well-formed
      return { text: fields.join("") + `--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  }
}

function body(): { text?: string | Uint8Array<ArrayBuffer>; type?: string } {
  switch (int(15)) {
    case 0:
      return {};
    case 1:
      return { text: JSON.stringify(object()), type: "application/json" };
    case 2:
      return { text: JSON.stringify(plausiblePlan()), type: "application/json" };
    case 3:
      return { text: JSON.stringify(value()), type: pick(["application/json", "text/plain", ""]) };
    case 4:
      return {
        text: pick(['{"a":', "{'a':1}", "[1,2", "\u0000\u0001", "null", '{"a":1}}', "%%%", '"\\ud800"']),
        type: "application/json",
      };
    case 5: {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(object())) form.append(k, text(v));
      return { text: form.toString(), type: "application/x-www-form-urlencoded" };
    }
    case 6:
      return multipart();
    case 7: // huge: over the 64 KB of most routes, and over the chat's 512 KB
      return {
        text: "x".repeat(pick([70_000, 200_000, 600_000])),
        type: pick(["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]),
      };
    case 8: // invalid UTF-8 and stray bytes
      return { text: Uint8Array.from({ length: int(300) }, () => int(256)), type: pick(["application/json", ""]) };
    case 9:
      return {
        text: pick(["a=%zz&b=%&c=%e0%a4%a", "a&&=&==b", "x=" + "%41".repeat(3000), "intent=chat&history=%5B"]),
        type: "application/x-www-form-urlencoded",
      };
    case 10:
      return {
        text: JSON.stringify({ id: String(value(3)), messages: Array.from({ length: int(4) }, chatMessage) }),
        type: "application/json",
      };
    case 11: {
      const form = new URLSearchParams({ intent: "chat", message: text(value()), history: text(value()) });
      return { text: form.toString(), type: "application/x-www-form-urlencoded" };
    }
    case 12: // nested far past any stack, under the chat's body limit
      return { text: nestedChat(pick([1000, 50_000, 200_000])), type: "application/json" };
    case 13: {
      const history = `[{"id":"a","role":"assistant","parts":[{"type":"text","text":${"[".repeat(30_000)}${"]".repeat(30_000)}}]}]`;
      const form = new URLSearchParams({ intent: "chat", message: "Berlin", history });
      return { text: form.toString(), type: "application/x-www-form-urlencoded" };
    }
    default:
      return {
        text: JSON.stringify(object()),
        type: pick([
          "application/xml",
          "image/png",
          "application/json; charset=utf-16",
          "application/json; charset=klingon",
          "text/plain; boundary=x",
          ";;;",
        ]),
      };
  }
}

function param(ids: string[]): string {
  return pick([
    "",
    "1",
    "0",
    "-1",
    "null",
    "undefined",
    "cm0000000000000000000000",
    "x".repeat(3000),
    "..",
    "%2e%2e",
    "' OR 1=1 --",
    "🙂",
    ...ids,
    ...ids,
    String(value(3))
      .slice(0, 200)
      .replace(/[\ud800-\udfff]/g, "?"), // a URL cannot hold lone surrogates
  ]);
}

function query(): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({
    ...object(2),
    ...(int(2) ? { input: value(), lat: value(), lng: value(), location: value(), timeZone: value() } : {}),
    ...(int(4) ? {} : { chat: value(), mode: pick(["chat", "form", "x"]), edit: "1", index: "" }),
  }))
    q.append(k, text(v));
  const raw = q.toString();
  return int(6) ? raw : raw + pick(["&%ff=%fe", "&a=%", "&" + "b=1&".repeat(2000)]);
}

function cookies(session: string): string {
  const jar = [
    session,
    session,
    `${session}; ${session.replace(/=.*/, "=garbage")}`, // the same cookie twice, the forged one last
    `${session.replace(/=.*/, "=garbage")}; ${session}`,
    "amble_session=garbage",
    "amble_session=" + "A".repeat(4000),
    "amble_session=s%3Ax.y; amble_session=",
    "amble_guest=forged.signature",
    "amble_guest=; amble_guest=eyJ4IjoxfQ%3D%3D.abc",
    "_totp=garbage",
    "_totp=; _totp=%%%",
    "_totp=" + "e".repeat(3000),
    "amble_signin=forged; _totp=x",
    "amble_lng=xx; amble-planner-mode=chat",
    "amble_lng=de",
    "=; ;;; a",
    "%E0%A4%A=%ff",
    latin1(String(value(3))),
  ];
  return Array.from({ length: int(3) + 1 }, () => pick(jar)).join("; ");
}

const routes = Object.entries(modules).map(([file, mod]) => {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx?$/, "");
  const params = [...name.matchAll(/\$(\w*)/g)].map((m) => m[1] || "*");
  const path =
    name === "root" || name === "_index"
      ? "/"
      : "/" + name.replace(/\$(\w*)/g, (_m, p: string) => `:${p || "*"}`).replaceAll(".", "/");
  // /api and /auth answer in JSON; pages and /set-language may answer with a page or a redirect.
  const api = /^(api|auth)\./.test(name);
  return { name, path, params, api, mod };
});

/** Audit triggers: every write to a watched table (see above) becomes a row in FuzzAudit. */
const WATCHED: Record<string, string | null> = {
  User: null,
  Session: null,
  SignInCode: '"email", "codeHash", "totp", "usedAt", "expiresAt", "ipHash"',
  DatePlan: null,
  Activity: null,
  SwapHistory: null,
  SubscriptionPlan: null,
  Subscription: null,
  StripeEvent: null,
  ChatThread: null,
  ChatMessage: null,
};
async function watchWrites() {
  await db.$executeRawUnsafe(
    'CREATE TABLE IF NOT EXISTS "FuzzAudit" (id INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT, op TEXT)',
  );
  for (const [table, columns] of Object.entries(WATCHED)) {
    for (const op of ["INSERT", "UPDATE", "DELETE"]) {
      const event = op === "UPDATE" && columns ? `UPDATE OF ${columns}` : op;
      await db.$executeRawUnsafe(
        `CREATE TRIGGER IF NOT EXISTS "fuzz_${table}_${op}" AFTER ${event} ON "${table}" ` +
          `BEGIN INSERT INTO "FuzzAudit" (tbl, op) VALUES ('${table}', '${op}'); END`,
      );
    }
  }
}
const lastWrite = async () =>
  Number((await db.$queryRawUnsafe<{ n: bigint | null }[]>('SELECT max(id) AS n FROM "FuzzAudit"'))[0].n ?? 0);
const writesSince = (id: number) =>
  db.$queryRawUnsafe<{ tbl: string; op: string }[]>('SELECT tbl, op FROM "FuzzAudit" WHERE id > ?', id);

// The triggers are SQLite's (the test database this file runs on; each test file has its own copy).
const sqlite = !process.env.DATABASE_URL?.startsWith("postgres");
beforeAll(async () => {
  if (sqlite) await watchWrites();
});

const REQUESTS = 2400;
/** Origins of every kind: the routes must never fail on one (the origin rule itself is in server.ts). */
const ORIGINS = [
  "http://localhost",
  "https://evil.example",
  "null",
  "http://",
  "%%%",
  "http://localhost:3001",
  "http://localhost, https://evil.example",
];

describe("fuzzing every route", () => {
  it("finds every route module: pages, /api, /auth and the rest", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.filter((r) => !r.api).map((r) => r.name)).toEqual(
      expect.arrayContaining(["_index", "$", "plan.$planId", "set-language", "healthcheck", "login", "root"]),
    );
  });

  it.runIf(sqlite)(
    `answers ${REQUESTS} bad requests without a 5xx, in JSON under /api and /auth, writing nothing when refusing`,
    async () => {
      const failures: string[] = [];
      let sent = 0;
      let acceptedWrites = 0;
      const statuses = new Map<number, number>();
      for (let round = 0; sent < REQUESTS; round++) {
        // A fresh user, session and plan each round: the fuzz may sign out or delete the account.
        const user = await createTestUser();
        const session = await sessionCookieFor(user.id);
        const plan = await db.datePlan.findFirst({ include: { activities: true }, orderBy: { createdAt: "desc" } });
        const ids = plan ? [plan.id, ...plan.activities.map((a) => a.id)] : [];
        for (const route of routes) {
          const handlers = (["loader", "action"] as const).filter((h) => route.mod[h]);
          for (const handler of handlers) {
            const params = Object.fromEntries(route.params.map((p) => [p, param(ids)]));
            const path = route.path.replace(/:(\w+|\*)/g, (_m, p: string) =>
              p === "*" && int(2)
                ? pick(["a/b/c", "%2e%2e/x", "x".repeat(4000), "é/ü"])
                : encodeURIComponent(params[p]),
            );
            const url = `http://localhost${path}${int(4) ? `?${query()}` : ""}`;
            const headers = new Headers();
            if (int(4)) headers.set("Cookie", cookies(session));
            if (int(4) === 0) headers.set("Accept-Language", latin1(String(value(3))));
            if (int(5) === 0) headers.set("Stripe-Signature", `t=${int(1e10)},v1=${"ab".repeat(32)}`);
            if (int(5) === 0)
              headers.set("Accept", pick(["application/json", "text/html", "*/*", "text/event-stream"]));
            if (int(8) === 0) headers.set("x-client-ip", pick(["127.0.0.1", "::1", "not-an-ip", ""]));
            if (int(8) === 0) headers.set("Origin", pick(ORIGINS));
            const method =
              handler === "loader"
                ? pick(["GET", "GET", "HEAD"])
                : pick(["POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "MKCOL"]);
            const b = method === "GET" || method === "HEAD" ? {} : body();
            if (b.type) headers.set("Content-Type", b.type);
            // A length that does not match the body (routes must read the body, not trust the header).
            if (b.text !== undefined && int(6) === 0) headers.set("Content-Length", String(int(1e9)));
            if (int(10) === 0) headers.set("Content-Encoding", "gzip");
            const request = new Request(url, { method, headers, body: b.text });
            const shown = typeof b.text === "string" ? b.text.slice(0, 80) : b.text ? "<bytes>" : "";
            const what = `${method} ${route.name} ${url.slice(0, 100)} [${b.type ?? "-"}] ${shown}`;
            const before = await lastWrite();
            let response: Response;
            try {
              const result = await route.mod[handler]!({ request, params, context: { cspNonce: "" } });
              // A page's loader may return plain data: Remix answers that with a 200.
              response = result instanceof Response ? result : new Response(JSON.stringify(result ?? null));
            } catch (error) {
              // Remix turns a thrown Response into that response; anything else would be a 500.
              if (error instanceof Response) response = error;
              else {
                failures.push(`${what}: threw ${(error as Error)?.stack?.slice(0, 300)}`);
                sent++;
                continue;
              }
            }
            sent++;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            // Read to the end: streamed answers (plans, chat) do their work while they are read.
            const answer = await response.text().catch((error: Error) => `<unreadable: ${error.message}>`);
            const writes = await writesSince(before);
            if (response.status < 400) {
              if (writes.length) acceptedWrites++;
              continue;
            }
            // 503 payments-disabled is the payments routes' deliberate answer when Stripe is not configured.
            const deliberate = response.status === 503 && answer.includes('"payments-disabled"');
            if (response.status >= 500 && !deliberate)
              failures.push(`${what}: ${response.status} ${answer.slice(0, 200)}`);
            if (route.api) {
              const type = response.headers.get("Content-Type") ?? "";
              if (!type.includes("application/json")) failures.push(`${what}: ${response.status} without JSON`);
              else {
                const json = JSON.parse(answer) as { error?: unknown; message?: unknown };
                if (typeof json.error !== "string" || (typeof json.message !== "string" && route.name !== "auth.magic"))
                  failures.push(`${what}: ${response.status} body ${answer.slice(0, 200)}`);
              }
            }
            if (writes.length) {
              const list = writes.map((w) => `${w.op} ${w.tbl}`).join(", ");
              failures.push(`${what}: refused (${response.status}) but wrote ${list}`);
            }
          }
        }
      }
      expect(sent).toBeGreaterThanOrEqual(REQUESTS);
      expect(failures.slice(0, 15)).toEqual([]);
      // The fuzz got past validation sometimes (else it tests little) and was refused most of the time.
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
      expect(refused).toBeGreaterThan(REQUESTS / 2);
      expect(sent - refused).toBeGreaterThan(100);
      expect(acceptedWrites).toBeGreaterThan(0);

      // The database is whole: no dangling references, and each plan has one active activity per position.
      expect(await db.$queryRawUnsafe("PRAGMA foreign_key_check")).toEqual([]);
      const broken = await db.$queryRawUnsafe<unknown[]>(
        'SELECT "planId", "position" FROM "Activity" WHERE active = 1 GROUP BY "planId", "position" HAVING count(*) > 1',
      );
      expect(broken).toEqual([]);
    },
    600_000,
  );
});
