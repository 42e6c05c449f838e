// Thin edges: every /api handler returns JSON and turns failures into {error, message} with the right
// status, never a stack trace.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { ensureGuest } from "~/auth/guest.server";
import { getViewer, type Viewer } from "~/auth/viewer.server";
import { ServiceError, type ErrorCode } from "~/utils/errors";
import { bodyLimitFor } from "~/utils/body-limit.server";
import { apiError } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";

export { clientIp } from "~/utils/http.server";

/** A refusal as the API answers it; `Wording` may put its message in other words (the chat's language). */
export type Refusal = { status: number; error: ErrorCode; message: string; extra: Record<string, unknown> };
export type Wording = (refusal: Refusal) => string;

export function errorResponse(error: unknown, headers?: HeadersInit, wording?: Wording): Response {
  if (error instanceof Response) return error;
  const refusal = refusalOf(error);
  const message = wording ? wording(refusal) : refusal.message;
  return json({ error: refusal.error, message, ...refusal.extra }, { status: refusal.status, headers });
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof ServiceError) {
    return { status: error.status, error: error.error, message: error.message, extra: error.extra };
  }
  if (isRaceLost(error)) {
    return {
      status: 409,
      error: "conflict",
      message: "This was just changed by another request. Reload and try again.",
      extra: {},
    };
  }
  logger.error({ err: error }, "api error");
  return {
    status: 500,
    error: "internal-error",
    message: "Something went wrong on our side. Please try again.",
    extra: {},
  };
}

/**
 * A record that vanished between reading and writing it (P2025), or a transaction the database gave up
 * on because another one wrote the same rows (P2034): a concurrent request got there first.
 * Checked by name, as the SQLite and PostgreSQL clients are separate classes.
 */
function isRaceLost(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === "PrismaClientKnownRequestError" && (code === "P2025" || code === "P2034");
}

/**
 * The body's bytes, refused with a 413 past the route's limit (never reading more than that). server.ts
 * refuses oversized bodies before Remix sees them; this holds wherever else a request comes from.
 */
async function readBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const limit = bodyLimitFor(new URL(request.url).pathname);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-upload is not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw new ServiceError(400, "incomplete-body", "The request body ended before it was complete.");
    });
    if (done) return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>; // a fresh, unshared buffer
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ServiceError(
        413,
        "payload-too-large",
        `The request body is larger than this endpoint accepts (${limit / 1024} KB).`,
      );
    }
    chunks.push(value);
  }
}

/** The posted form; one that cannot be read (a multipart body that does not match its boundary) is a 400. */
export async function readForm(request: Request): Promise<FormData> {
  const bytes = await readBytes(request);
  const type = request.headers.get("Content-Type") ?? "";
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new ServiceError(400, "invalid-form", "The request body is not a readable form.");
  }
}

/** A page action's form; a refusal (400, 413) is thrown as its JSON response for Remix to answer with. */
export function readPageForm(request: Request): Promise<FormData> {
  return readForm(request).catch((error: unknown) => {
    throw errorResponse(error);
  });
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const unsupported = (what: string) =>
  new ServiceError(415, "unsupported-media-type", `Send the body as ${what}, with that Content-Type.`);

/**
 * The request body as JSON, or under /auth (whose pages post forms without JavaScript) as form fields.
 * /api reads only `application/json`: any other body is a 415, so no page elsewhere can send one
 * with a plain form or a "simple" cross-site request. Malformed JSON is a 400, not a 500.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").trim();
  const jsonOnly = new URL(request.url).pathname.toLowerCase().startsWith("/api/");
  const accepted = jsonOnly ? "application/json" : "application/json or a form";
  if (FORM_TYPE.test(type)) {
    if (jsonOnly) throw unsupported(accepted);
    const form = await readForm(request);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).filter((v): v is string => typeof v === "string");
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  if (type && !JSON_TYPE.test(type)) throw unsupported(accepted);
  const text = new TextDecoder().decode(await readBytes(request));
  if (!text.trim()) return {};
  if (!type) throw unsupported(accepted);
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
    viewer.guestIsNew = guest.setCookie !== null;
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

/** What an API action's work gets besides its parsed body. */
export type ApiContext = Pick<ActionFunctionArgs, "request" | "params">;

type ApiActionOptions = {
  method?: string;
  /** The 400's message, instead of the first problem the schema found. */
  invalid?: string;
};

/**
 * A JSON endpoint (POST unless `method` says otherwise): the body parsed with `schema`, a 400
 * {error: "invalid-request", message, fields} when it does not fit; then `run`, whose value is answered
 * as JSON (a Response as it is) and whose ServiceError is answered with its status and code.
 */
export function apiAction<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.output<S>, context: ApiContext) => Promise<T | Response>,
  { method = "POST", invalid }: ApiActionOptions = {},
) {
  return async ({ request, params }: ActionFunctionArgs): Promise<Response> => {
    if (request.method !== method) return methodNotAllowed(method);
    try {
      const parsed = schema.safeParse(await readBody(request));
      if (!parsed.success) {
        throw new ServiceError(400, "invalid-request", invalid ?? parsed.error.issues[0].message, {
          fields: z.flattenError(parsed.error).fieldErrors,
        });
      }
      const answer = await run(parsed.data, { request, params });
      return answer instanceof Response ? answer : json(answer);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
