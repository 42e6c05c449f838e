// The chat planner: one answer to one user message, streamed as AI SDK UI message parts. The same code
// runs with the configured language model or, without a key, with the built-in model. Tools do the work
// through the plan service (its rules and limits); signed-in users' conversations are saved with the plan
// they produced, guests' live in the page only.
import {
  convertToModelMessages,
  createUIMessageStream,
  readUIMessageStream,
  stepCountIs,
  streamText,
  type UIMessageChunk,
} from "ai";
import { z } from "zod";
import { builtinModel, unavailableReply } from "~/ai/builtin-model";
import { chatPlanOf, systemPrompt, type ChatContext } from "~/ai/chat-context";
import type { ChatUIMessage } from "~/ai/chat-message";
import { languageModel } from "~/ai/model.server";
import { currentOffer } from "~/models/offer.server";
import { chatTools } from "~/ai/tools";
import { RequestFieldsSchema } from "~/ai/tools/request-fields";
import type { ChatSession } from "~/ai/tools/session.server";
import type { RequestFields } from "~/ai/utterance";
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import type { PlanView } from "~/models/plans.server";
import { assertAcceptableRequest } from "~/moderation/moderate.server";
import { PLAN_LANGUAGES } from "~/planning/request";
import { getPlan, ServiceError } from "./plans.server";

/** Enough turns for "fill the request → plan → answer", and a refinement or two in between. */
const MAX_STEPS = 5;
export const CHAT_MESSAGE_MAX = 1000;
const MAX_MESSAGES = 60;
/**
 * What a conversation may carry. The model reads every part but the data parts (the plan cards shown on
 * screen); ten turns of a real conversation are a few KB of that, plan cards ~10 KB per plan.
 */
export const CHAT_CONTEXT_MAX = 48 * 1024;
export const CHAT_HISTORY_MAX = 384 * 1024;
const TOO_LONG = "This conversation is too long to continue. Please start a new chat.";

const PartSchema = z.looseObject({ type: z.string().max(100) });
const MessageSchema = z.looseObject({
  id: z.string().max(100),
  role: z.enum(["user", "assistant"]),
  parts: z.array(PartSchema).max(200),
});
type Message = z.infer<typeof MessageSchema>;

const textOf = (message: Pick<Message, "parts">) =>
  message.parts
    .map((p) => (p.type === "text" && typeof p.text === "string" ? p.text : ""))
    .join(" ")
    .trim();
/** The sizes the caps above count: the parts the model reads, and everything. */
const sizesOf = (messages: Message[]) => ({
  context: JSON.stringify(messages.map((m) => m.parts.filter((p) => !p.type.startsWith("data-")))).length,
  history: JSON.stringify(messages).length,
});

export const ChatBodySchema = z.object({
  /** The conversation's id: a signed-in user's ChatThread id. */
  id: z.string().trim().min(1).max(100),
  messages: z
    .array(MessageSchema)
    .min(1)
    .max(MAX_MESSAGES)
    .superRefine((messages, ctx) => {
      // Every message the user wrote went through the same box as the last one.
      messages.forEach((m, i) => {
        if (m.role === "user" && textOf(m).length > CHAT_MESSAGE_MAX)
          ctx.addIssue({
            code: "custom",
            path: [i],
            message: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
          });
      });
      const sizes = sizesOf(messages);
      if (sizes.context > CHAT_CONTEXT_MAX || sizes.history > CHAT_HISTORY_MAX)
        ctx.addIssue({ code: "custom", message: TOO_LONG, params: { tooLarge: true } });
    }),
  /** The request as filled so far (the form's state) and the plan on screen. */
  request: RequestFieldsSchema.partial().catch({}).default({}),
  planId: z.string().max(100).nullish(),
  language: z.enum(PLAN_LANGUAGES).catch("en").default("en"),
  fingerprint: z.string().max(200).optional(),
});
export type ChatBody = z.infer<typeof ChatBodySchema>;

export function parseChatBody(body: unknown): ChatBody {
  const parsed = ChatBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    if (issues.some((i) => i.code === "custom" && i.params?.tooLarge)) {
      throw new ServiceError(413, "payload-too-large", TOO_LONG);
    }
    const custom = issues.find((i) => i.code === "custom");
    if (custom) throw new ServiceError(400, "invalid-request", custom.message);
    const fields = issues.map((i) => i.path.join(".") || "body");
    throw new ServiceError(400, "invalid-request", `Please check ${[...new Set(fields)].join(", ")}.`);
  }
  return parsed.data;
}

