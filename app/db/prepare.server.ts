// Brings the database up to date on start: applies committed migrations (prisma.config.ts picks the
// engine's schema and migrations folder from DATABASE_URL), then seeds.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { seed } from "../../prisma/seed";
import { db, isPostgres } from "./client.server";
import { databaseFile } from "~/utils/data-location";
import { restrictDatabaseFiles } from "./permissions.server";

const run = promisify(execFile);
const MIGRATE_ATTEMPTS = 10;

export async function migrate(): Promise<void> {
  if (!isPostgres()) fs.mkdirSync(path.dirname(databaseFile()), { recursive: true, mode: 0o700 });
  const prisma = path.resolve("node_modules", ".bin", "prisma");
  // Instances starting together contend for the migration lock (SQLite's write lock can outlast the
  // CLI's wait on a busy machine, and Prisma's engine then reports it as a WASM_ERROR): the loser tries
  // again, a little later each time and never in step with the other, and then finds nothing left to
  // apply. Six tries (~10 s) were once not enough for a CI machine starting two instances together.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(prisma, ["migrate", "deploy"], { env: process.env });
      return;
    } catch (error) {
      if (attempt >= MIGRATE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt + Math.random() * 500));
    }
  }
}

export async function prepareDatabase(): Promise<void> {
  await migrate();
  if (!isPostgres()) {
    await db.$executeRawUnsafe("PRAGMA journal_mode = WAL");
    restrictDatabaseFiles(databaseFile());
  }
  // Instances starting together on a fresh database may race to insert the same rows; the loser's
  // second pass finds them and updates them.
  await seed(db).catch(() => seed(db));
}
