// The chat's request body: one user message and the conversation so far, checked with zod and capped
// (its nesting, each part against its schema, each message the user wrote, what the model reads,
// everything) before anything measures, saves or renders it; and the same body from the no-JavaScript
// chat form, whose conversation travels in a hidden field.
import { z } from "zod";
import { PLAN_LANGUAGES, type PlanLanguage } from "~/planning/request";
import { ServiceError } from "~/utils/errors";
import { nestsWithin } from "~/utils/json-depth";
import { showableParts, UserMessageSchema } from "./chat-parts";
import { RequestFieldsSchema } from "./tools/request-fields";

export const CHAT_MESSAGE_MAX = 1000;
const MAX_MESSAGES = 60;
/**
 * What a conversation may carry. The model reads every part but the data parts (the plan cards shown on
 * screen); ten turns of a real conversation are a few KB of that, plan cards ~10 KB per plan.
 */
const CHAT_CONTEXT_MAX = 48 * 1024;
const CHAT_HISTORY_MAX = 384 * 1024;
const TOO_LONG = "This conversation is too long to continue. Please start a new chat.";
/** A plan card nests about eight levels deep; nothing the chat sends comes near this. */
const MAX_NESTING = 32;

/** Which of the chat's own checks refused a message, so the chat can say it in the reader's words. */
export type ChatRefusalReason = "empty-message" | "message-too-long";

/**
 * What the user wrote is text, and is refused otherwise; of the assistant's answers carried back, the
 * parts that fail their schema are left out (the server reads them as context only, and saves its own).
 */
const MessageSchema = z.discriminatedUnion("role", [
  UserMessageSchema,
  z.object({
    id: z.string().max(100),
    role: z.literal("assistant"),
    parts: z
      .array(z.unknown())
      .max(200)
      .transform((parts) => showableParts("assistant", parts)),
  }),
]);
type Message = z.infer<typeof MessageSchema>;

export const textOf = (message: Pick<Message, "parts">) =>
  message.parts
    .map((p) => (p.type === "text" && typeof p.text === "string" ? p.text : ""))
    .join(" ")
    .trim();
/** The sizes the caps above count: the parts the model reads, and everything. */
const sizesOf = (messages: Message[]) => ({
  context: JSON.stringify(messages.map((m) => m.parts.filter((p) => !p.type.startsWith("data-")))).length,
  history: JSON.stringify(messages).length,
});

const ChatBodySchema = z.object({
  /**
   * The saved conversation's id, as the server gave it (a signed-in user's ChatThread); none for a new
   * conversation. Anything unreadable counts as none: the server then starts a thread of its own.
   */
  id: z.string().trim().min(1).max(100).nullish().catch(null),
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
            params: { reason: "message-too-long" satisfies ChatRefusalReason },
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
  /**
   * Where the person is, sent only with the message of their "Use my location" press: read as the nearest
   * neighbourhood or town and then dropped (neither saved nor shown to a language model). A point that is
   * not one is ignored, not refused.
   */
  location: z
    .object({ lat: z.number().finite().min(-90).max(90), lng: z.number().finite().min(-180).max(180) })
    .strict()
    .optional()
    .catch(undefined),
});
export type ChatBody = z.infer<typeof ChatBodySchema>;

/** The language a posted chat body asks for, read before the rest of it is checked; null when it names none. */
export function chatLanguageOf(body: Record<string, unknown>): PlanLanguage | null {
  const language = z.enum(PLAN_LANGUAGES).safeParse(body.language);
  return language.success ? language.data : null;
}

const tooDeep = () => new ServiceError(400, "invalid-request", "The conversation could not be read.");

export function parseChatBody(body: unknown): ChatBody {
  if (!nestsWithin(body, MAX_NESTING)) throw tooDeep();
  const parsed = ChatBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    if (issues.some((i) => i.code === "custom" && i.params?.tooLarge)) {
      throw new ServiceError(413, "payload-too-large", TOO_LONG);
    }
    const custom = issues.find((i) => i.code === "custom");
    if (custom) throw new ServiceError(400, "invalid-request", custom.message, { reason: custom.params?.reason });
    const fields = issues.map((i) => i.path.join(".") || "body");
    throw new ServiceError(400, "invalid-request", `Please check ${[...new Set(fields)].join(", ")}.`);
  }
  return parsed.data;
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
  if (!nestsWithin(history, MAX_NESTING)) throw tooDeep();
  const previous = Array.isArray(history) ? (history as ChatBody["messages"]) : [];
  const latestPlan = [...previous]
    .reverse()
    .flatMap((m) => (Array.isArray(m?.parts) ? [...m.parts].reverse() : []))
    .find((p) => p.type === "data-plan") as { data?: { plan?: { id?: string } } } | undefined;
  return parseChatBody({
    id: String(form.get("chatId") ?? "") || null,
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