/** A plan's request fields, for a conversation that continues from a saved plan. */
function requestOfPlan(plan: PlanView): RequestFields {
  return {
    location: plan.location,
    timeSlot: plan.timeSlot as RequestFields["timeSlot"],
    vibe: plan.vibe as RequestFields["vibe"],
    budget: plan.budget as RequestFields["budget"],
    duration: plan.duration,
    transportation: plan.transportation as RequestFields["transportation"],
    withKids: plan.withKids === 1,
    language: plan.language as RequestFields["language"],
  };
}

/** The signed-in user's thread of that id (created on first use); another user's id is a 404. */
async function threadFor(viewer: Viewer, id: string) {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findUnique({ where: { id } });
  if (thread && thread.userId !== viewer.user.id) throw new ServiceError(404, "chat-not-found", "Chat not found");
  return thread ?? db.chatThread.create({ data: { id, userId: viewer.user.id } });
}

/** Appends one turn (the user's message and the answer) and links the thread to its newest plan. */
async function saveTurn(threadId: string, turn: ChatUIMessage[], planId: string | null) {
  const now = Date.now();
  await db.$transaction([
    ...turn.map((m, i) =>
      db.chatMessage.create({
        // Distinct times keep the order when the thread is read back (createdAt has millisecond precision).
        data: {
          threadId,
          role: m.role,
          parts: JSON.parse(JSON.stringify(m.parts)) as object,
          createdAt: new Date(now + i),
        },
      }),
    ),
    // A plan belongs to one thread; the newest plan of the conversation is the one to reopen it from.
    db.chatThread.update({ where: { id: threadId }, data: planId ? { planId } : {} }),
  ]);
}

/**
 * Checks the message and the viewer's access, then answers as a UI message stream. Throws a
 * ServiceError (400/404/422) before streaming when the message cannot be answered at all.
 */
export async function chatStream({
  viewer,
  body,
  client,
}: {
  viewer: Viewer;
  body: ChatBody;
  client: { ip: string | null };
}): Promise<ReadableStream<UIMessageChunk>> {
  const last = body.messages.at(-1)!;
  const text = textOf(last);
  if (last.role !== "user" || !text) throw new ServiceError(400, "invalid-request", "Please write a message.");
  if (text.length > CHAT_MESSAGE_MAX) {
    throw new ServiceError(400, "invalid-request", `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`);
  }
  await assertAcceptableRequest(text);

  const thread = await threadFor(viewer, body.id);
  const plan = body.planId ? await getPlan(viewer, body.planId) : null;
  const messages = body.messages as unknown as ChatUIMessage[];
  const request = { ...(plan ? requestOfPlan(plan) : {}), ...body.request };
  const context: ChatContext = {
    language: body.language,
    request,
    plan: plan ? chatPlanOf(plan) : null,
    offer: await currentOffer(),
    tier: viewer.entitlements.tier,
  };

  return createUIMessageStream<ChatUIMessage>({
    originalMessages: messages,
    execute: async ({ writer }) => {
      if (thread) writer.write({ type: "data-thread", id: "thread", data: { id: thread.id }, transient: true });
      const session: ChatSession = { viewer, client, fingerprint: body.fingerprint, request, plan, writer };
      const tools = chatTools(session);
      const result = streamText({
        model: languageModel() ?? builtinModel(),
        system: systemPrompt(context),
        messages: await convertToModelMessages(messages, { tools, ignoreIncompleteToolCalls: true }),
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: 0,
        onError: () => {}, // reported to the user by toUIMessageStream below
      });
      writer.merge(
        result.toUIMessageStream({
          onError: (error) => {
            console.warn(`[amble] chat model failed: ${(error as Error)?.message ?? String(error)}`);
            return unavailableReply(body.language);
          },
        }),
      );
    },
    onError: (error) => {
      if (typeof error === "string") return error; // already the user's message (toUIMessageStream's onError)
      if (error instanceof ServiceError) return error.message;
      console.warn(`[amble] chat failed: ${(error as Error)?.message ?? String(error)}`);
      return unavailableReply(body.language);
    },
    onFinish: async ({ responseMessage }) => {
      if (!thread) return;
      const plan = [...responseMessage.parts].reverse().find((p) => p.type === "data-plan");
      const planId = plan?.type === "data-plan" ? plan.data.plan.id : null;
      await saveTurn(thread.id, [last as unknown as ChatUIMessage, responseMessage], planId).catch((error) =>
        console.warn("[amble] chat not saved", error),
      );
    },
  });
}

