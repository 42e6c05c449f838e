// PostgreSQL for the test harness: one database per test file, copied from the run's template database.
import crypto from "node:crypto";
import pg from "pg";

/** The admin URL when this run tests PostgreSQL (`npm run test:pg`), else null. */
export function testPostgresUrl(): string | null {
  return process.env.AMBLE_TEST_ENGINE === "postgres" ? (process.env.TEST_DATABASE_URL ?? null) : null;
}

/** The same server, another database. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export const freshName = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString("hex")}`;

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  // Names are generated here ([a-z0-9_]), so quoting them is enough.
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
