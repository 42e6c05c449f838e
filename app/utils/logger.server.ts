// Structured JSON logs (pino), one line per event. Each line written while a request is handled carries
// its request id, taken from the AsyncLocalStorage server.ts opens per request. Request lines never hold
// bodies, cookies or query strings (sign-in links carry tokens there); `redact` is a second guard.
import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";

export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const requestId = requestContext.getStore()?.requestId;
    return requestId ? { requestId } : {};
  },
  redact: {
    paths: ["*.cookie", "*.authorization", "*.password", "*.secret", "*.token", "*.otp", "headers", "body"],
    censor: "[redacted]",
  },
});