/** For the no-JavaScript page: runs the answer to completion and returns the assistant's message. */
export async function chatToCompletion(options: Parameters<typeof chatStream>[0]): Promise<{
  message: ChatUIMessage | null;
  error: string | null;
}> {
  const stream = await chatStream(options);
  let message: ChatUIMessage | null = null;
  let error: string | null = null;
  const [forMessage, forErrors] = stream.tee();
  const errors = (async () => {
    const reader = forErrors.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (value.type === "error") error = value.errorText;
    }
  })();
  for await (const next of readUIMessageStream<ChatUIMessage>({ stream: forMessage, terminateOnError: false })) {
    message = next;
  }
  await errors;
  return { message, error };
}

/** A signed-in user's saved conversation, to continue it (`/?chat=<id>`); null for anyone else. */
export async function loadThread(viewer: Viewer, id: string) {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findFirst({
    where: { id, userId: viewer.user.id },
    include: { messages: { orderBy: { createdAt: "asc" } } },
  });
  if (!thread) return null;
  const messages = thread.messages.map(
    (m, i) => ({ id: `${thread.id}-${i}`, role: m.role, parts: m.parts }) as unknown as ChatUIMessage,
  );
  const plan = thread.planId ? await getPlan(viewer, thread.planId).catch(() => null) : null;
  return { id: thread.id, messages, request: plan ? requestOfPlan(plan) : {} };
}

/** The thread that continues a plan in chat, if its owner has one. */
export async function threadOfPlan(viewer: Viewer, planId: string): Promise<string | null> {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findFirst({ where: { planId, userId: viewer.user.id }, select: { id: true } });
  return thread?.id ?? null;
}

/**
 * The no-JavaScript chat form's fields as a chat body: the conversation so far travels in a hidden field
 * (guests have no other place for it); only its text and the plan ids matter, and both are checked again.
 */
export function chatBodyFromForm(form: FormData): ChatBody {
  const json = (name: string, fallback: unknown) => {
    try {
      return JSON.parse(String(form.get(name) ?? "")) as unknown;
    } catch {
      return fallback;
    }
  };
  const history = json("history", []);
  const previous = Array.isArray(history) ? (history as ChatBody["messages"]) : [];
  const latestPlan = [...previous]
    .reverse()
    .flatMap((m) => (Array.isArray(m?.parts) ? [...m.parts].reverse() : []))
    .find((p) => p.type === "data-plan") as { data?: { plan?: { id?: string } } } | undefined;
  return parseChatBody({
    id: String(form.get("chatId") ?? "") || crypto.randomUUID(),
    messages: [
      ...recentFitting(previous.slice(-(MAX_MESSAGES - 1))),
      { id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text: String(form.get("message") ?? "") }] },
    ],
    request: json("request", {}),
    planId: latestPlan?.data?.plan?.id ?? null,
    language: form.get("language"),
  });
}

/**
 * The newest messages of a posted history that fit the caps with room for one more message: a long
 * conversation without JavaScript goes on with its recent turns, as the live chat does.
 */
function recentFitting(previous: ChatBody["messages"]): ChatBody["messages"] {
  const room = 8 * 1024; // the new message, JSON-escaped, and the separators between messages
  const total = { context: room, history: room };
  let start = previous.length;
  for (; start > 0; start--) {
    const message = previous[start - 1];
    if (!Array.isArray(message?.parts) || !message.parts.every((p) => typeof p?.type === "string")) break;
    const sizes = sizesOf([message]);
    total.context += sizes.context;
    total.history += sizes.history;
    if (total.context > CHAT_CONTEXT_MAX || total.history > CHAT_HISTORY_MAX) break;
  }
  return previous.slice(start);
}
