import fs from "node:fs";
import { TEMPLATE_DIR } from "./template-db";

export default async function setup() {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  process.env.DATA_DIR = TEMPLATE_DIR;
  delete process.env.DATABASE_URL;
  const { prepareDatabase } = await import("~/db/prepare.server");
  const { db } = await import("~/db/client.server");
  await prepareDatabase();
  // Fold the WAL back into the file so a plain copy is complete.
  await db.$executeRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$executeRawUnsafe("PRAGMA journal_mode = DELETE");
  await db.$disconnect();
}
