// Whole rows in one INSERT through Prisma's raw path. The model API compiles every write in Prisma's
// query compiler (≈1 ms a statement and ≈0.6 ms a row on this hardware), which made saving a plan the
// largest cost of creating one; a raw insert of the same rows is a fraction of that
// (docs/decisions/0013-hot-paths-in-raw-sql.md). The SQL is the same on SQLite and PostgreSQL.
import crypto from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { db } from "./client.server";

type Row = Record<string, unknown>;

/** Ids for rows inserted here (Prisma's own cuid() is made only by its model API): 128 random bits, in the
 * same letters-and-digits alphabet as a cuid, so ids look alike in URLs. */
export const newId = () => crypto.randomBytes(16).toString("hex");

// Json columns take their JSON text; everything else binds as it is (dates, booleans, numbers, null).
const bound = (value: unknown) =>
  value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value;

const quoted = (name: string) => Prisma.raw(`"${name.replace(/"/g, "")}"`);

/** A statement for `db.$transaction([...])` or to await on its own; every row has the first row's columns. */
export function insertRows(table: string, rows: readonly Row[]) {
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(columns.map((c) => bound(row[c])))})`);
  return db.$executeRaw`INSERT INTO ${quoted(table)} (${Prisma.join(columns.map(quoted))}) VALUES ${Prisma.join(values)}`;
}
