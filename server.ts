// Amble's HTTP server: Express 4 in front of Remix. In development Vite serves the app with
// hot reload; in production the built app is served by one worker process per core (WEB_CONCURRENCY).
// See docs/decisions/0001-remix-v2.md and 0013-hot-paths-in-raw-sql.md.
import cluster from "node:cluster";
import crypto from "node:crypto";
import type { Server } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Response } from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { config } from "./app/config.server";
import { prepareDatabase } from "./app/db/prepare.server";
import { applyRetention, RETENTION_INTERVAL_MS } from "./app/models/retention.server";
import { bodyLimit } from "./app/utils/body-limit.server";
import { buildAssets, CLIENT_BUILD } from "./app/utils/build-assets.server";
import { lastResort } from "./app/utils/last-resort.server";
import { logger, requestContext } from "./app/utils/logger.server";
import { rejectMalformed, rejectUnknownMethods } from "./app/utils/malformed-request.server";
import { privateAnswers } from "./app/utils/private-answers.server";
import { sameOriginOnly } from "./app/utils/same-origin.server";
import { superviseWorkers } from "./app/utils/workers.server";

const BUILD_PATH = "./build/server/index.js";
// Files the server creates (the database, its write-ahead log, secrets) are the owner's alone.
process.umask(0o077);
const cfg = config();
const workers = cfg.isProduction ? cfg.webConcurrency : 1;

if (cluster.isPrimary) {
  await prepareDatabase();
  // The privacy policy's retention promises (app/models/retention.server.ts), now and every few hours.
  const retention = () => applyRetention().catch((error: unknown) => logger.error({ err: error }, "retention failed"));
  void retention();
  setInterval(retention, RETENTION_INTERVAL_MS).unref();
}

if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await serve();

async function serve() {
  const viteDevServer = cfg.isProduction
    ? undefined
    : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is read only from the proxies TRUST_PROXY names (docs/deploy.md); by default the
  // client's address is the TCP peer's, whatever headers it sends.
  app.set("trust proxy", cfg.trustProxy);

  // The build's scripts, styles and fonts first, from memory: a first visit fetches some thirty of them.
  if (!viteDevServer) app.use("/assets", buildAssets(`${CLIENT_BUILD}/assets`));

  // A request id per request: a well-formed X-Request-Id from the load balancer is kept, else one is made.
  // It is echoed in the response and put on every log line written while the request is handled.
  const REQUEST_ID = /^[\w.:-]{1,128}$/;
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    const path = req.path;
    res.once("close", () => {
      // Method, path without the query (sign-in links carry tokens there), status, time: no bodies, no cookies.
      const line = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) logger.warn({ ...line, aborted: true }, "request aborted");
      else logger.info(line, "request");
    });
    requestContext.run({ requestId }, next);
  });

  // The client's address as Express sees it (honouring TRUST_PROXY), in a header the app trusts:
  // whatever a client sent under that name is overwritten.
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });

  // Compress responses, except streams that must reach the browser the moment each part is written
  // (plan cards as NDJSON, chat as server-sent events).
  const compress = compression({
    filter: (req, res) =>
      !/x-ndjson|event-stream/.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
  });

  // A fresh nonce per response; Remix puts it on its inline scripts (entry.server.tsx).
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  // Google Maps, only when a key switches it on (its loader script comes in under 'strict-dynamic').
  const googleMaps = cfg.places.googleApiKey
    ? ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"]
    : [];
  // Place photos: /api/place-photo sends the browser on to Google's image host.
  const googlePhotos = cfg.places.googleApiKey ? ["https://*.googleusercontent.com"] : [];
  // The MapLibre style's host serves its tiles, glyphs and sprites; MapLibre runs its workers from our
  // own files or blob: URLs.
  const mapTiles = cfg.map.origin ? [cfg.map.origin] : [];

  app.use(
    helmet({
      hsts: cfg.secureTransport,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "same-origin" },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "object-src": ["'none'"],
          "img-src": ["'self'", "data:", "blob:", ...googleMaps, ...googlePhotos, ...mapTiles],
          "font-src": ["'self'", "data:", ...googleMaps],
          "style-src": ["'self'", "'unsafe-inline'", ...googleMaps],
          "connect-src": [
            "'self'",
            ...(viteDevServer ? ["ws:"] : []),
            ...googleMaps,
            ...mapTiles,
            ...(cfg.stripe ? ["https://api.stripe.com"] : []),
          ],
          "worker-src": ["'self'", "blob:"],
          "child-src": ["'self'", "blob:"],
          // Stripe's Payment Element runs in Stripe's frames (its script is allowed by 'strict-dynamic').
          "frame-src": cfg.stripe
            ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]
            : null,
          "script-src": ["'strict-dynamic'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          "upgrade-insecure-requests": cfg.secureTransport ? [] : null,
        },
      },
    }),
  );

  app.use(compress);

  // A coarse per-IP guard; finer, per-user limits live with the features they protect.
  app.use(
    rateLimit({
      windowMs: 60_000,
      // Each worker counts alone; connections are dealt to workers in turn, so each allows its share.
      limit: Math.ceil(cfg.rateLimitPerMinute / workers),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      skip: (req) => req.path.startsWith("/assets/") || req.path === "/healthcheck",
      handler: (req, res) => {
        const message = "Too many requests (429). Please slow down and try again in a minute.";
        if (req.path.startsWith("/api/") || req.path.startsWith("/auth/")) {
          res.status(429).json({ error: "rate-limited", message });
        } else {
          res.status(429).type("text/plain").send(message);
        }
      },
    }),
  );

  // A method Amble does not serve is a 405, a malformed path or host a 400, a state-changing request from
  // another origin a 403 (one rule for pages, their data requests, /api and /auth), a body over its route's
  // limit a 413: all before anything reads the body.
  app.use(rejectUnknownMethods, rejectMalformed, sameOriginOnly(cfg.appUrl), bodyLimit);

  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    // Public files all have an extension; other paths skip the file-system lookup.
    const publicFiles = express.static(CLIENT_BUILD, { maxAge: "1h" });
    app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  const build = viteDevServer
    ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : ((await import(/* @vite-ignore */ BUILD_PATH)) as ServerBuild);

  // Whatever depends on who is asking is answered `private, no-store` (app/utils/private-answers.server.ts).
  app.use(privateAnswers);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: cfg.env,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );

  // Last resort: never a stack trace to the client.
  app.use(lastResort);

  const server: Server = app.listen(cfg.port, cfg.host, () => {
    logger.info({ port: cfg.port, env: cfg.env, pid: process.pid }, `listening on http://localhost:${cfg.port}`);
  });

  // Finish in-flight requests, then exit. Only the first signal counts (Ctrl-C in a terminal reaches a
  // worker both directly and through the primary).
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, "closing: finishing in-flight requests");
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}
