// One origin rule for every request that can change something (POST, PUT, PATCH, DELETE), whatever it
// reaches: a page action, its `?_data=`/`.data` request, /api or /auth. It must come from a page of the
// app's own origin, APP_URL's (never worked out from Host or X-Forwarded-*): the browser's `Origin`
// says so, or without it `Sec-Fetch-Site`, or without that the `Referer`. A request with none of the
// three was not sent by a browser on someone's behalf (curl, Stripe's webhook, the CLI), so no visitor's
// cookies can be abused by it, and it passes. docs/decisions/0018-one-origin-rule.md
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type OriginVerdict = "same-origin" | "cross-site" | "not-a-browser";

type OriginHeaders = { origin?: string; secFetchSite?: string; referer?: string };

/** Whether the request came from a page of `appOrigin`, from elsewhere, or from no browser at all. */
export function originVerdict(headers: OriginHeaders, appOrigin: string): OriginVerdict {
  const { origin, secFetchSite, referer } = headers;
  if (origin !== undefined) return sameOrigin(origin, appOrigin) ? "same-origin" : "cross-site";
  // "none": the person typed the address or used a bookmark; a page cannot make the browser say it.
  if (secFetchSite !== undefined) return /^(same-origin|none)$/.test(secFetchSite) ? "same-origin" : "cross-site";
  if (referer !== undefined) return sameOrigin(originOf(referer), appOrigin) ? "same-origin" : "cross-site";
  return "not-a-browser";
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

/**
 * Exactly APP_URL's origin. On a loopback APP_URL (the default, http://localhost:$PORT) the other names
 * of the loopback address on the same port are the same server; another port is another origin.
 */
function sameOrigin(origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  if (!/^https?:\/\/[^/]+$/.test(origin)) return false; // "null", "a, b", paths, other schemes
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false;
  }
  const app = new URL(appOrigin);
  return (
    LOOPBACK.has(app.hostname) &&
    LOOPBACK.has(sent.hostname) &&
    sent.protocol === app.protocol &&
    sent.port === app.port
  );
}

/** Express middleware: a state-changing request from another origin is a 403, before anything reads it. */
export function sameOriginOnly(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return acceptedAs(req, next);
    const verdict = originVerdict(
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site"), referer: req.get("referer") },
      appOrigin,
    );
    if (verdict === "cross-site") {
      return refuse(req, res, 403, "cross-site", "This request must come from Amble's own pages.", "crossSite");
    }
    acceptedAs(req, next);
  };
}

/**
 * Checked against APP_URL: Remix's own check compares Origin with Host instead (behind a proxy Host may
 * name an internal address) and answers a mismatch with a 500, even on a HEAD. This rule is the one that
 * decides, so Remix is not asked again.
 */
function acceptedAs(req: Request, next: NextFunction) {
  delete req.headers.origin;
  next();
}
