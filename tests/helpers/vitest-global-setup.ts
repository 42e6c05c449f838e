import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase, dropDatabase, freshName, testPostgresUrl } from "./pg";

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
    /** PostgreSQL runs: the template database's name (each test file copies it). */
    templateDatabase: string | null;
  }
}

/** One migrated, seeded database per test run; each test file copies it (tests/helpers/setup-db.ts). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-template-"));
  process.env.DATA_DIR = dir;
  const adminUrl = testPostgresUrl();
  const template = adminUrl ? freshName("amble_template") : null;
  if (adminUrl && template) process.env.DATABASE_URL = await createDatabase(adminUrl, template);
  else delete process.env.DATABASE_URL;
  const { prepareDatabase } = await import("~/db/prepare.server");
  const { db } = await import("~/db/client.server");
  await prepareDatabase();
  if (!adminUrl) {
    // Fold the WAL back into the file so a plain copy is complete.
    await db.$executeRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
    await db.$executeRawUnsafe("PRAGMA journal_mode = DELETE");
  }
  // A template database must have no connections while it is copied.
  await db.$disconnect();
  project.provide("templateDir", dir);
  project.provide("templateDatabase", template);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}
