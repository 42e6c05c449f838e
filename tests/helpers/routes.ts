// Calls route handlers in-process, the way Remix would.
type Handler = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;

export async function call(
  handler: Handler,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    params?: Record<string, string>;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies freely
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: string | undefined;
  if (init.raw !== undefined) body = init.raw;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  // A full URL stands for a request whose Host header named that origin.
  const request = new Request(path.startsWith("http") ? path : `http://localhost${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const response = (await handler({ request, params: init.params ?? {}, context: { cspNonce: "" } })) as Response;
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The `Cookie` header value from a response's Set-Cookie. */
export const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A page's form as a browser without JavaScript posts it: the action's own response (a redirect, or JSON). */
export async function postPageForm(handler: Handler, path: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const params = Object.fromEntries([...path.matchAll(/\/plan\/([^/?#]+)/g)].map((m) => ["planId", m[1]]));
  return (await handler({ request, params, context: { cspNonce: "" } })) as Response;
}
