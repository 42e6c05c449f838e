// Prisma CLI configuration. The JavaScript schema engine with a driver adapter means
// `prisma generate`, `migrate deploy` and `migrate diff` never download an engine binary.
// DATABASE_URL picks the engine: PostgreSQL uses the schema and migrations `npm run db:sync` derives
// (docs/decisions/0006-postgresql.md); otherwise the SQLite source schema.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { databaseFile, postgresUrl } from "./app/utils/data-location.ts";
import { cliAdapter } from "./app/db/pg-cli-adapter.ts";

const pg = postgresUrl();
const dir = pg ? path.join("prisma", "postgres") : "prisma";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(dir, "schema.prisma"),
  migrations: { path: path.join(dir, "migrations") },
  adapter: async () => (pg ? cliAdapter(pg) : new PrismaBetterSQLite3({ url: `file:${databaseFile()}` })),
});
