// The chat planner: one answer to one user message, streamed as AI SDK UI message parts. The same code
// runs with the configured language model or, without a key, with the built-in model. Tools do the work
// through the plan services (their rules and limits); signed-in users' conversations are saved with the
// plan they produced, guests' live in the page only.
import { convertToModelMessages, createUIMessageStream, readUIMessageStream, stepCountIs, streamText } from "ai";
import type { UIMessageChunk } from "ai";
import type { Viewer } from "~/auth/viewer.server";
import { currentOffer } from "~/models/offer.server";
import { assertAcceptableRequest } from "~/moderation/moderate.server";
import { ServiceError } from "~/utils/errors";
import { getPlan } from "~/services/plans.server";
import { builtinModel, unavailableReply } from "./builtin-model";
import { CHAT_MESSAGE_MAX, textOf, type ChatBody } from "./chat-body.server";
import { chatErrorText } from "./chat-errors.server";
import { chatPlanOf, systemPrompt, type ChatContext, type ToolOutcome } from "./chat-context";
import type { ChatData, ChatUIMessage } from "./chat-message";
import { saveTurn, threadFor } from "./chat-threads.server";
import { languageModel } from "./model.server";
import { requestOfPlan } from "./plan-request";
import { chatTools } from "./tools";
import type { ChatSession } from "./tools/session.server";
import { placeNear } from "~/planning/places/gazetteer";
import { conversationLanguage, detectLanguage, readAnswer } from "~/understanding";

/** Enough turns for "fill the request → plan → answer", and a refinement or two in between. */
const MAX_STEPS = 5;

/** The user's newest message says yes, and the answer before it asked about a new plan. */
function confirmsNewPlan(messages: readonly ChatUIMessage[]): boolean {
  const [previous, last] = messages.slice(-2);
  if (previous?.role !== "assistant" || last?.role !== "user" || readAnswer(textOf(last)) !== "yes") return false;
  return previous.parts.some(
    (p) =>
      p.type.startsWith("tool-") &&
      "output" in p &&
      (p.output as ToolOutcome | undefined)?.ok === false &&
      (p.output as Extract<ToolOutcome, { ok: false }>).error === "confirm-new-plan",
  );
}

/**
 * Checks the message and the viewer's access, then answers as a UI message stream. Throws a
 * ServiceError (400/404/422) before streaming when the message cannot be answered at all.
 */
export async function chatStream({
  viewer,
  body,
  client,
  noScript = false,
}: {
  viewer: Viewer;
  body: ChatBody;
  client: { ip: string | null };
  /** The no-JavaScript chat: it has no "Use my location". */
  noScript?: boolean;
}): Promise<ReadableStream<UIMessageChunk>> {
  const last = body.messages.at(-1)!;
  const text = textOf(last);
  if (last.role !== "user" || !text) {
    throw new ServiceError(400, "invalid-request", "Please write a message.", { reason: "empty-message" });
  }
  if (text.length > CHAT_MESSAGE_MAX) {
    throw new ServiceError(400, "invalid-request", `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`, {
      reason: "message-too-long",
    });
  }
  // Self-harm is answered with the crisis lines where the person plans, harm to others with why not.
  await assertAcceptableRequest(text, { language: body.language, location: body.request.location });

  const [plan, offer] = await Promise.all([body.planId ? getPlan(viewer, body.planId) : null, currentOffer()]);
  // After the plan is found: a refused message starts no thread.
  const thread = await threadFor(viewer, body.id);
  const messages = body.messages as unknown as ChatUIMessage[];
  const request = { ...(plan ? requestOfPlan(plan) : {}), ...body.request };
  // Replies follow the person's latest message; one that shows no language ("yes", "Kreuzberg") keeps
  // the conversation's (saved with the thread; a guest's from the messages), not the page's.
  const earlier = messages.slice(0, -1).flatMap((m) => (m.role === "user" ? [textOf(m)] : []));
  const language = detectLanguage(text, conversationLanguage(thread?.language ?? null, earlier, body.language));
  // A yes to "That makes a new plan. Go ahead?" lets this turn's tools make one.
  const newPlanConfirmed = confirmsNewPlan(messages);
  const context: ChatContext = {
    language,
    request,
    plan: plan ? chatPlanOf(plan) : null,
    offer,
    tier: viewer.entitlements.tier,
    today: new Date().toISOString().slice(0, 10),
    near: body.location ? (placeNear(body.location)?.location.label ?? null) : null,
    canLocate: !noScript,
  };

  return createUIMessageStream<ChatUIMessage>({
    originalMessages: messages,
    execute: async ({ writer }) => {
      if (thread) writer.write({ type: "data-thread", id: "thread", data: { id: thread.id }, transient: true });
      const session: ChatSession = {
        viewer,
        client,
        fingerprint: body.fingerprint,
        request,
        plan,
        newPlanConfirmed,
        writer,
      };
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
            return unavailableReply(language);
          },
        }),
      );
    },
    onError: (error) => {
      if (typeof error === "string") return error; // already the user's message (toUIMessageStream's onError)
      if (error instanceof ServiceError) return chatErrorText(language, error);
      console.warn(`[amble] chat failed: ${(error as Error)?.message ?? String(error)}`);
      return unavailableReply(language);
    },
    onFinish: async ({ responseMessage }) => {
      if (!thread) return;
      const plan = [...responseMessage.parts].reverse().find((p) => p.type === "data-plan");
      const planId = plan?.type === "data-plan" ? plan.data.plan.id : null;
      await saveTurn(thread.id, [last as unknown as ChatUIMessage, responseMessage], planId, language).catch((error) =>
        console.warn("[amble] chat not saved", error),
      );
    },
  });
}

/**
 * For the no-JavaScript page: runs the answer to completion and returns the assistant's message, and the
 * thread it was saved in (the page posts that id with the next message).
 */
export async function chatToCompletion(options: Parameters<typeof chatStream>[0]): Promise<{
  message: ChatUIMessage | null;
  error: string | null;
  threadId: string | null;
}> {
  const stream = await chatStream({ ...options, noScript: true });
  let message: ChatUIMessage | null = null;
  let error: string | null = null;
  let threadId: string | null = null;
  const [forMessage, forErrors] = stream.tee();
  const errors = (async () => {
    const reader = forErrors.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (value.type === "error") error = value.errorText;
      if (value.type === "data-thread") threadId = (value.data as ChatData["thread"]).id;
    }
  })();
  for await (const next of readUIMessageStream<ChatUIMessage>({ stream: forMessage, terminateOnError: false })) {
    message = next;
  }
  await errors;
  return { message, error, threadId };
}
