// JSON error bodies for every /api and /auth failure: {error, message} and optional details.
import { json } from "@remix-run/node";
import type { ErrorCode } from "./errors";

export function apiError(status: number, error: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return json({ error, message, ...extra }, { status });
}

/** The client's address, as server.ts put it in `x-client-ip` (never a client-supplied value). */
export function clientIp(request: Request): string | null {
  return request.headers.get("x-client-ip") || null;
}
