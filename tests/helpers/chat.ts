// A chat conversation against POST /api/chat, as the browser holds it: every message so far (the
// assistant's as the AI SDK rebuilds them from the stream) goes with the next one, with the plan on screen
// and the saved thread's id once the server has named one.
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from "ai";
import type { PlanView } from "~/wire/plans";
import { action as chat } from "~/routes/api.chat";
import { call, cookieOf } from "./routes";

export type Chunk = UIMessageChunk & { data?: unknown; delta?: string; toolName?: string };

/** The UI message stream's chunks (server-sent events). */
export function chunks(body: string): Chunk[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

async function messageOf(parts: Chunk[]): Promise<UIMessage> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  let message: UIMessage | undefined;
  for await (const next of readUIMessageStream({ stream })) message = next;
  return message!;
}

export type Reply = { status: number; text: string; plan: PlanView | null; tools: string[]; parts: Chunk[] };

/** `planId`: a conversation that goes on from a saved plan ("Continue in chat"). */
export function conversation(options: { cookie?: string; language?: "en" | "de"; planId?: string } = {}) {
  let id: string | null = null;
  const messages: UIMessage[] = [];
  let cookie = options.cookie;
  let planId: string | null = options.planId ?? null;
  return {
    get planId() {
      return planId;
    },
    get cookie() {
      return cookie;
    },
    get threadId() {
      return id;
    },
    /** `page`: the page's language for this message (a conversation reopened on a page in another). */
    async say(text: string, page: "en" | "de" = options.language ?? "en"): Promise<Reply> {
      messages.push({ id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text }] });
      const res = await call(chat, "/api/chat", {
        body: { id, messages, planId, language: page },
        cookie,
      });
      cookie ??= cookieOf(res.headers) || undefined;
      if (res.status !== 200) return { status: res.status, text: "", plan: null, tools: [], parts: [] };
      const parts = chunks(res.body as string);
      const thread = parts.find((p) => p.type === "data-thread")?.data as { id: string } | undefined;
      if (thread) id = thread.id;
      messages.push(await messageOf(parts));
      const shown = parts.findLast((p) => p.type === "data-plan")?.data as { plan: PlanView } | undefined;
      if (shown) planId = shown.plan.id;
      return {
        status: res.status,
        text: parts
          .filter((p) => p.type === "text-delta")
          .map((p) => p.delta)
          .join(""),
        plan: shown?.plan ?? null,
        tools: parts.filter((p) => p.type === "tool-input-available").map((p) => p.toolName!),
        parts,
      };
    },
  };
}
