// Request bodies have a size limit per route, enforced before anything reads them into memory: a body
// over its limit is a 413 ({error: "payload-too-large"} under /api and /auth, a short page elsewhere).
// A declared Content-Length is checked up front. A chunked body (no length) is counted as the HTTP
// parser delivers it and held, at most the limit, until it is complete: only then does Remix see the
// request, so an action never runs on part of a body. The limits are documented in README.md and
// docs/deploy.md.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.server";

const KB = 1024;

/** Exact paths with their own limit; everything else has DEFAULT_BODY_LIMIT. */
const LIMITS: Record<string, number> = {
  // Stripe's event objects (a subscription with its items and invoice) can run to a few hundred KB.
  "/api/stripe/webhook": 1024 * KB,
  // Each chat message carries the conversation's recent turns, plan cards included.
  "/api/chat": 512 * KB,
  // The planner's no-JavaScript chat posts the conversation so far in a hidden form field.
  "/": 512 * KB,
};
/** JSON requests to /api and /auth, and pages' form posts. */
const DEFAULT_BODY_LIMIT = 64 * KB;

/** The body limit in bytes for a path (routing ignores case and a trailing slash, so does this). */
export function bodyLimitFor(path: string): number {
  const key = path.toLowerCase().replace(/(.)\/+$/, "$1");
  return LIMITS[key] ?? DEFAULT_BODY_LIMIT;
}

export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  const limit = bodyLimitFor(req.path);
  const declared = req.headers["content-length"];
  // Node's HTTP parser delivers exactly the declared number of bytes (and rejects a malformed length).
  if (declared !== undefined) return Number(declared) > limit ? tooLarge(req, res, limit) : next();
  // Without a length and without chunked encoding, a request has no body.
  if (!req.headers["transfer-encoding"]) return next();
  holdUntilComplete(req, res, limit, next);
}

/**
 * Counts a chunked body as the parser pushes it into the request stream, holding it back until its end
 * arrives. Taking over `push` (the parser's way in) keeps every byte out of the stream's buffer until
 * the body is known to fit; the held chunks are then pushed in order for Remix to read as usual.
 */
function holdUntilComplete(req: Request, res: Response, limit: number, next: NextFunction) {
  if (req.complete) return req.readableLength > limit ? tooLarge(req, res, limit) : next();
  const held: Buffer[] = [];
  let size = 0;
  const push = req.push.bind(req);
  const hold = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      held.push(chunk);
      return;
    }
    held.length = 0;
    req.push = (rest: Buffer | null) => (rest === null ? push(null) : true); // discard the rest
    tooLarge(req, res, limit);
  };
  req.push = (chunk: Buffer | null) => {
    if (chunk !== null) {
      hold(chunk);
      return true;
    }
    // The whole body is here and fits: hand it on as if it had just arrived.
    Reflect.deleteProperty(req, "push");
    for (const piece of held) push(piece);
    push(null);
    process.nextTick(next); // out of the parser's callback
    return false;
  };
  // What arrived before this middleware ran waits in the stream's buffer, which may be full (the socket
  // then paused until someone reads): taking it out makes it the first held chunk and lets the parser go on.
  const early = req.read() as Buffer | null;
  if (early) hold(early);
}

function tooLarge(req: Request, res: Response, limit: number) {
  const message = `The request body is larger than this endpoint accepts (${limit / KB} KB).`;
  refuse(req, res, 413, "payload-too-large", message, "tooLarge");
}
