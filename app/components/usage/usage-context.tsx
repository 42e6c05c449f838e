// The plan usage, shared by the usage indicator, the footer, the user menu, the profile's limit card and
// the planner's submit: first from the root loader, then refreshed from /api/rate-limit-status (every 5
// minutes on the planner, every 60 s elsewhere), right away when the reset time passes, when the
// tab comes back into view, and whenever a plan, swap, undo or regeneration succeeds: every path that
// changes usage (form, plan page, chat) calls `useRefreshUsage()`'s function after its success.
import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { RateLimitStatus } from "~/wire/usage";

export const PLANNER_REFRESH_MS = 5 * 60_000;
export const DEFAULT_REFRESH_MS = 60_000;
/** The spec's fallback daily limit when the status cannot be read. */
export const FALLBACK_DAILY_LIMIT = 5;

type Usage = {
  /** Null for guests until something refreshes it (their counters show nowhere but the planner). */
  status: RateLimitStatus | null;
  failed: boolean;
  /** When `status` was read, to count down to the reset. */
  readAt: number;
  refresh: () => Promise<void>;
};

const UsageContext = createContext<Usage>({ status: null, failed: false, readAt: 0, refresh: async () => {} });
export const useUsage = () => useContext(UsageContext);

/**
 * Reads the usage again from the server and updates every place that shows it. Call it after anything
 * that may have changed a counter succeeded: a plan (form, chat, regenerate), a swap or an undo.
 */
export const useRefreshUsage = () => useContext(UsageContext).refresh;

export function UsageProvider({
  initial,
  enabled,
  children,
}: {
  initial: RateLimitStatus | null;
  enabled: boolean;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const [status, setStatus] = useState(initial);
  const [readAt, setReadAt] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);

  // Take fresh loader data (after a plan, a sign-in…), but not on the first render: updating context
  // while lazy parts of the page are still hydrating would make React throw their server HTML away.
  const seen = useRef(initial);
  useEffect(() => {
    if (seen.current === initial) return;
    seen.current = initial;
    setStatus(initial);
    setReadAt(Date.now());
  }, [initial]);

  // Refreshes can overlap (a plan's and the timer's); only the latest one asked for may set the status.
  const asked = useRef(0);
  const refresh = useCallback(async () => {
    const ask = ++asked.current;
    try {
      const response = await fetch("/api/rate-limit-status", { credentials: "same-origin", cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as RateLimitStatus;
      if (ask !== asked.current) return;
      setStatus(next);
      setReadAt(Date.now());
      setFailed(false);
    } catch {
      if (ask === asked.current) setFailed(true);
    }
  }, []);

  const onPlanner = location.pathname === "/" || location.pathname === "/planner";
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void refresh(), onPlanner ? PLANNER_REFRESH_MS : DEFAULT_REFRESH_MS);
    // Plans made in another tab count here too: read again when this one is looked at.
    const onVisible = () => (document.visibilityState === "visible" ? void refresh() : undefined);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled, onPlanner, refresh]);

  const value = useMemo(() => ({ status, failed, readAt, refresh }), [status, failed, readAt, refresh]);
  return <UsageContext.Provider value={value}>{children}</UsageContext.Provider>;
}

/** "Nh Mm" or "Mm". */
export function formatCountdown(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Milliseconds left until the reset, recomputed every minute; refreshes the status at zero. */
export function useResetCountdown(): number | null {
  const { status, readAt, refresh } = useUsage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = status ? status.resetTimeMs - (now - readAt) : null;
  useEffect(() => {
    if (left !== null && left <= 0) void refresh();
  }, [left, refresh]);
  return left === null ? null : Math.max(0, left);
}

/** "3/5 plans today" or "Unlimited plans today", in the page's words (`t` of the common namespace). */
export function todayText(
  status: RateLimitStatus | null,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const { remaining, limit } = todayCounts(status);
  return limit === null ? t("usage.unlimitedToday") : t("usage.plansToday", { remaining: remaining ?? "–", limit });
}

/** "remaining/limit" for today, with the spec's fallback limit. */
export function todayCounts(status: RateLimitStatus | null): { remaining: number | null; limit: number | null } {
  if (!status) return { remaining: null, limit: FALLBACK_DAILY_LIMIT };
  const limit = status.plan ? status.plan.dailyPlanLimit : 1;
  return { remaining: status.dailyRemaining, limit };
}
