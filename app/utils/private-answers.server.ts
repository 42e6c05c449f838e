// Answers that depend on who is asking are never kept by a shared cache or the browser's: one place
// decides, for every route. A request carrying a cookie that says who someone is (the session, a guest,
// a sign-in in progress: every cookie but the language and planner-mode preferences) and every answer
// that sets a cookie get `Cache-Control: private, no-store`, unless the route already chose a private
// rule of its own. Anonymous requests keep each route's caching.
import type { NextFunction, Request, Response } from "express";

const PRIVATE = "private, no-store";
/** Cookies that change how a page reads, never whose it is. */
const PREFERENCES = new Set(["amble_lng", "amble-planner-mode"]);

/** Whether the request carries a cookie other than the preferences. */
export function carriesIdentity(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=")[0].trim();
    return name !== "" && !PREFERENCES.has(name);
  });
}

export function privateAnswers(req: Request, res: Response, next: NextFunction) {
  const identified = carriesIdentity(req.headers.cookie);
  const writeHead = res.writeHead;
  // Patched per response: the headers are final only when they are written.
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const personal = identified || this.hasHeader("Set-Cookie");
    if (personal && !String(this.getHeader("Cache-Control") ?? "").includes("private")) {
      this.setHeader("Cache-Control", PRIVATE);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}
