// Prisma CLI configuration. The JavaScript schema engine with a driver adapter means
// `prisma generate`, `migrate deploy` and `migrate diff` never download an engine binary.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { databaseFile } from "./app/db/location.ts";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => new PrismaBetterSQLite3({ url: `file:${databaseFile()}` }),
});
