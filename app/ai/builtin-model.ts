// The built-in chat model: an AI SDK LanguageModelV3 that needs no API key, so the chat route runs the
// same streamText code with or without one. Pure and deterministic: it reads the newest user message
// (readUtterance) and the chat context from the system prompt, answers with tool calls, and once the
// tools have run, with one short sentence in the user's language (replies.ts). A change that needs a new
// plan is first put as a question; a yes to it repeats the tool call that asked.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import {
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  type Budget,
  type PlanLanguage,
  type TimeSlot,
} from "~/planning/request";
import { startRange } from "~/planning/start-time";
import { readContext, type ChatContext, type ToolName, type ToolOutcome } from "./chat-context";
import { errorReply, REPLIES } from "./replies";
import { readAnswer, readUtterance, shiftBudget, type Utterance } from "./utterance";
import type { RequestPatch } from "~/planning/request";
import { shiftedStart } from "./utterance-time";

export { errorReply, unavailableReply } from "./replies";

export const BUILTIN_MODEL_ID = "amble-builtin";

type Call = { toolName: ToolName; input: Record<string, unknown> };
type Answer = { calls: Call[]; text?: undefined } | { calls?: undefined; text: string };

const textOf = (message: LanguageModelV3Prompt[number]) =>
  Array.isArray(message.content)
    ? message.content.map((p) => (p.type === "text" ? p.text : "")).join(" ")
    : message.content;

/** Which activity the user means: by position, "last", or a word of its name or kind ("the museum"). */
function activityFor(utterance: Utterance, context: ChatContext): string | null {
  const activities = context.plan?.activities ?? [];
  const swap = utterance.swap;
  if (!swap || !activities.length) return null;
  if (swap.last) return activities.at(-1)!.id;
  if (swap.index !== undefined) return activities[swap.index]?.id ?? null;
  const word = swap.word!.replace(/s$/, "");
  const hit = activities.find((a) => `${a.name} ${a.category}`.toLowerCase().includes(word));
  return hit?.id ?? null;
}

/** Whether the message says nothing but yes or no. */
function onlyAnswer(u: Utterance): boolean {
  return !Object.keys(u.fields).length && !u.swap && !u.undo && !u.regenerate && u.shift === null;
}

/**
 * The first step of a turn: what the user's message asks for, as tool calls or a question. `pending` is
 * the call the assistant asked about at the end of the last turn ("That makes a new plan. Go ahead?").
 */
function answerMessage(text: string, context: ChatContext, pending: Call | null = null): Answer {
  const plan = context.plan;
  const u = readUtterance(text, context.language, (plan?.timeSlot as TimeSlot) ?? context.request.timeSlot);
  const r = REPLIES[u.language];
  if (u.asksIdentity) return { text: r.identity };
  const answer = pending && onlyAnswer(u) ? readAnswer(text) : null;
  if (answer === "yes") return { calls: [pending!] };
  if (answer === "no") return { text: r.keptAsIs };

  if (plan) {
    if (u.undo) {
      const swapped = [...plan.activities].reverse().find((a) => a.swappedFromId);
      return swapped
        ? { calls: [{ toolName: "undoSwap", input: { activityId: swapped.id } }] }
        : { text: r.nothingToUndo };
    }
    if (u.swap) {
      const activityId = activityFor(u, context);
      return activityId ? { calls: [{ toolName: "swapActivity", input: { activityId } }] } : { text: r.whichActivity };
    }
    const changes: RequestPatch = { ...u.fields };
    if (u.cheaper) changes.budget = shiftBudget(plan.budget as Budget, -1);
    if (u.pricier) changes.budget = shiftBudget(plan.budget as Budget, 1);
    const slot = plan.timeSlot as TimeSlot;
    // "later" moves the start within the plan's slot; another slot only when the user names one.
    if (u.shift !== null && !changes.startTime && (changes.timeSlot ?? slot) === slot) {
      const moved = shiftedStart(slot, plan.startTime, u.shift);
      if (!moved) {
        const { min, max } = startRange(slot);
        return { text: u.shift > 0 ? r.latestInSlot(slot, max) : r.earliestInSlot(slot, min) };
      }
      changes.startTime = moved;
    }
    if ((u.shorter || u.longer) && changes.duration === undefined) {
      const duration = plan.duration + (u.longer ? 1 : -1);
      changes.duration = Math.max(MIN_DURATION_HOURS, Math.min(MAX_DURATION_HOURS, duration));
    }
    const changed = Object.keys(changes).some((k) => k !== "language");
    if (changed) return { calls: [{ toolName: "adjustPlan", input: { ...changes, language: u.language } }] };
    if (u.regenerate) return { calls: [{ toolName: "regeneratePlan", input: {} }] };
  } else {
    // Without a plan, "cheaper"/"fancier" describe the budget wanted.
    if (u.cheaper) u.fields.budget ??= "budget_friendly";
    if (u.pricier) u.fields.budget ??= "upscale";
    if ((u.swap || u.undo || u.regenerate || u.shift !== null) && !Object.keys(u.fields).length)
      return { text: r.noPlan };
  }

  if (!Object.keys(u.fields).length) return { text: context.request.location ? r.askWhat : r.askPlace };
  return { calls: [{ toolName: "updatePlanRequest", input: u.fields }] };
}

/** Later steps: the tools of this turn have answered; plan once the request has a place, else reply. */
export function answerToolResults(
  results: Array<{ toolName: string; output: ToolOutcome }>,
  language: PlanLanguage,
  context: Pick<ChatContext, "offer" | "tier"> = {},
): Answer {
  const r = REPLIES[language];
  const last = results.at(-1);
  if (!last) return { text: r.askWhat };
  const outcome = last.output;
  if (!outcome.ok) {
    if (outcome.error === "confirm-new-plan" && outcome.remaining) return { text: r.confirmNewPlan(outcome.remaining) };
    if (outcome.error === "no-change") return { text: r.unchanged };
    return { text: errorReply(language, outcome.error, outcome.message, context) };
  }
  if (last.toolName === "updatePlanRequest") {
    const planned = results.some((x) => x.toolName !== "updatePlanRequest");
    if (outcome.request?.location && !planned) return { calls: [{ toolName: "createPlan", input: {} }] };
    return { text: r.askPlace };
  }
  if (outcome.plan && outcome.revised) {
    const dropped = outcome.revised.droppedSwaps;
    return { text: r.revised(outcome.plan) + (dropped.length ? r.droppedSwaps(dropped) : "") };
  }
  if (outcome.plan) return { text: r.planned(outcome.plan) };
  if (outcome.swappedActivity) return { text: r.swapped(outcome.swappedActivity) };
  if (outcome.restoredActivity) return { text: r.restored(outcome.restoredActivity) };
  return { text: r.askWhat };
}

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
  return answerToolResults(results, readUtterance(userText, context.language).language, context);
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
