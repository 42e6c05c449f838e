// The PostgreSQL adapter for the Prisma CLI (prisma.config.ts). Prisma 6.19's schema engine reads the
// catalog's `name`-typed columns, which @prisma/adapter-pg cannot map (prisma/orm#27403, "Column type
// 'name' could not be deserialized"); reporting them as text (they are text) lets migrate work.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

const NAME_OID = 19;
const TEXT_OID = 25;

type Result = { fields?: Array<{ dataTypeID: number }> };
const asText = (result: Result | Result[]) => {
  for (const r of Array.isArray(result) ? result : [result])
    for (const f of r?.fields ?? []) if (f.dataTypeID === NAME_OID) f.dataTypeID = TEXT_OID;
  return result;
};

class CatalogClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads
  query(...args: any[]): any {
    // The pool calls with a callback, transactions with a promise: fix the result either way.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last];
      args[last] = (error: Error | null, result: Result) => callback(error, result && asText(result));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const out = (super.query as any)(...args);
    return out && typeof out.then === "function" ? out.then(asText) : out;
  }
}

// Idle connections close at once: otherwise the CLI lingers 10 s after its work is done.
export function cliAdapter(connectionString: string) {
  return new PrismaPg(
    new pg.Pool({ connectionString, Client: CatalogClient, allowExitOnIdle: true, idleTimeoutMillis: 200 }),
  );
}
