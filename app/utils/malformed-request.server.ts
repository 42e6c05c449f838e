// Requests no browser sends are refused with a 400 before routing, where they would otherwise fail as
// a 500: a malformed percent-encoding in the path (Express fails decoding its route parameters), a host
// that is no host name (Remix cannot build the request's URL from it), a target that is not a path
// ("OPTIONS *", a proxy's "GET http://…"), and dot segments ("/api/../..", "/api/%2e%2e/"), which
// browsers resolve before sending and which could only serve to reach around the /api and /auth
// prefixes that decide how a request is limited and answered. A method Amble does not serve (TRACE,
// CONNECT, WebDAV's) is a 405 naming the ones it does; OPTIONS is answered here too, with no CORS
// headers: no other origin may call Amble from a browser.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.server";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = METHODS.join(", ");

export function rejectUnknownMethods(req: Request, res: Response, next: NextFunction) {
  if (req.method === "OPTIONS") return void res.set("Allow", ALLOW).status(204).end();
  // Remix runs a route's action for any `.data` request that is not a GET, a HEAD included; its client
  // never sends one, and a HEAD must not change anything (sign someone out) whoever sends it.
  if (req.method === "HEAD" && req.path.endsWith(".data")) return notAllowed(req, res, "GET, POST, PUT, PATCH, DELETE");
  if (METHODS.includes(req.method)) return next();
  notAllowed(req, res, ALLOW);
}

function notAllowed(req: Request, res: Response, allow: string) {
  res.set("Allow", allow);
  refuse(req, res, 405, "method-not-allowed", `Use ${allow} here.`, "methodNotAllowed");
}

export function rejectMalformed(req: Request, res: Response, next: NextFunction) {
  const bad = (message: string) => refuse(req, res, 400, "invalid-path", message, "badRequest");
  if (!req.originalUrl.startsWith("/")) return bad("The request target must be a path.");
  if (!hostsAreValid(req)) return bad("The Host header is not a host name.");
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return bad("The address contains a malformed percent-encoding.");
  }
  if (decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..")) {
    return bad("The address must not contain '.' or '..' segments.");
  }
  next();
}

/** A host name or address with an optional port, as Host and X-Forwarded-Host must hold. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Remix builds the request's URL from the host Express reads (Host, or X-Forwarded-Host behind a trusted
 * proxy) and a port from X-Forwarded-Host or Host: each must make a valid URL.
 */
function hostsAreValid(req: Request): boolean {
  const forwarded = req.get("x-forwarded-host");
  const hosts = [req.get("host") ?? "", ...(forwarded === undefined ? [] : forwarded.split(","))];
  return hosts.every((host, i) => {
    const match = HOST.exec(host.trim());
    if (!match) return i === 0 && host === ""; // HTTP/1.0 may leave Host out
    return match[1] === undefined || Number(match[1]) <= 65535;
  });
}
