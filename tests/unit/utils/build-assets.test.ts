// The build's assets, in-process: each browser gets the precompressed copy it accepts, with the type of the
// file itself, and a path can only name a file of the build.
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAssets } from "~/utils/build-assets.server";
import { precompressDirectory } from "../../../scripts/vite-precompress";

const SCRIPT = `export const words = ${JSON.stringify("a plan of real places ".repeat(200))};\n`;
let url: string;
let close: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "amble-assets-"));
  writeFileSync(path.join(dir, "entry-abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "tiny-abc123.js"), "export {};\n");
  writeFileSync(path.join(dir, "inter-abc123.woff2"), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dir, "..", "secret.js.br"), "not an asset");
  await precompressDirectory(dir);
  const app = express();
  app.use("/assets", buildAssets(dir));
  app.use((_req, res) => res.status(404).send("fell through"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

function get(file: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .get(`${url}${file}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("the build's assets", () => {
  it("sends Brotli to a browser that takes it, as the script it is", async () => {
    const res = await get("/assets/entry-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("sends gzip where Brotli is not accepted, and the file itself where nothing is", async () => {
    const gzip = await get("/assets/entry-abc123.js", "gzip;q=1, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("leaves fonts and tiny files uncompressed, and never serves a copy by its own name or from outside", async () => {
    const font = await get("/assets/inter-abc123.woff2", "br");
    expect(font.status).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers["content-type"]).toBe("font/woff2");
    const tiny = await get("/assets/tiny-abc123.js", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
    expect((await get("/assets/../secret.js", "br")).body.toString()).not.toBe("not an asset");
    expect((await get("/assets/%2e%2e%2fsecret.js", "br")).status).not.toBe(200);
    expect((await get("/assets/missing-abc123.js", "br")).body.toString()).toBe("fell through");
    expect((await get("/assets/entry-abc123.js.br", "br")).body.toString()).toBe("fell through");
  });
});
