// Identifiers (guest cookie ids, fingerprints, IPs, e-mail addresses in counters) are stored only as
// keyed hashes, never in clear.
import crypto from "node:crypto";
import { config } from "~/config.server";

export function identifierHash(kind: string, value: string): string {
  return crypto.createHmac("sha256", config().codeSecret).update(`${kind}:${value}`).digest("hex");
}
