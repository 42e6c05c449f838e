// POST /api/chat: the chat planner's answer to one message, as an AI SDK UI message stream (SSE).
// Failures before streaming (bad body, inappropriate message, someone else's plan) are JSON {error, message},
// the message in the chat's language (the body's, else the page's).
import { createUIMessageStreamResponse } from "ai";
import type { ActionFunctionArgs } from "@remix-run/node";
import { chatErrorText } from "~/ai/chat-errors.server";
import { getLanguage } from "~/i18n/i18next.server";
import type { PlanLanguage } from "~/planning/request";
import { chatLanguageOf, chatStream, parseChatBody } from "~/services/chat.server";
import { clientIp, errorResponse, methodNotAllowed, readBody, viewerWithGuest } from "~/web/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { viewer, headers } = await viewerWithGuest(request);
  let language: PlanLanguage | null = null;
  try {
    const posted = await readBody(request);
    language = chatLanguageOf(posted);
    const body = parseChatBody(posted);
    const stream = await chatStream({ viewer, body, client: { ip: clientIp(request) } });
    headers.set("Cache-Control", "no-store");
    return createUIMessageStreamResponse({ stream, headers });
  } catch (error) {
    const words = language ?? (await getLanguage(request));
    return errorResponse(error, headers, (refusal) => chatErrorText(words, refusal));
  }
}

export const loader = () => methodNotAllowed("POST");
