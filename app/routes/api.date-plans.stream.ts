// POST /api/date-plans/stream: the same as /api/date-plans, answered as newline-delimited JSON events
// the moment each is ready (format in README "Streaming plans").
import type { ActionFunctionArgs } from "@remix-run/node";
import { generatePlan } from "~/services/plans.server";
import type { PlanEvent } from "~/wire/plans";
import { clientIp, errorResponse, methodNotAllowed, readBody, viewerWithGuest } from "~/web/api.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { viewer, headers } = await viewerWithGuest(request);
  let body: Record<string, unknown>;
  try {
    body = await readBody(request);
  } catch (error) {
    return errorResponse(error, headers);
  }
  const previousPlanId = typeof body.previousPlanId === "string" ? body.previousPlanId : null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: PlanEvent | { type: "error"; status: number; error: string; message: string }) =>
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        await generatePlan({ viewer, body, previousPlanId, onEvent: send, client: { ip: clientIp(request) } });
      } catch (error) {
        const response = errorResponse(error);
        const detail = (await response.json()) as { error: string; message: string };
        send({ type: "error", status: response.status, ...detail });
      } finally {
        controller.close();
      }
    },
  });
  headers.set("Content-Type", "application/x-ndjson; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set("X-Accel-Buffering", "no");
  return new Response(stream, { status: 200, headers });
}

export const loader = () => methodNotAllowed("POST");
