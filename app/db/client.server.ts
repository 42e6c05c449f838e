// One Prisma client per process: PostgreSQL through pg when DATABASE_URL says so, otherwise the embedded
// SQLite file through better-sqlite3. Each engine has its own generated client (its query compiler is
// built per provider); the models are the same, so the app sees one type (docs/decisions/0006-postgresql.md).
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { PrismaClient as PostgresClient } from "~/generated/prisma-pg/client";
import { databaseFile, postgresUrl } from "./location";

export const isPostgres = () => postgresUrl() !== null;

function createClient(): PrismaClient {
  const pg = postgresUrl();
  if (pg) return new PostgresClient({ adapter: new PrismaPg({ connectionString: pg }) }) as unknown as PrismaClient;
  const file = databaseFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // WAL lets readers proceed while a plan is written; busy_timeout waits out short write locks.
  const adapter = new PrismaBetterSQLite3({ url: `file:${file}`, timeout: 5000 });
  return new PrismaClient({ adapter });
}

const globalForPrisma = globalThis as unknown as { ambleDb?: PrismaClient };
export const db: PrismaClient = (globalForPrisma.ambleDb ??= createClient());
