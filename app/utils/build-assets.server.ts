// The build's hashed scripts, styles and fonts, answered from memory before anything else a request passes
// through. A first visit fetches some thirty of them on the two cores Chrome also loads the page on, so each
// costs as little as it can: no file-system lookup, no compression, no page policies (CSP, framing, referrer
// mean nothing on a script, and a kilobyte of headers each added up to more than the code).
// Each compressible file has a Brotli and a gzip copy written at build time (scripts/vite-precompress.ts):
// the browser gets the smallest it accepts (docs/decisions/0021-precompressed-assets.md).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/** Where `npm run build` puts what browsers load, relative to the directory the server runs in. */
export const CLIENT_BUILD = "build/client";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The type Express itself would send for the file (its `mime`), with the charset of a text type. */
function typeOf(name: string): string {
  const type = express.static.mime.lookup(name);
  const charset = express.static.mime.charsets.lookup(type, "");
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
}

interface Asset {
  type: string;
  body: Buffer;
  copies: { encoding: string; body: Buffer }[];
}

/** Reads the build's assets once; a copy (`x.js.br`) is never an asset of its own. */
function readAssets(dir: string) {
  const names = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile());
  const present = new Set(names);
  const assets = new Map<string, Asset>();
  for (const name of names) {
    if (
      ENCODINGS.some(
        (encoding) => name.endsWith(encoding.suffix) && present.has(name.slice(0, -encoding.suffix.length)),
      )
    )
      continue;
    assets.set(name, {
      type: typeOf(name),
      body: readFileSync(path.join(dir, name)),
      copies: ENCODINGS.filter((encoding) => present.has(name + encoding.suffix)).map((encoding) => ({
        encoding: encoding.name,
        body: readFileSync(path.join(dir, name + encoding.suffix)),
      })),
    });
  }
  return assets;
}

export function buildAssets(dir: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    // Only a plain file name of the build is answered: nothing a path could climb out of. Anything else (a
    // miss, a POST, a malformed path) goes on through the rules every request passes.
    const asset = (req.method === "GET" || req.method === "HEAD") && assets.get(req.path.slice(1));
    if (!asset) return next();
    // Ours is the preference (the smallest copy); browsers list gzip first and mean nothing by the order.
    const copy = asset.copies.find((candidate) => req.acceptsEncodings(candidate.encoding) === candidate.encoding);
    const body = copy?.body ?? asset.body;
    res.writeHead(200, {
      "Content-Type": asset.type,
      "Content-Length": body.length,
      ...(copy && { "Content-Encoding": copy.encoding }),
      ...(asset.copies.length > 0 && { Vary: "Accept-Encoding" }),
      // Hashed names never change content: no validators to revalidate with.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
