// The production server of the current build/, as the scripts that measure it start it (js-budget,
// bench): a free port, a data directory of its own and fresh secrets. `stop` ends it and removes its data.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type LocalServer = {
  base: string;
  /** What the server was started with (its data directory and secrets), for a script that signs sessions. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `name` names its data directory; `extra` adds to or overrides the environment (e.g. WEB_CONCURRENCY). */
export async function startServer(name: string, extra: Record<string, string> = {}): Promise<LocalServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("no build/: run `npm run build` first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `amble-${name}-`));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    CODE_SECRET: crypto.randomBytes(32).toString("hex"),
    OPENAI_API_KEY: "",
    PLACES_SOURCE: "catalog",
    ...extra,
  };
  const server = spawn("node", ["--import", "tsx", "server.ts"], {
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600 || server.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, env, stop };
}
