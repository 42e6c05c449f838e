// The built-in chat model: an AI SDK LanguageModelV3 that needs no API key, so the chat route runs the
// same streamText code with or without one. Pure and deterministic: it reads the newest user message
// (app/understanding) and the chat context from the system prompt, answers with tool calls, and once the
// tools have run, with one short sentence in the language of the person's latest message. It asks one
// question when the place or the day is missing or could be two, and never plans on a guess. A change
// that needs a new plan is first put as a question; a yes to it repeats the tool call that asked.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import {
  BUDGETS,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  type Budget,
  type RequestPatch,
  type TimeSlot,
} from "~/planning/request";
import { refusalText } from "~/moderation/refusal-text";
import { startRange } from "~/planning/start-time";
import { questionFor, readAnswer, shiftedStart, stopFor, understand, type Understanding } from "~/understanding";
import { readContext, type ChatContext, type ToolName, type ToolOutcome } from "./chat-context";
import { conversationReplies } from "./conversation-replies";
import { errorReply, REPLIES } from "./replies";

export { errorReply, unavailableReply } from "./replies";

export const BUILTIN_MODEL_ID = "amble-builtin";

type Call = { toolName: ToolName; input: Record<string, unknown> };
type Answer = { calls: Call[]; text?: undefined } | { calls?: undefined; text: string };

const textOf = (message: LanguageModelV3Prompt[number]) =>
  Array.isArray(message.content)
    ? message.content.map((p) => (p.type === "text" ? p.text : "")).join(" ")
    : message.content;

/** The band next to `budget` in the given direction (clamped). */
function shiftBudget(budget: Budget, step: -1 | 1): Budget {
  const i = BUDGETS.indexOf(budget) + step;
  return BUDGETS[Math.max(0, Math.min(BUDGETS.length - 1, i))];
}

/** What the message says, read in the conversation's context. */
function hear(text: string, context: ChatContext): Understanding {
  const plan = context.plan;
  return understand(text, {
    language: context.language,
    location: context.request.location ?? plan?.location,
    slot: (plan?.timeSlot as TimeSlot) ?? context.request.timeSlot,
    hasPlan: Boolean(plan),
  });
}

/** Whether the message says nothing but yes or no. */
function onlyAnswer(heard: Understanding): boolean {
  const { refine } = heard;
  return !Object.keys(heard.patch).length && !refine.swap && !refine.undo && !refine.regenerate && heard.shift === null;
}

/** The changes a message asks of the plan on screen, or an answer when it cannot be done. */
function planChanges(
  heard: Understanding,
  plan: NonNullable<ChatContext["plan"]>,
): { patch: RequestPatch } | { text: string } {
  const r = REPLIES[heard.language];
  const { refine } = heard;
  const changes: RequestPatch = { ...heard.patch };
  if (refine.cheaper) changes.budget = shiftBudget(plan.budget as Budget, -1);
  if (refine.pricier) changes.budget = shiftBudget(plan.budget as Budget, 1);
  const slot = plan.timeSlot as TimeSlot;
  // "later" moves the start within the plan's slot; another slot only when the user names one.
  if (heard.shift !== null && !changes.startTime && (changes.timeSlot ?? slot) === slot) {
    const moved = shiftedStart(slot, plan.startTime, heard.shift);
    if (!moved) {
      const { min, max } = startRange(slot);
      return { text: heard.shift > 0 ? r.latestInSlot(slot, max) : r.earliestInSlot(slot, min) };
    }
    changes.startTime = moved;
  }
  if ((refine.shorter || refine.longer) && changes.duration === undefined) {
    const duration = plan.duration + (refine.longer ? 1 : -1);
    changes.duration = Math.max(MIN_DURATION_HOURS, Math.min(MAX_DURATION_HOURS, duration));
  }
  return { patch: changes };
}

/**
 * The first step of a turn: what the user's message asks for, as tool calls or a question. `pending` is
 * the call the assistant asked about at the end of the last turn ("That makes a new plan. Go ahead?").
 */
function answerMessage(text: string, context: ChatContext, pending: Call | null = null): Answer {
  const plan = context.plan;
  const heard = hear(text, context);
  const r = REPLIES[heard.language];
  const say = conversationReplies(heard.language);
  if (heard.harm) return { text: refusalText({ kind: "harm", harm: heard.harm }, heard.language) };
  if (heard.asksIdentity) return { text: r.identity };
  const answer = pending && onlyAnswer(heard) ? readAnswer(text) : null;
  if (answer === "yes") return { calls: [pending!] };
  if (answer === "no") return { text: r.keptAsIs };
  if (heard.intent === "off-topic" || heard.intent === "question") return { text: say.whatIDo() };

  const { refine } = heard;
  if (plan) {
    if (heard.intent === "undo") {
      const swapped = [...plan.activities].reverse().find((a) => a.swappedFromId);
      return swapped
        ? { calls: [{ toolName: "undoSwap", input: { activityId: swapped.id } }] }
        : { text: r.nothingToUndo };
    }
    if (heard.intent === "swap" && refine.swap) {
      const activityId = stopFor(refine.swap, plan.activities);
      return activityId ? { calls: [{ toolName: "swapActivity", input: { activityId } }] } : { text: r.whichActivity };
    }
    const changes = planChanges(heard, plan);
    if ("text" in changes) return { text: changes.text };
    const { patch } = changes;
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    const changed = Object.keys(patch).some((k) => k !== "language");
    if (changed) return { calls: [{ toolName: "adjustPlan", input: { ...patch, language: heard.language } }] };
    if (refine.regenerate) return { calls: [{ toolName: "regeneratePlan", input: {} }] };
  } else if (["undo", "swap", "regenerate", "refine"].includes(heard.intent)) {
    return { text: r.noPlan };
  }

  if (!Object.keys(heard.patch).length) {
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    if (heard.nearMe) return { text: say.askNearMe() };
    return { text: context.request.location ? r.askWhat : r.askPlace };
  }
  return { calls: [{ toolName: "updatePlanRequest", input: heard.patch }] };
}

/**
 * Later steps: the tools of this turn have answered. Once the request has a place and a day, plan;
 * else ask for what is missing, one question at a time.
 */
export function answerToolResults(
  results: Array<{ toolName: string; output: ToolOutcome }>,
  heard: Pick<Understanding, "language" | "day" | "nearMe" | "today">,
  context: Pick<ChatContext, "offer" | "tier"> = {},
): Answer {
  const language = heard.language;
  const r = REPLIES[language];
  const say = conversationReplies(language);
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
    const question = questionFor(heard, outcome.request ?? {});
    if (question === "place") return { text: r.askPlace };
    if (question === "near-me") return { text: say.askNearMe() };
    if (question === "day") return { text: say.askDay() };
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    if (!planned) return { calls: [{ toolName: "createPlan", input: {} }] };
    return { text: r.askWhat };
  }
  if (outcome.plan && outcome.revised) {
    const dropped = outcome.revised.droppedSwaps;
    return { text: r.revised(outcome.plan) + (dropped.length ? r.droppedSwaps(dropped) : "") };
  }
  if (outcome.plan) {
    const { plannedDate } = outcome.plan;
    return { text: plannedDate ? say.plannedOn({ ...outcome.plan, plannedDate }) : r.planned(outcome.plan) };
  }
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
