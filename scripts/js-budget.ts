// `npm run js-budget`: the JavaScript a first visit to `/` transfers (compressed bytes as the server sends
// them), counted in a real browser until the network is quiet after hydration, so the locale chunks and
// anything a component imports on mount count too. Budget: ≤ 150 KB (issue 25). Uses the current build/.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";

export const JS_BUDGET_KB = 150;

type Loaded = { url: string; bytes: number };

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Every script the page at `url` loads until the network is idle, with its transferred body size. */
export async function javaScriptOf(url: string, language = "en"): Promise<Loaded[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ locale: language });
    const pending: Promise<Loaded>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

/** A production server of the current build on a free port with its own data; stopped by the returned function. */
export async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("no build/: run `npm run build` first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-js-budget-"));
  const port = await freePort();
  const server = spawn("node", ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      CODE_SECRET: crypto.randomBytes(32).toString("hex"),
      OPENAI_API_KEY: "",
      PLACES_SOURCE: "catalog",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600 || server.exitCode !== null) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** "JavaScript on / (en): 142.3 KB transferred in 14 files (budget ≤ 150 KB)", and whether it is within. */
export async function reportJavaScript(base: string, verbose = false): Promise<boolean> {
  let within = true;
  for (const language of ["en", "de"]) {
    const files = await javaScriptOf(`${base}/`, language);
    const total = files.reduce((n, f) => n + f.bytes, 0);
    within &&= total <= JS_BUDGET_KB * 1024;
    console.log(
      `  JavaScript on / (${language}): ${kb(total)} KB transferred in ${files.length} files (budget ≤ ${JS_BUDGET_KB} KB)`,
    );
    if (verbose)
      for (const f of files.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kb(f.bytes).padStart(6)} KB  ${f.url}`);
  }
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { base, stop } = await startServer();
  try {
    const within = await reportJavaScript(base, true);
    if (!within) {
      console.log("OVER BUDGET");
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}
