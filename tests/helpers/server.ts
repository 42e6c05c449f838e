// Starts the production server (`tsx server.ts`) as a child process on a free port, for tests that need
// real processes: several instances, signals, logs. Builds the app first only when build/ is missing
// (the build is shared with everyone working in this tree: never deleted here).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort } from "../../scripts/local-server";

export async function ensureBuild() {
  // Someone else's build may be under way (it empties build/ first): give it a while before building.
  for (let waited = 0; waited < 120_000; waited += 1000) {
    if (fs.existsSync("build/server/index.js")) return;
    if (waited === 0 && !fs.existsSync("build")) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (fs.existsSync("build/server/index.js")) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export type RunningServer = {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/**
 * One production worker on this test file's database, signing session cookies with this process's secrets
 * (so `sessionCookieFor` works against it), planning from the bundled catalog.
 */
export async function startServerOnThisDatabase(env: Record<string, string | undefined> = {}) {
  const { config } = await import("~/config.server");
  return startServer({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: config().sessionSecret,
    CODE_SECRET: config().codeSecret,
    WEB_CONCURRENCY: "1",
    PLACES_SOURCE: "catalog",
    ...env,
  });
}

export async function startServer(env: Record<string, string | undefined>, attempts = 3): Promise<RunningServer> {
  try {
    return await startOnce(env);
  } catch (error) {
    // A rebuild by someone else in this tree can empty build/ while the server starts: wait and retry.
    if (attempts > 1 && String(error).includes("build/server/index.js")) return startServer(env, attempts - 1);
    throw error;
  }
}

async function startOnce(env: Record<string, string | undefined>): Promise<RunningServer> {
  await ensureBuild();
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // start-up runs `prisma migrate deploy`: slow on a busy machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { url, process: child, output: () => output, exited, stop };
}
