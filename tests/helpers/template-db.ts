import path from "node:path";

/** A migrated, seeded database that each test file copies, so every file starts fresh. */
export const TEMPLATE_DIR = path.resolve("node_modules/.cache/amble-test-template");
