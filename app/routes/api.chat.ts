// POST /api/chat: the chat planner's answer to one message, as an AI SDK UI message stream (SSE).
// Failures before streaming (bad body, inappropriate message, someone else's plan) are JSON {error, message}.
import { createUIMessageStreamResponse } from "ai";
import type { ActionFunctionArgs } from "@remix-run/node";
import { chatStream, parseChatBody } from "~/services/chat.server";
import { clientIp, errorResponse, methodNotAllowed, readBody, viewerWithGuest } from "~/web/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { viewer, headers } = await viewerWithGuest(request);
  try {
    const body = parseChatBody(await readBody(request));
    const stream = await chatStream({ viewer, body, client: { ip: clientIp(request) } });
    headers.set("Cache-Control", "no-store");
    return createUIMessageStreamResponse({ stream, headers });
  } catch (error) {
    return errorResponse(error, headers);
  }
}

export const loader = () => methodNotAllowed("POST");
