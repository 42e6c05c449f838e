// Bad input never breaks the server: seeded random and malformed bodies, headers, query strings and path
// parameters against every /api and /auth route module, in-process. Each answer must be below 500, a
// refusal must be JSON naming the problem ({error, message}; /auth form posts may redirect instead), and
// a refused request must leave the database as it was.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

type Handler = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

const modules = import.meta.glob<RouteModule>(["/app/routes/api.*.{ts,tsx}", "/app/routes/auth.*.{ts,tsx}"], {
  eager: true,
});

/** mulberry32: the same seed, the same requests, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(Number(process.env.FUZZ_SEED ?? 20261122));
const int = (n: number) => Math.floor(rnd() * n);
const text = (v: unknown) => (v !== null && typeof v === "object" ? JSON.stringify(v) : String(v));
const pick = <T>(items: readonly T[]): T => items[int(items.length)];

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
  "id",
  "threadId",
  "planId",
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
  "\u0000",
  "🙂".repeat(50),
  "x".repeat(5000),
  "ü\u202e",
  "{{7*7}}",
  "//evil.example",
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

function body(): { text?: string; type?: string } {
  switch (int(9)) {
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
        text: pick(['{"a":', "{'a':1}", "[1,2", "\u0000\u0001", "null", '{"a":1}}', "%%%"]),
        type: "application/json",
      };
    case 5: {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(object())) form.append(k, text(v));
      return { text: form.toString(), type: "application/x-www-form-urlencoded" };
    }
    case 6:
      return {
        text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
        type: "multipart/form-data; boundary=y",
      };
    case 7:
      return { text: "x".repeat(200_000), type: pick(["application/json", "application/x-www-form-urlencoded"]) };
    default:
      return {
        text: JSON.stringify(object()),
        type: pick(["application/xml", "image/png", "application/json; charset=utf-16"]),
      };
  }
}

function param(): string {
  return pick([
    "",
    "1",
    "0",
    "-1",
    "null",
    "undefined",
    "cm0000000000000000000000",
    "x".repeat(300),
    "%2e%2e",
    "' OR 1=1 --",
    "🙂",
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
  }))
    q.append(k, text(v));
  return q.toString();
}

async function rowCounts() {
  const counts = await Promise.all([
    db.user.count(),
    db.session.count(),
    db.signInCode.count(),
    db.datePlan.count(),
    db.activity.count(),
    db.swapHistory.count(),
    db.subscription.count(),
    db.usageCounter.count(),
    db.guestQuota.count(),
    db.stripeEvent.count(),
    db.chatThread.count(),
    db.chatMessage.count(),
    db.subscriptionPlan.count(),
  ]);
  return counts.join(",");
}

const routes = Object.entries(modules).map(([file, mod]) => {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx?$/, "");
  const params = [...name.matchAll(/\$(\w*)/g)].map((m) => m[1] || "*");
  const path = "/" + name.replace(/\$(\w*)/g, (_m, p: string) => `:${p || "*"}`).replaceAll(".", "/");
  return { name, path, params, mod };
});

describe("fuzzing every /api and /auth endpoint", () => {
  it("finds every route module", () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 1500 bad requests without a 5xx, with a JSON reason, changing nothing when refusing", async () => {
    const user = await createTestUser();
    const cookies = [
      await sessionCookieFor(user.id),
      "__session=garbage",
      "amble_session=" + "A".repeat(4000),
      "amble_guest=forged.signature; lng=xx",
      String(value(3)).replace(/[^\x20-\x7e]/g, ""), // headers hold Latin-1 only
    ];
    const failures: string[] = [];
    let sent = 0;
    for (let round = 0; sent < 1500; round++) {
      for (const route of routes) {
        const handlers = (["loader", "action"] as const).filter((h) => route.mod[h]);
        for (const handler of handlers) {
          const params = Object.fromEntries(route.params.map((p) => [p, param()]));
          const url = `http://localhost${route.path.replace(/:(\w+|\*)/g, (_m, p: string) => encodeURIComponent(params[p]))}?${query()}`;
          const headers = new Headers();
          if (int(3)) headers.set("Cookie", pick(cookies));
          if (int(4) === 0) headers.set("Accept-Language", String(value(3)).replace(/[^\x20-\x7e]/g, ""));
          if (int(5) === 0) headers.set("Stripe-Signature", `t=${int(1e10)},v1=${"ab".repeat(32)}`);
          if (int(5) === 0) headers.set("Accept", pick(["application/json", "text/html", "*/*"]));
          const method =
            handler === "loader" ? pick(["GET", "HEAD"]) : pick(["POST", "POST", "PUT", "PATCH", "DELETE"]);
          const b = method === "GET" || method === "HEAD" ? {} : body();
          if (b.type) headers.set("Content-Type", b.type);
          const request = new Request(url, { method, headers, body: b.text });
          const before = await rowCounts();
          let response: Response;
          try {
            response = (await route.mod[handler]!({ request, params, context: { cspNonce: "" } })) as Response;
          } catch (error) {
            // Remix turns a thrown Response into that response; anything else would be a 500.
            if (error instanceof Response) response = error;
            else {
              failures.push(`${method} ${url.slice(0, 120)}: threw ${(error as Error)?.stack?.slice(0, 300)}`);
              sent++;
              continue;
            }
          }
          sent++;
          const what = `${method} ${url.slice(0, 120)} [${b.type ?? "-"}] ${b.text?.slice(0, 80) ?? ""}`;
          if (response.status >= 400) {
            const text = await response.text();
            // 503 payments-disabled is the payments routes' deliberate answer when Stripe is not configured.
            const deliberate = response.status === 503 && text.includes('"payments-disabled"');
            if (response.status >= 500 && !deliberate)
              failures.push(`${what}: ${response.status} ${text.slice(0, 200)}`);
            const type = response.headers.get("Content-Type") ?? "";
            if (!type.includes("application/json")) failures.push(`${what}: ${response.status} without JSON`);
            else {
              const json = JSON.parse(text) as { error?: unknown; message?: unknown };
              if (typeof json.error !== "string" || (typeof json.message !== "string" && route.name !== "auth.magic"))
                failures.push(`${what}: ${response.status} body ${text.slice(0, 200)}`);
            }
            const after = await rowCounts();
            if (after !== before)
              failures.push(`${what}: refused (${response.status}) but rows changed ${before} → ${after}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1500);
    expect(failures.slice(0, 15)).toEqual([]);
  }, 600_000);
});
