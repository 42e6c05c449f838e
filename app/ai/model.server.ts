// The language model the plan writer uses: an OpenAI-compatible chat model when OPENAI_API_KEY is set,
// otherwise none and the built-in writer plans alone.
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { config } from "~/config.server";

let cached: LanguageModel | undefined;

export function languageModel(): LanguageModel | null {
  const { apiKey, baseUrl, model } = config().llm;
  if (!apiKey) return null;
  // `.chat()` speaks Chat Completions, which OpenAI-compatible servers (Ollama, vLLM) offer; the
  // default `openai(id)` would call the Responses API, which they lack.
  cached ??= createOpenAI({ apiKey, baseURL: baseUrl ?? undefined }).chat(model);
  return cached;
}

/** How long the model may take for a whole plan before the built-in writer takes over. */
export function languageModelTimeoutMs(): number {
  return config().llm.timeoutMs;
}
