// The last resort behind every route (server.ts): an error nothing else answered is logged, unless it is
// the client's mistake, and answered without a stack trace: JSON {error, message} under /api and /auth,
// elsewhere the same small page in the reader's language as every refusal in front of Remix.
import type { NextFunction, Request, Response } from "express";
import { logger } from "./logger.server";
import { refuse } from "./refusal.server";

export function lastResort(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  // Express and its middleware mark the client's mistakes (a body it can't read) with a 4xx status.
  const status = (error as { status?: unknown } | null)?.status;
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  if (!clientError) logger.error({ err: error, method: req.method, path: req.path }, "unhandled error");
  if (res.headersSent) return;
  if (clientError) refuse(req, res, status, "invalid-request", "The request could not be read.", "generic");
  else refuse(req, res, 500, "internal-error", "Something went wrong on our side. Please try again.", "generic");
}
