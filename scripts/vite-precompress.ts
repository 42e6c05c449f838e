// A Brotli and a gzip copy beside each compressible file of the browser build, written once at build time:
// the server sends the smallest encoding the browser accepts instead of gzipping the same scripts on every
// first visit (docs/decisions/0021-precompressed-assets.md). It runs when Remix's whole build has ended
// (vite.config.ts): the page's style sheet and the route manifest are written after the browser build.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Fonts (woff2) and images are compressed already; under a kilobyte the headers cost more than is saved.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/** Writes `x.br` and `x.gz` beside every compressible file of `dir` over a kilobyte. */
export async function precompressDirectory(dir: string) {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }
}
