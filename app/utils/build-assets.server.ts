// The build's hashed scripts, styles and fonts. They come before the page headers: a policy for documents
// (CSP, framing, referrer) means nothing on a script, and a first visit fetches some thirty of them, so a
// kilobyte of headers each added up to more than the code (Lighthouse counts it as JavaScript transferred).
// Each compressible file has a Brotli and a gzip copy written at build time (scripts/vite-precompress.ts):
// the browser gets the smallest it accepts and the server compresses nothing while a page loads.
import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export function buildAssets(dir: string, compress: RequestHandler): RequestHandler {
  const files = new Set(readdirSync(dir));
  const assets = express.Router();
  assets.use(
    (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      next();
    },
    (req, res, next) => {
      // Only a plain file name of the build is looked up: nothing a path could climb out of.
      const name = req.path.slice(1);
      const ready = ENCODINGS.filter((encoding) => files.has(name + encoding.suffix));
      if (ready.length === 0) return next();
      res.vary("Accept-Encoding");
      // Ours is the preference (the smallest copy); browsers list gzip first and mean nothing by the order.
      const chosen = ready.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
      if (!chosen) return next();
      // The type of the file itself, not of its compressed copy (express.static keeps a type already set).
      res.type(path.extname(name));
      res.setHeader("Content-Encoding", chosen.name);
      req.url = `/${name}${chosen.suffix}`;
      next();
    },
    // Files without a copy (fonts, small files); it leaves an answer that is encoded already alone.
    compress,
    // Hashed names never change content: no validators to revalidate with.
    express.static(dir, { immutable: true, maxAge: "1y", etag: false, lastModified: false }),
  );
  // Reads of files only: a miss or anything else goes on through the rules every request passes (a 400 for a
  // malformed path, a 405 for TRACE, …).
  return (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? assets(req, res, next) : next());
}
