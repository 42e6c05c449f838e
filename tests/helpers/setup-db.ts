// Runs before each test file: a private copy of the run's template database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-test-"));
fs.copyFileSync(path.join(inject("templateDir"), "amble.db"), path.join(dir, "amble.db"));
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
delete (globalThis as { ambleDb?: unknown }).ambleDb;
// Tests never reach a real language model; a test that wants one points these at a loopback fake.
for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"]) delete process.env[key];

afterAll(async () => {
  const client = (globalThis as { ambleDb?: { $disconnect(): Promise<void> } }).ambleDb;
  await client?.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});
