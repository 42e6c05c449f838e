// The browser's server-side check of a special request before planning: only for text longer
// than 10 characters, and failing open: if the check cannot be made, planning goes ahead (the plan
// endpoints apply the server's own checks anyway).
import type { ModerationResult } from "./result";

export const SERVER_CHECK_MIN_LENGTH = 10;
const TIMEOUT_MS = 6000;

/** The server's verdict when it flags the text; null when it is fine, short, or the check failed. */
export async function flaggedByServer(text: string): Promise<ModerationResult | null> {
  if (text.trim().length <= SERVER_CHECK_MIN_LENGTH) return null;
  try {
    const response = await fetch("/api/moderate-content", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text }),
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const result = (await response.json()) as ModerationResult;
    return result.isInappropriate ? result : null;
  } catch {
    return null;
  }
}
