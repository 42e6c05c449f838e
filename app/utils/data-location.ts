// Where the database lives. Shared by the app and the Prisma CLI config,
// which cannot import the zod-parsed app config (it runs before the app exists).
import path from "node:path";

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || "data");
}

/** A `postgres://` or `postgresql://` DATABASE_URL selects PostgreSQL; `file:` or none, SQLite. */
export function postgresUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.DATABASE_URL?.trim();
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

/** The SQLite file: DATABASE_URL (`file:...`) when set, otherwise `<DATA_DIR>/amble.db`. */
export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL;
  if (url?.startsWith("file:")) return path.resolve(url.slice("file:".length));
  return path.join(dataDir(env), "amble.db");
}
