// The built-in writer words a place in one of several ways, chosen by a stable key, so the same plan
// always reads the same and plans side by side do not all read alike.
import { hashSeed } from "../engine/random";

export const pick = <T>(options: readonly T[], key: string): T => options[hashSeed(key) % options.length];
