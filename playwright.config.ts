import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3199);
// A fresh database per run. Workers inherit the variable, so they all see the same one.
const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "amble-e2e-")));
/** Where the loopback SMTP server drops the mail users receive (tests/fakes/smtp-cli.ts). */
export const E2E_MAIL_DIR = (process.env.E2E_MAIL_DIR ??= path.join(E2E_DATA_DIR, "mail"));
const SMTP_PORT = PORT + 1;
/** A second app server with payments switched on (Stripe settings point at nothing: pages only). */
const PAYMENTS_PORT = PORT + 2;
process.env.E2E_PAYMENTS_URL ??= `http://localhost:${PAYMENTS_PORT}`;
/** The loopback map host (tests/fakes/map-tiles.ts), started by the map tests: elsewhere maps fall back to the sketch. */
const MAP_TILES_PORT = (process.env.E2E_MAP_TILES_PORT ??= String(PORT + 3));
const MAP_STYLE_URL = `http://127.0.0.1:${MAP_TILES_PORT}/style.json`;

// Debian's Chromium, never a downloaded browser (DESIGN §3).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once is a fault to find. The look test's one-off 6 px overflow was the
  // add-a-place list, as wide as "After WeihnachtsZauber Gendarmenmarkt" (now held to the card and tested
  // with the catalog's longest words), and the specs that planned "tomorrow" plan an ordinary day ahead.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  // A first plan on a cold server (the catalog read, the route compiled) may take longer than the default
  // five seconds to reach its address on a busy machine: a wait for what a person would wait for too.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: "npx tsx tests/fakes/smtp-cli.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      env: { E2E_MAIL_DIR, E2E_SMTP_PORT: String(SMTP_PORT) },
    },
    {
      command: "npm run serve",
      url: `http://localhost:${PORT}/healthcheck`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        RATE_LIMIT_PER_MINUTE: "100000",
        LOG_LEVEL: "warn",
        // Every test browser shares one address and fingerprint; the guest rule itself is unit-tested.
        GUEST_PLANS_PER_DEVICE: "1000",
        GUEST_PLANS_PER_IP_PER_DAY: "1000",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The browser tests plan offline, from the bundled catalog.
        PLACES_SOURCE: "catalog",
        MAP_STYLE_URL,
      },
    },
    {
      command: "npm run serve",
      url: `http://localhost:${PAYMENTS_PORT}/healthcheck`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PAYMENTS_PORT),
        DATA_DIR: path.join(E2E_DATA_DIR, "payments"),
        LOG_LEVEL: "warn",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET: "whsec_e2e",
        STRIPE_PRICE_ID: "price_e2e",
        STRIPE_API_URL: "http://127.0.0.1:9",
        PLACES_SOURCE: "catalog",
        MAP_STYLE_URL,
      },
    },
  ],
});
