// The built-in chat model: an AI SDK LanguageModelV3 that needs no API key, so the chat route runs the
// same streamText code with or without one. Pure and deterministic: it reads the chat context from the
// system prompt and lets builtin-turn.ts decide each step (tool calls, or one short reply). A change that
// needs a new plan is first put as a question; a yes to it repeats the tool call that asked.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { answerMessage, answerToolResults, hear, type Answer, type Call } from "./builtin-turn";
import { readContext, type ToolName, type ToolOutcome } from "./chat-context";

export { errorReply, unavailableReply } from "./replies";

export const BUILTIN_MODEL_ID = "amble-builtin";

const textOf = (message: LanguageModelV3Prompt[number]) =>
  Array.isArray(message.content)
    ? message.content.map((p) => (p.type === "text" ? p.text : "")).join(" ")
    : message.content;

const outcomeOf = (output: unknown): ToolOutcome => {
  const value = (output as { type?: string; value?: unknown })?.value;
  if (value && typeof value === "object" && "ok" in value) return value as ToolOutcome;
  return { ok: false, error: "tool-failed", message: typeof value === "string" ? value : "" };
};

/** The call the previous turn ended asking about: a tool that answered confirm-new-plan. */
function pendingCall(previousTurn: LanguageModelV3Prompt): Call | null {
  let asked: string | null = null;
  for (const m of previousTurn) {
    if (m.role !== "tool") continue;
    for (const p of m.content) {
      if (p.type === "tool-result" && outcomeOf(p.output).ok === false) {
        const outcome = outcomeOf(p.output) as Extract<ToolOutcome, { ok: false }>;
        asked = outcome.error === "confirm-new-plan" ? p.toolCallId : null;
      }
    }
  }
  for (const m of previousTurn) {
    if (m.role !== "assistant" || !Array.isArray(m.content)) continue;
    for (const p of m.content) {
      if (p.type === "tool-call" && p.toolCallId === asked) {
        const input = typeof p.input === "string" ? (JSON.parse(p.input) as unknown) : p.input;
        return { toolName: p.toolName as ToolName, input: (input ?? {}) as Record<string, unknown> };
      }
    }
  }
  return null;
}

/** The whole decision for one model call, from the prompt alone. */
export function respond(prompt: LanguageModelV3Prompt): Answer {
  const system = prompt.find((m) => m.role === "system");
  const context = readContext(system ? textOf(system) : undefined);
  const lastUser = prompt.findLastIndex((m) => m.role === "user");
  const userText = lastUser >= 0 ? textOf(prompt[lastUser]) : "";
  const turn = prompt.slice(lastUser + 1);
  if (!turn.length) {
    const previousUser = prompt.slice(0, Math.max(0, lastUser)).findLastIndex((m) => m.role === "user");
    return answerMessage(userText, context, pendingCall(prompt.slice(previousUser + 1, lastUser)));
  }
  const results = turn.flatMap((m) =>
    m.role === "tool"
      ? m.content.flatMap((p) =>
          p.type === "tool-result" ? [{ toolName: p.toolName, output: outcomeOf(p.output) }] : [],
        )
      : [],
  );
  return answerToolResults(results, hear(userText, context), context);
}

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function contentOf(answer: Answer, step: number): LanguageModelV3Content[] {
  if (answer.text !== undefined) return [{ type: "text", text: answer.text }];
  return answer.calls.map((call, i) => ({
    type: "tool-call",
    toolCallId: `builtin-${step}-${i}`,
    toolName: call.toolName,
    input: JSON.stringify(call.input),
  }));
}

export function builtinModel(): LanguageModelV3 {
  let step = 0;
  const generate = (options: LanguageModelV3CallOptions) => {
    const answer = respond(options.prompt);
    return {
      content: contentOf(answer, ++step),
      finishReason: { unified: answer.calls ? ("tool-calls" as const) : ("stop" as const), raw: undefined },
    };
  };
  return {
    specificationVersion: "v3",
    provider: "amble",
    modelId: BUILTIN_MODEL_ID,
    supportedUrls: {},
    doGenerate: async (options) => ({ ...generate(options), usage: USAGE, warnings: [] }),
    doStream: async (options) => {
      const { content, finishReason } = generate(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
      for (const part of content) {
        if (part.type === "text") {
          // Word by word, so the reply streams like any model's.
          parts.push({ type: "text-start", id: "t" });
          for (const word of part.text.match(/\S+\s*/g) ?? []) parts.push({ type: "text-delta", id: "t", delta: word });
          parts.push({ type: "text-end", id: "t" });
        } else if (part.type === "tool-call") parts.push(part);
      }
      parts.push({ type: "finish", usage: USAGE, finishReason });
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
