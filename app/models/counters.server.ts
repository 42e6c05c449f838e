// Race-free counters: one atomic SQL statement inserts or increments a counter only while it is under
// its limit and returns the new count (SQLite and PostgreSQL both speak this ON CONFLICT form). Plan
// quotas, sign-in code sends and wrong-code guesses all count this way, so concurrent requests can never
// pass a limit between a read and a write.
import { db } from "~/db/client.server";

/** +1 on the counter unless that would pass `limit`; the new count, or null when the limit is reached. */
export async function countUnderLimit(subject: string, period: string, limit: number): Promise<number | null> {
  const rows = await db.$queryRaw<Array<{ count: number | bigint }>>`
    INSERT INTO "UsageCounter" ("subject", "period", "count") VALUES (${subject}, ${period}, 1)
    ON CONFLICT ("subject", "period") DO UPDATE SET "count" = "UsageCounter"."count" + 1
    WHERE "UsageCounter"."count" < ${limit}
    RETURNING "count"`;
  return rows.length ? Number(rows[0].count) : null;
}

/** Gives one count back (never below zero). */
export async function uncount(subject: string, period: string): Promise<void> {
  await db.$executeRaw`UPDATE "UsageCounter" SET "count" = "count" - 1 WHERE "subject" = ${subject} AND "period" = ${period} AND "count" > 0`;
}

/** The current clock hour as a counter period ("hour:2026-11-24T17", UTC) and the seconds left in it. */
export function hourPeriod(now = new Date()): { period: string; secondsLeft: number } {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return {
    period: `hour:${now.toISOString().slice(0, 13)}`,
    secondsLeft: Math.max(1, Math.ceil((start.getTime() + 3600_000 - now.getTime()) / 1000)),
  };
}
