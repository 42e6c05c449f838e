// Instances keep no state of their own: two production server processes on one database (the test
// file's SQLite file, or its PostgreSQL database under `npm run test:pg`) hold a free user's daily limit
// of 5 exactly, with concurrent requests split between them.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../helpers/server";
import { ordinaryDayAhead } from "../../helpers/today";

// Both instances and this test process must sign and read the same session cookies.
const secrets = {
  SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
  CODE_SECRET: crypto.randomBytes(32).toString("hex"),
};
Object.assign(process.env, secrets);

const { db, isPostgres } = await import("~/db/client.server");
const { createTestUser, sessionCookieFor } = await import("../../helpers/users");

let servers: RunningServer[] = [];

beforeAll(async () => {
  const env = {
    ...secrets,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    RATE_LIMIT_PER_MINUTE: "100000",
  };
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  // One that failed to start fails the file; the one that did start is stopped by afterAll, not left running.
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
}, 250_000);

afterAll(async () => {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  expect(codes).toEqual(servers.map(() => 0));
});

describe(`two instances on one database (${isPostgres() ? "PostgreSQL" : "SQLite"})`, () => {
  it("lets exactly 5 of 30 concurrent plan requests through for a free user", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const body = JSON.stringify({ location: "Berlin", duration: 2, plannedDate: ordinaryDayAhead() });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${servers[i % 2].url}/api/date-plans`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: string }, instance: i % 2 })),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(5);
    expect(responses.filter((r) => r.status === 403 && r.body.error === "daily-limit-reached")).toHaveLength(25);
    expect(await db.datePlan.count({ where: { userId: user.id } })).toBe(5);

    // Both instances see the same count afterwards.
    for (const server of servers) {
      const status = await fetch(`${server.url}/api/rate-limit-status`, { headers: { Cookie: cookie } });
      expect(await status.json()).toMatchObject({ dailyRemaining: 0, canCreatePlan: false });
    }
  }, 60_000);
});
