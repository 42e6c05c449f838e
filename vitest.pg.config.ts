// `npm run test:pg`: the database tests again, on PostgreSQL (TEST_DATABASE_URL, an admin connection to a
// server where the tests may create and drop databases). Each test file gets its own database.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// Read by tests/helpers/pg.ts in the global setup and in the test workers, which inherit the environment.
process.env.AMBLE_TEST_ENGINE = "postgres";

// Not mergeConfig: it would append to the base include list instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "tests/unit/api/limits.test.ts",
      "tests/unit/api/plans.test.ts",
      "tests/unit/models/*.test.ts",
      "tests/unit/api/payments.test.ts",
      "tests/unit/session.test.ts",
      "tests/unit/user.test.ts",
      "tests/unit/auth/sign-in.test.ts",
      "tests/unit/auth/sign-in-attacks.test.ts",
      "tests/unit/api/swap-races.test.ts",
      "tests/unit/scale/*.test.ts",
    ],
  },
});
