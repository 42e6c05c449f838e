import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/** One migrated, seeded database per test run; each test file copies it (tests/helpers/setup-db.ts). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-template-"));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  const { prepareDatabase } = await import("~/db/prepare.server");
  const { db } = await import("~/db/client.server");
  await prepareDatabase();
  // Fold the WAL back into the file so a plain copy is complete.
  await db.$executeRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$executeRawUnsafe("PRAGMA journal_mode = DELETE");
  await db.$disconnect();
  project.provide("templateDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
