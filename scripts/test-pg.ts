// `npm run test:pg`: the database tests on PostgreSQL when TEST_DATABASE_URL names a server, otherwise a
// clear line saying they were skipped (so `npm test` passes on machines without PostgreSQL).
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.log("test:pg: SKIPPED the PostgreSQL database tests: set TEST_DATABASE_URL=postgresql://… to run them.");
  process.exit(0);
}
const args = ["vitest", "run", "--config", "vitest.pg.config.ts", ...process.argv.slice(2)];
const result = spawnSync("npx", args, { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
