// The client's address is the TCP peer's unless TRUST_PROXY names the proxy: a spoofed X-Forwarded-For
// (or x-client-ip) neither escapes the guests' per-address back-stop nor the send throttle. And the
// database files the server creates are its owner's alone.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../helpers/server";
import { ordinaryDayAhead } from "../../helpers/today";

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

async function serverWith(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "amble-address-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    CODE_SECRET: crypto.randomBytes(32).toString("hex"),
    WEB_CONCURRENCY: "1",
    GUEST_PLANS_PER_DEVICE: "1",
    GUEST_PLANS_PER_IP_PER_DAY: "3",
    PLACES_SOURCE: "catalog",
    ...env,
  });
  servers.push(server);
  return { server, dataDir };
}

const plan = JSON.stringify({ location: "Berlin", duration: 2, plannedDate: ordinaryDayAhead() });

/** Six guest plans without cookies, each claiming another client address. */
async function sixGuestPlans(url: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const spoof = `203.0.113.${i}`;
    const res = await fetch(`${url}/api/date-plans`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": spoof,
        "X-Client-Ip": spoof,
        "X-Real-Ip": spoof,
      },
      body: plan,
    });
    statuses.push(res.status);
  }
  return statuses;
}

// Starting a server takes seconds on a busy machine; a test that times out mid-start leaks it.
describe("client addresses", { timeout: 120_000 }, () => {
  it("ignores X-Forwarded-For by default: the per-address guest rule holds", async () => {
    const { server, dataDir } = await serverWith({});
    // Cookie-less guests of one address share one device's plan a day (docs/decisions/0010).
    expect(await sixGuestPlans(server.url)).toEqual([201, 403, 403, 403, 403, 403]);
    // Files made by the server are private: folder 0700, database and its log 0600.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const name of ["amble.db", "amble.db-wal", "amble.db-shm", "secrets.json"]) {
      const file = path.join(dataDir, name);
      if (fs.existsSync(file)) expect([name, fs.statSync(file).mode & 0o777]).toEqual([name, 0o600]);
    }
    expect(fs.existsSync(path.join(dataDir, "amble.db"))).toBe(true);
  });

  it("reads X-Forwarded-For from the proxies TRUST_PROXY names", async () => {
    const { server } = await serverWith({ TRUST_PROXY: "loopback" });
    expect(await sixGuestPlans(server.url)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it("refuses a TRUST_PROXY it can't read instead of trusting everyone", async () => {
    await expect(serverWith({ TRUST_PROXY: "true" })).rejects.toThrow(/TRUST_PROXY/);
  });
});
