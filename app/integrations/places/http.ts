// What every online place provider call shares: a descriptive User-Agent, a per-host pace, a timeout,
// and a cache that also serves stale answers while the provider is down. No database here: the cache
// is an interface the service fills in (app/services/place-cache.server.ts).
import { PlacesUnavailableError } from "~/planning/places/place";

export type CacheEntry = { value: unknown; stale: boolean };

/** Keyed JSON values with a time to live; expired entries stay readable as `stale` for outages. */
export interface PlaceCache {
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, value: unknown): Promise<void>;
}

/** An in-process cache, for the CLI and for tests that need no database. */
export function memoryCache(ttlMs = 24 * 3_600_000): PlaceCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get(key) {
      const e = entries.get(key);
      return e ? { value: e.value, stale: e.expiresAt <= Date.now() } : null;
    },
    async set(key, value) {
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
  };
}

export type HttpClientOptions = {
  /** Names the app to the provider, as the OSM usage policies ask ("Amble/0.1 (+https://…)"). */
  userAgent: string;
  /** Minimum gap between two requests to the same host (Nominatim allows one per second). */
  minIntervalMs?: number;
  /** Whole-call limit, including the wait for this host's turn. */
  timeoutMs?: number;
};

const nextFreeAt = new Map<string, number>();

/** Milliseconds until this host may be called, reserving that turn; null when it is too far off. */
function reserveTurn(host: string, intervalMs: number, maxWaitMs: number): number | null {
  const now = Date.now();
  const at = Math.max(now, nextFreeAt.get(host) ?? 0);
  if (at - now > maxWaitMs) return null;
  nextFreeAt.set(host, at + intervalMs);
  return at - now;
}

/**
 * fetch with the provider etiquette; resolves to the parsed JSON body. Network errors, timeouts and
 * non-2xx answers become PlacesUnavailableError so callers can fall back to stale cache.
 */
export async function fetchJson<T>(
  provider: string,
  url: string,
  init: RequestInit,
  options: HttpClientOptions,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 8000;
  const started = Date.now();
  const wait = reserveTurn(new URL(url).host, options.minIntervalMs ?? 0, timeoutMs / 2);
  if (wait === null) throw unavailable(provider, "too many requests queued");
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const headers = new Headers(init.headers);
  headers.set("User-Agent", options.userAgent);
  headers.set("Accept", "application/json");
  const send = () =>
    fetch(url, { ...init, headers, signal: AbortSignal.timeout(Math.max(1, timeoutMs - (Date.now() - started))) });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => (connectionDropped(error) ? send() : Promise.reject(error)));
  } catch (error) {
    throw unavailable(provider, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw unavailable(provider, `HTTP ${response.status} ${body.slice(0, 200)}`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw unavailable(provider, "the answer was not JSON");
  }
}

/**
 * A kept-alive connection the server closed just as it was reused fails before any answer: the query
 * (a read, also when posted) is sent once more on a fresh connection rather than failing the plan.
 */
function connectionDropped(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET";
}

/** The person sees a plain message; the log keeps what went wrong. */
export function unavailable(provider: string, detail: string): PlacesUnavailableError {
  console.warn(`[amble] ${provider} unavailable: ${detail}`);
  return new PlacesUnavailableError(provider, detail);
}

/** Fresh cache, else the provider (and cache its answer), else stale cache, else the provider's error. */
export async function cachedCall<T>(cache: PlaceCache | undefined, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache ? await cache.get(key).catch(warn("read", null)) : null;
  if (hit && !hit.stale) return hit.value as T;
  try {
    const value = await load();
    await cache?.set(key, value).catch(warn("write", undefined));
    return value;
  } catch (error) {
    if (hit && error instanceof PlacesUnavailableError) return hit.value as T;
    throw error;
  }
}

// A broken cache must not break planning; it only costs provider calls.
function warn<T>(what: string, fallback: T) {
  return (error: unknown) => {
    console.warn(`[amble] place cache ${what} failed`, error);
    return fallback;
  };
}
