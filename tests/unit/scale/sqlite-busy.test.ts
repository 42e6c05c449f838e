// SQLite allows one writer at a time. A write that meets another process's write lock waits it out
// (busy_timeout, app/db/client.server.ts) instead of failing with SQLITE_BUSY. The lock is held by a
// child process: better-sqlite3 is synchronous, so a second connection in this thread could not let go.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { db, isPostgres } from "~/db/client.server";
import { databaseFile } from "~/utils/data-location";

/** Another process takes the write lock, writes a row and commits after `holdMs`. */
async function holdWriteLock(holdMs: number) {
  const script = `
    const db = new (require("better-sqlite3"))(process.env.DB_FILE);
    db.exec("BEGIN IMMEDIATE");
    db.prepare('INSERT INTO "PlaceCache" ("key", "payload", "expiresAt") VALUES (?, ?, 0)').run("held", "{}");
    console.log("locked");
    setTimeout(() => { db.exec("COMMIT"); db.close(); }, ${holdMs});`;
  const child = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, DB_FILE: databaseFile() },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", () => reject(new Error("the lock holder failed")));
  });
  return { committed: new Promise<number | null>((resolve) => child.once("exit", resolve)) };
}

describe.skipIf(isPostgres())("SQLite under a held write lock", () => {
  it("retries a write until the other process commits", async () => {
    await db.subscriptionPlan.count(); // the app's connection is open before the lock is taken
    const lock = await holdWriteLock(700);
    const started = performance.now();
    const user = await db.user.create({ data: { email: "busy@example.test" } });
    expect(performance.now() - started).toBeGreaterThan(500);
    expect(user.id).toBeTruthy();
    expect(await lock.committed).toBe(0);
    expect(await db.placeCache.count({ where: { key: "held" } })).toBe(1);
  });

  it("gives up with an error, not a hang, when the lock is held beyond the 5 s timeout", async () => {
    await db.placeCache.deleteMany({ where: { key: "held" } });
    const lock = await holdWriteLock(7000);
    await expect(db.user.create({ data: { email: "never@example.test" } })).rejects.toThrow();
    await lock.committed;
    expect(await db.user.count({ where: { email: "never@example.test" } })).toBe(0);
  }, 20_000);
});
