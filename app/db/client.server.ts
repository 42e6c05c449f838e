// One Prisma client per process, connected to the embedded SQLite file through better-sqlite3.
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "~/generated/prisma/client";
import { databaseFile } from "./location";

function createClient(): PrismaClient {
  const file = databaseFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // WAL lets readers proceed while a plan is written; busy_timeout waits out short write locks.
  const adapter = new PrismaBetterSQLite3({ url: `file:${file}`, timeout: 5000 });
  return new PrismaClient({ adapter });
}

const globalForPrisma = globalThis as unknown as { ambleDb?: PrismaClient };
export const db: PrismaClient = (globalForPrisma.ambleDb ??= createClient());
