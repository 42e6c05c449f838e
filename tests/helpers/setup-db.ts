// Runs before each test file: a private copy of the run's template database (a SQLite file, or on
// PostgreSQL runs a database created from the template database).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, inject } from "vitest";
import { pinPlanSeeds } from "~/services/plan-seed.server";
import { createDatabase, dropDatabase, freshName, testPostgresUrl } from "./pg";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-test-"));
process.env.DATA_DIR = dir;
const adminUrl = testPostgresUrl();
const template = inject("templateDatabase");
const database = adminUrl && template ? freshName("amble_test") : null;
if (adminUrl && template && database) {
  process.env.DATABASE_URL = await createDatabase(adminUrl, database, template);
} else {
  fs.copyFileSync(path.join(inject("templateDir"), "amble.db"), path.join(dir, "amble.db"));
  delete process.env.DATABASE_URL;
}
delete (globalThis as { ambleDb?: unknown }).ambleDb;
// Tests never reach a real language model; a test that wants one points these at a loopback fake.
for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL", "STRIPE_SECRET_KEY", "STRIPE_API_URL"])
  delete process.env[key];
// Nor a real place service: plans come from the bundled catalog, and a test that switches to an online
// source points it at loopback fakes (anything it forgets lands on a closed loopback port).
delete process.env.GOOGLE_MAPS_API_KEY;
process.env.PLACES_SOURCE = "catalog";
process.env.OVERPASS_URL = "http://127.0.0.1:9/api/interpreter";
process.env.NOMINATIM_URL = "http://127.0.0.1:9";
process.env.GOOGLE_PLACES_URL = "http://127.0.0.1:9";

// Every test's plans come from seeds pinned by its file and name: a plan a test reads is the same on every
// run (and in CI), whatever ran before it.
beforeEach(() => {
  const { testPath = "", currentTestName = "" } = expect.getState();
  let hash = 0;
  for (const ch of `${path.basename(testPath)} ${currentTestName}`) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  pinPlanSeeds(hash);
});

afterAll(async () => {
  const client = (globalThis as { ambleDb?: { $disconnect(): Promise<void> } }).ambleDb;
  await client?.$disconnect();
  if (adminUrl && database) await dropDatabase(adminUrl, database);
  fs.rmSync(dir, { recursive: true, force: true });
});
