// Thin edges: every /api handler returns JSON and turns failures into {error, message} with the right
// status, never a stack trace.
import { json } from "@remix-run/node";
import { ensureGuest } from "~/auth/guest.server";
import { getViewer, type Viewer } from "~/auth/viewer.server";
import { ServiceError } from "~/services/plans.server";
import { apiError } from "./http.server";
import { logger } from "./logger.server";

export { clientIp } from "./http.server";

export function errorResponse(error: unknown, headers?: HeadersInit): Response {
  if (error instanceof ServiceError) {
    return json({ error: error.error, message: error.message, ...error.extra }, { status: error.status, headers });
  }
  if (error instanceof Response) return error;
  logger.error({ err: error }, "api error");
  return apiError(500, "internal-error", "Something went wrong on our side. Please try again.");
}

/** The request body as JSON or form fields; malformed JSON is a 400, not a 500. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    // A malformed form (a multipart body that does not match its boundary) is the sender's error.
    const form = await request.formData().catch(() => {
      throw new ServiceError(400, "invalid-form", "The request body is not a readable form.");
    });
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).filter((v): v is string => typeof v === "string");
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ServiceError(400, "invalid-json", "The request body must be a JSON object.");
}

/** The viewer, with a guest id (and its cookie) created for guests who act for the first time. */
export async function viewerWithGuest(request: Request): Promise<{ viewer: Viewer; headers: Headers }> {
  const viewer = await getViewer(request);
  const headers = new Headers();
  if (!viewer.user && !viewer.guestKey) {
    const guest = await ensureGuest(request);
    viewer.guestKey = guest.key;
    if (guest.setCookie) headers.append("Set-Cookie", guest.setCookie);
  }
  return { viewer, headers };
}

export function methodNotAllowed(allowed: string) {
  return apiError(405, "method-not-allowed", `Use ${allowed} for this endpoint.`);
}

/** The action of a per-activity endpoint (swap, undo): viewer, plan id and activity id in, JSON out. */
export function activityAction<T>(run: (viewer: Viewer, planId: string, activityId: string) => Promise<T>) {
  return async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    try {
      return json(await run(await getViewer(request), params.planId ?? "", params.activityId ?? ""));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
