// One Prisma client per process: PostgreSQL through pg when DATABASE_URL says so, otherwise the embedded
// SQLite file through better-sqlite3. Each engine has its own generated client (its query compiler is
// built per provider); the models are the same, so the app sees one type (docs/decisions/0006-postgresql.md).
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { Database } from "better-sqlite3";
import { PrismaClient } from "~/generated/prisma/client";
import { PrismaClient as PostgresClient } from "~/generated/prisma-pg/client";
import { databaseFile, postgresUrl } from "~/utils/data-location";

export const isPostgres = () => postgresUrl() !== null;

// Per process, not per module instance: server.ts imports the sources, the built app its own copy of them.
const shared = globalThis as unknown as { ambleDb?: PrismaClient; ambleSqlite?: Database };

function createClient(): PrismaClient {
  const pg = postgresUrl();
  if (pg) return new PostgresClient({ adapter: new PrismaPg({ connectionString: pg }) }) as unknown as PrismaClient;
  const file = databaseFile();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // WAL lets readers proceed while a plan is written; busy_timeout waits out short write locks.
  return new PrismaClient({ adapter: new SqliteAdapter({ url: `file:${file}`, timeout: 5000 }) });
}

/**
 * In WAL mode, synchronous=NORMAL syncs the log at checkpoints instead of at every commit: a commit
 * then survives a crash of the app but not a power cut of the machine, and costs microseconds instead
 * of the ≈1 ms fsync that better-sqlite3 would block the event loop for on every write
 * (docs/decisions/0013-hot-paths-in-raw-sql.md). The setting lives per connection.
 */
class SqliteAdapter extends PrismaBetterSQLite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript("PRAGMA synchronous = NORMAL");
    // The adapter keeps its better-sqlite3 handle as `client` (not in its types).
    shared.ambleSqlite = (adapter as unknown as { client: Database }).client;
    return adapter;
  }
}

/**
 * The better-sqlite3 connection Prisma's adapter uses, once it has connected (SQLite only): writes on
 * the hottest path go through it directly (app/db/hot-path.server.ts).
 */
export const sqliteConnection = () => shared.ambleSqlite ?? null;

export const db: PrismaClient = (shared.ambleDb ??= createClient());
