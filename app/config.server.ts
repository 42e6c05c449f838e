// The environment, parsed once with zod. Every variable has a default so Amble runs with none;
// missing secrets are generated once and kept in the data directory.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as z from "zod";
import { dataDir, databaseFile } from "./utils/data-location";

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optional,
  DATA_DIR: optional,
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  CODE_SECRET: optional.refine((v) => !v || /^[0-9a-f]{64}$/i.test(v), "CODE_SECRET must be 64 hex characters"),
  // Which proxies may tell the client's address in X-Forwarded-For: none unless named.
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .optional()
      .refine((v) => v === undefined || trustProxySetting(v) !== null, {
        message: "TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of addresses/CIDRs",
      }),
  ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Production HTTP worker processes; one per core unless set.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Language model: with a key, an OpenAI-compatible model picks places and writes the texts.
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_MODEL: optional.pipe(z.string().default("gpt-4o-mini")),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  // Places: "auto" (the catalog where it covers, an online source elsewhere) unless PLACES_SOURCE says
  // otherwise; google when a key is set.
  PLACES_SOURCE: optional.pipe(z.enum(["auto", "catalog", "osm", "google"]).optional()),
  OVERPASS_URL: optional.pipe(z.url().default("https://overpass-api.de/api/interpreter")),
  NOMINATIM_URL: optional.pipe(z.url().default("https://nominatim.openstreetmap.org")),
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_PLACES_URL: optional.pipe(z.url().default("https://places.googleapis.com")),
  PLACES_CACHE_TTL_HOURS: z.coerce.number().positive().default(24),
  // The route map without a Google key: a MapLibre style (keyless, OpenStreetMap-based), or "none" for
  // the offline route sketch only.
  MAP_STYLE_URL: optional.pipe(
    z
      .union([
        z.literal("none"),
        z.url({ protocol: /^https?$/, error: 'MAP_STYLE_URL must be an http(s) URL or "none"' }),
      ])
      .default("https://tiles.openfreemap.org/styles/liberty"),
  ),
  GUEST_PLANS_PER_DEVICE: z.coerce.number().int().min(0).default(1),
  GUEST_PLANS_PER_IP_PER_DAY: z.coerce.number().int().min(0).default(3),
  LIMITS_TIME_ZONE: z.string().default("Europe/Berlin"),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Amble <no-reply@amble.example>"),
  // Payments: Premium can be bought when all four Stripe settings are present.
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  IMPRESSUM_NAME: z.string().default("Amble (Betreiber: bitte IMPRESSUM_NAME setzen)"),
  IMPRESSUM_ADDRESS: z.string().default("Musterstraße 1, 10115 Berlin, Deutschland"),
  IMPRESSUM_EMAIL: z.string().default("hello@amble.example"),
  IMPRESSUM_PHONE: optional,
  IMPRESSUM_RESPONSIBLE: optional,
});

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Express's `trust proxy` from TRUST_PROXY: a hop count, or the proxies' addresses/CIDRs (and Express's
 * names loopback, linklocal, uniquelocal). Unset trusts none, so X-Forwarded-For is ignored.
 */
function trustProxySetting(value: string | undefined): number | string[] | false | null {
  if (value === undefined) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, ...extra] = entry.split("/");
    const family = net.isIP(address);
    if (!family || extra.length) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  return valid && entries.length ? entries : null;
}

function placesConfig(env: z.infer<typeof EnvSchema>) {
  const source = env.PLACES_SOURCE ?? (env.GOOGLE_MAPS_API_KEY ? "google" : "auto");
  if (source === "google" && !env.GOOGLE_MAPS_API_KEY) {
    throw new Error("Invalid environment: PLACES_SOURCE=google needs GOOGLE_MAPS_API_KEY");
  }
  return {
    source,
    overpassUrl: env.OVERPASS_URL,
    nominatimUrl: env.NOMINATIM_URL,
    googleApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    googlePlacesUrl: env.GOOGLE_PLACES_URL,
    cacheTtlHours: env.PLACES_CACHE_TTL_HOURS,
  };
}

type Secrets = { sessionSecret: string; codeSecret: string };

function loadSecrets(dir: string, env: z.infer<typeof EnvSchema>): Secrets {
  const file = path.join(dir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
  const secrets: Secrets = {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret ?? crypto.randomBytes(32).toString("hex"),
    codeSecret: env.CODE_SECRET ?? stored.codeSecret ?? crypto.randomBytes(32).toString("hex"),
  };
  const missing = (["sessionSecret", "codeSecret"] as const).filter((k) => !stored[k]);
  if (missing.length && (!env.SESSION_SECRET || !env.CODE_SECRET)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
    console.info(
      `[amble] Generated ${missing.join(" and ")} and stored them in ${file}. ` +
        "Set SESSION_SECRET and CODE_SECRET explicitly when running several instances.",
    );
  }
  return secrets;
}

function loadConfig() {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const dir = dataDir(process.env);
  const secrets = loadSecrets(dir, env);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    appUrl,
    /** Secure cookies, HSTS and upgrade-insecure-requests: production behind https only. */
    secureTransport: env.NODE_ENV === "production" && appUrl.startsWith("https://"),
    dataDir: dir,
    databaseFile: databaseFile(process.env),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: trustProxySetting(env.TRUST_PROXY) ?? false,
    webConcurrency: env.WEB_CONCURRENCY ?? os.availableParallelism(),
    /** The plan writer's language model; none without a key (the built-in writer). */
    llm: {
      apiKey: env.OPENAI_API_KEY ?? null,
      baseUrl: env.OPENAI_BASE_URL ?? null,
      model: env.OPENAI_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
    places: placesConfig(env),
    /** The MapLibre style for maps without Google, and its origin for the CSP; null: the sketch only. */
    map:
      env.MAP_STYLE_URL === "none"
        ? { styleUrl: null, origin: null }
        : { styleUrl: env.MAP_STYLE_URL, origin: new URL(env.MAP_STYLE_URL).origin },
    guestPlans: { perDevice: env.GUEST_PLANS_PER_DEVICE, perIpPerDay: env.GUEST_PLANS_PER_IP_PER_DAY },
    /** Plan counters reset at midnight here. */
    limitsTimeZone: env.LIMITS_TIME_ZONE,
    /** Stripe, or null when payments are off (any of the four settings missing). */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceId: env.STRIPE_PRICE_ID,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Provider details for the Impressum; deployments must set their own. */
    provider: {
      name: env.IMPRESSUM_NAME,
      address: env.IMPRESSUM_ADDRESS,
      email: env.IMPRESSUM_EMAIL,
      phone: env.IMPRESSUM_PHONE ?? null,
      responsible: env.IMPRESSUM_RESPONSIBLE ?? env.IMPRESSUM_NAME,
    },
    ...secrets,
  };
}

export type Config = ReturnType<typeof loadConfig>;

let cached: Config | undefined;
/** The parsed configuration; parsed on first use so tests can set the environment first. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
