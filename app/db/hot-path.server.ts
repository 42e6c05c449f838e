// SQL on the hottest paths: saving a plan, and finding who is asking on every request. Prisma's model API
// compiles every query in its query compiler (≈1 ms a statement and ≈0.6 ms a written row on this
// hardware), and even raw SQL passes through it; on SQLite these statements go straight to the
// better-sqlite3 connection Prisma itself uses, prepared once (docs/decisions/0013-hot-paths-in-raw-sql.md).
// On PostgreSQL they run as raw SQL through Prisma.
import crypto from "node:crypto";
import type { Database, Statement } from "better-sqlite3";
import { Prisma } from "~/generated/prisma/client";
import { db, sqliteConnection } from "./client.server";

type Row = Record<string, unknown>;
export type Insert = { table: string; rows: readonly Row[] };

/**
 * Ids for rows inserted here (Prisma's own cuid() is made only by its model API): the time in base 36, then
 * 80 random bits, in the letters-and-digits alphabet of a cuid. Time first keeps new keys at the end of
 * the primary-key index, so each insert touches fewer pages.
 */
export const newId = () =>
  Date.now().toString(36).padStart(9, "0") + crypto.randomUUID().replaceAll("-", "").slice(0, 20);

const isJson = (value: unknown) => value !== null && typeof value === "object" && !(value instanceof Date);
const quoted = (name: string) => `"${name.replace(/"/g, "")}"`;

/** Inserts every row of every table, or nothing. Each table's rows have the first row's columns. */
export async function insertAll(inserts: readonly Insert[]): Promise<void> {
  const connection = sqliteConnection();
  // Inside a transaction Prisma has open (it awaits between its statements), these rows would become
  // part of it: then the rows wait their turn through Prisma instead.
  if (connection && !connection.inTransaction) {
    connection.transaction(() => {
      for (const { table, rows } of inserts) sqliteInsert(connection, table, rows);
    })();
    return;
  }
  await db.$transaction(inserts.map(({ table, rows }) => prismaInsert(table, rows)));
}

function prismaInsert(table: string, rows: readonly Row[]) {
  const columns = Object.keys(rows[0]);
  const bound = (value: unknown) => (isJson(value) ? JSON.stringify(value) : value);
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(columns.map((c) => bound(row[c])))})`);
  const names = Prisma.raw(columns.map(quoted).join(", "));
  return db.$executeRaw`INSERT INTO ${Prisma.raw(quoted(table))} (${names}) VALUES ${Prisma.join(values)}`;
}

/** The first row of a query, its columns typed as Prisma types them (dates as Date, booleans). */
export async function selectFirst<T extends Row>(query: Prisma.Sql): Promise<T | undefined> {
  const connection = sqliteConnection();
  if (!connection) return (await db.$queryRaw<T[]>(query))[0];
  const statement = prepared(connection, query.sql);
  const row = statement.get(query.values.map(sqliteValue)) as Row | undefined;
  if (!row) return undefined;
  for (const { name, type } of statement.columns()) row[name] = prismaValue(row[name], type);
  return row as T;
}

const statements = new WeakMap<Database, Map<string, Statement>>();

function prepared(connection: Database, sql: string): Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = connection.prepare(sql)));
  return statement;
}

function sqliteInsert(connection: Database, table: string, rows: readonly Row[]) {
  const columns = Object.keys(rows[0]);
  const sql =
    `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES ` +
    rows.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
  prepared(connection, sql).run(rows.flatMap((row) => columns.map((c) => sqliteValue(row[c]))));
}

/** A value as Prisma's SQLite adapter stores it: ISO dates with +00:00, booleans as 0/1, JSON as text. */
function sqliteValue(value: unknown) {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return isJson(value) ? JSON.stringify(value) : value;
}

/** A stored value as Prisma reads it, by the column's declared type (the connection reads integers as BigInt). */
function prismaValue(value: unknown, type: string | null): unknown {
  if (value === null) return null;
  if (type === "DATETIME") return new Date(value as string);
  if (type === "BOOLEAN") return Boolean(value);
  if (type === "JSONB") return JSON.parse(value as string);
  return typeof value === "bigint" ? Number(value) : value;
}
