// Database sessions: the cookie carries only a session id, signed with SESSION_SECRET.
import { createCookie, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { db } from "~/db/client.server";

const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

function sessionCookie() {
  const cfg = config();
  return createCookie("amble_session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cfg.secureTransport,
    secrets: [cfg.sessionSecret],
    maxAge: SESSION_MS / 1000,
  });
}

async function sessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export async function getUser(request: Request) {
  const id = await sessionId(request);
  if (!id) return null;
  const session = await db.session.findUnique({
    where: { id },
    select: { expiresAt: true, user: { include: { subscription: true } } },
  });
  if (!session || session.expiresAt < new Date()) return null;
  return session.user;
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getUser>>>;

/** The signed-in user, or a redirect to sign in that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** Starts a new session (always a new id) and returns its Set-Cookie header. */
export async function createUserSession(userId: string): Promise<string> {
  const session = await db.session.create({ data: { userId, expiresAt: new Date(Date.now() + SESSION_MS) } });
  return sessionCookie().serialize(session.id);
}

/** Deletes the session server-side and returns the Set-Cookie header that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const id = await sessionId(request);
  if (id) await db.session.deleteMany({ where: { id } });
  return sessionCookie().serialize("", { maxAge: 0 });
}
