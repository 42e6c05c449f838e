// Server-side moderation of user text (special requests, chat messages). With OPENAI_API_KEY set, OpenAI's
// moderation endpoint is asked; without it, or when that call fails, the built-in classifier decides.
// The built-in checks (blocklist and phrase patterns) always apply on top: a local hit always blocks,
// while an unreachable moderation service never does (fail open).
import { config } from "~/config.server";
import { ServiceError } from "~/utils/errors";
import { classify, mergeResults, moderationResult, type ModerationCategory, type ModerationResult } from "./classifier";
import type { PlanLanguage } from "~/planning/request";
import type { Severity } from "./blocklist";
import { contentRefusal, explainedRefusal } from "./refusal";
import { refusalText } from "./refusal-text";

export const OPENAI_MODERATION_MODEL = "omni-moderation-latest";
const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const DEFAULT_TIMEOUT_MS = 4000;

export type ModerateOptions = {
  /** Defaults to OPENAI_API_KEY; `null` forces the built-in classifier. */
  apiKey?: string | null;
  baseUrl?: string | null;
  timeoutMs?: number;
};

/** OpenAI's moderation answer, as much of it as we read. */
export type OpenAiModeration = {
  results?: Array<{
    flagged?: boolean;
    categories?: Record<string, boolean | null>;
    category_scores?: Record<string, number>;
  }>;
};

const CATEGORY_MAP: Record<string, ModerationCategory[]> = {
  sexual: ["sexual"],
  "sexual/minors": ["sexual", "child-safety"],
  hate: ["hate"],
  "hate/threatening": ["hate", "violence"],
  harassment: ["harassment"],
  "harassment/threatening": ["harassment", "violence"],
  "self-harm": ["self-harm"],
  "self-harm/intent": ["self-harm"],
  "self-harm/instructions": ["self-harm"],
  violence: ["violence"],
  "violence/graphic": ["violence"],
  illicit: ["illegal"],
  "illicit/violent": ["illegal", "violence"],
};
const CRITICAL = new Set(["sexual/minors", "self-harm/intent", "self-harm/instructions"]);
const HIGH = new Set([
  "self-harm",
  "hate/threatening",
  "harassment/threatening",
  "violence/graphic",
  "illicit/violent",
]);

/** Maps OpenAI's flagged categories and scores to the spec's ModerationResult. */
export function fromOpenAi(body: OpenAiModeration): ModerationResult {
  const result = body.results?.[0];
  if (!result?.flagged) return moderationResult([], "low");
  const flagged = Object.entries(result.categories ?? {})
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  const topScore = Math.max(0, ...flagged.map((name) => result.category_scores?.[name] ?? 0));
  const severity: Severity = flagged.some((n) => CRITICAL.has(n))
    ? "critical"
    : flagged.some((n) => HIGH.has(n)) || topScore >= 0.8
      ? "high"
      : "medium";
  // A category OpenAI adds later still flags, under its own name.
  const categories = flagged.flatMap((name) => CATEGORY_MAP[name] ?? [name]);
  return moderationResult(categories.length ? categories : ["harassment"], severity, "moderation service");
}

async function askOpenAi(text: string, apiKey: string, baseUrl: string, timeoutMs: number) {
  const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/moderations`, {
    method: "POST",
    headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ model: OPENAI_MODERATION_MODEL, input: text }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`moderation service answered ${response.status}`);
  return fromOpenAi((await response.json()) as OpenAiModeration);
}

/** Moderates text: the moderation service when configured (failing open), always with the built-in checks. */
export async function moderate(text: string, options: ModerateOptions = {}): Promise<ModerationResult> {
  const local = classify(text);
  if (!text.trim()) return local;
  const settings = { apiKey: config().llm.apiKey, baseUrl: config().llm.baseUrl, ...options };
  if (!settings.apiKey) return local;
  try {
    const remote = await askOpenAi(
      text,
      settings.apiKey,
      settings.baseUrl ?? DEFAULT_BASE_URL,
      settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    return mergeResults(remote, local);
  } catch (error) {
    // Never log the text itself: it is the user's.
    console.warn(`[amble] moderation service unavailable, using built-in checks: ${(error as Error).message}`);
    return local;
  }
}

export const INAPPROPRIATE_CONTENT = "inappropriate-content";

/** Who is asking, so a refusal is in their words and names the crisis lines where they are. */
export type RefusalContext = { language?: PlanLanguage; location?: string | null };

/**
 * For every plan request (its `specialRequests`) and chat message, before any work is done: resolves
 * when the text is acceptable (or empty), otherwise throws
 * `ServiceError(422, "inappropriate-content", message, { moderation, refusal })`, which `errorResponse`
 * turns into `{error, message, moderation, refusal}` with status 422. For self-harm the message is the
 * support with the crisis lines and the refusal carries the lines; for harm planned against someone the
 * message says why not and the refusal names its kind (refusal.ts).
 */
export async function assertAcceptableRequest(
  text: string | null | undefined,
  { language = "en", location }: RefusalContext = {},
): Promise<void> {
  if (!text?.trim()) return;
  const moderation = await moderate(text);
  if (moderation.isInappropriate) {
    const refusal = contentRefusal(moderation, language, location);
    const explained = explainedRefusal(refusal);
    const message = explained ? refusalText(explained, language) : "Inappropriate Content Detected";
    throw new ServiceError(422, INAPPROPRIATE_CONTENT, message, { moderation, refusal });
  }
}
