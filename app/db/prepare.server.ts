// Brings the database up to date on start: applies committed migrations, then seeds.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { seed } from "../../prisma/seed";
import { db } from "./client.server";
import { databaseFile } from "./location";

const run = promisify(execFile);

export async function migrate(): Promise<void> {
  fs.mkdirSync(path.dirname(databaseFile()), { recursive: true });
  const prisma = path.resolve("node_modules", ".bin", "prisma");
  await run(prisma, ["migrate", "deploy"], { env: process.env });
}

export async function prepareDatabase(): Promise<void> {
  await migrate();
  await db.$executeRawUnsafe("PRAGMA journal_mode = WAL");
  await seed(db);
}
