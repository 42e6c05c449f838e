// A loopback stand-in for the OpenAI Chat Completions API (POST /v1/chat/completions), streaming and not,
// in the real wire format, so the real AI SDK client is tested without leaving the machine. Each test
// scripts the answer: a function from the request body to the content to send, its chunks, or a status.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  [key: string]: unknown;
};

export type FakeReply =
  /** The assistant's text, streamed in `chunkSize`-character deltas `delayMs` apart. */
  | { content: string; chunkSize?: number; delayMs?: number }
  /** The assistant's text as exactly these deltas. */
  | { chunks: string[]; delayMs?: number }
  /** An error answer in OpenAI's error shape. */
  | { status: number; message?: string }
  /** No answer at all, until the client gives up. */
  | { hang: true }
  /** Function calls (the chat's tools), each with its JSON arguments; optional text before them. */
  | { toolCalls: Array<{ name: string; arguments: unknown }>; content?: string };

export type FakeScript = (request: ChatRequest) => FakeReply | Promise<FakeReply>;

export type FakeOpenAI = {
  /** Base address; the API lives under `${url}/v1`. */
  url: string;
  /** Every chat request received, newest last. */
  requests: ChatRequest[];
  /** Replace the script for the next requests. */
  script: FakeScript;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAI(script: FakeScript = () => ({ content: "" })): Promise<FakeOpenAI> {
  let counter = 0;
  const fake: FakeOpenAI = {
    url: "",
    requests: [],
    script,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer(async (req, res) => {
    const sendJson = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type = "invalid_request_error") =>
      sendJson(status, { error: { message, type, param: null, code: null } });

    if (req.method !== "POST" || req.url !== "/v1/chat/completions") return error(404, `Unknown path ${req.url}`);
    if (!req.headers.authorization?.startsWith("Bearer ")) return error(401, "Missing API key");
    let body: ChatRequest;
    try {
      const raw: Buffer[] = [];
      for await (const chunk of req) raw.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(raw).toString("utf8")) as ChatRequest;
    } catch {
      return error(400, "Invalid JSON body");
    }
    fake.requests.push(body);
    const reply = await fake.script(body);
    if ("hang" in reply) return; // the socket stays open until the client aborts or the fake closes
    if ("status" in reply) return error(reply.status, reply.message ?? "The server had an error", "server_error");

    const id = `chatcmpl-fake-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    if ("toolCalls" in reply) return sendToolCalls(res, body, reply, id, created);
    const chunks =
      "chunks" in reply
        ? reply.chunks
        : (reply.content.match(new RegExp(`[\\s\\S]{1,${reply.chunkSize ?? 16}}`, "g")) ?? []);
    const content = chunks.join("");
    const usage = { prompt_tokens: 100, completion_tokens: chunks.length, total_tokens: 100 + chunks.length };

    if (!body.stream) {
      return sendJson(200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
        usage,
      });
    }

    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const event = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices, ...extra })}\n\n`,
      );
    event([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
    for (const text of chunks) {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      event([{ index: 0, delta: { content: text }, finish_reason: null }]);
    }
    event([{ index: 0, delta: {}, finish_reason: "stop" }]);
    if (body.stream_options?.include_usage) event([], { usage });
    res.end("data: [DONE]\n\n");
  });

  let calls = 0;
  /** Function calls in the wire format: one delta naming each call, then its arguments. */
  function sendToolCalls(
    res: http.ServerResponse,
    body: ChatRequest,
    reply: Extract<FakeReply, { toolCalls: unknown }>,
    id: string,
    created: number,
  ) {
    const toolCalls = reply.toolCalls.map((call, index) => ({
      index,
      id: `call_fake_${++calls}`,
      type: "function",
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: reply.content ?? null, tool_calls: toolCalls },
              finish_reason: "tool_calls",
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
        }),
      );
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const event = (choices: unknown[]) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices })}\n\n`,
      );
    event([{ index: 0, delta: { role: "assistant", content: reply.content ?? "" }, finish_reason: null }]);
    for (const call of toolCalls) event([{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }]);
    event([{ index: 0, delta: {}, finish_reason: "tool_calls" }]);
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The place ids a request offers the model (the answer schema's enum), in the order offered. */
export function offeredPlaceIds(request: ChatRequest): string[] {
  type Schema = { properties?: Record<string, Schema>; items?: Schema; enum?: string[] };
  const schema = request.response_format?.json_schema?.schema as Schema | undefined;
  return schema?.properties?.activities?.items?.properties?.placeId?.enum ?? [];
}
