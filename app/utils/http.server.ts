// JSON error bodies for every /api and /auth failure: {error, message} and optional details.
import { json } from "@remix-run/node";

export function apiError(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return json({ error, message, ...extra }, { status });
}

/** A relative, same-site path to return to, or the fallback (never an open redirect). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}

/** The client's address, as server.ts put it in `x-client-ip` (never a client-supplied value). */
export function clientIp(request: Request): string | null {
  return request.headers.get("x-client-ip") || null;
}
