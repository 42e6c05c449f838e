import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/helpers/vitest-global-setup.ts"],
    setupFiles: ["tests/helpers/setup-db.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20000,
  },
});
