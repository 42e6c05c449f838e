// Database sessions: the cookie carries only a session id, signed with SESSION_SECRET.
import { createCookie, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { selectFirst } from "~/db/hot-path.server";
import { Prisma, type Subscription, type User } from "~/generated/prisma/client";

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

/** The signed-in user and their subscription's standing. */
export type SessionUser = User & { subscription: Pick<Subscription, "tier" | "status" | "currentPeriodEnd"> | null };

/**
 * One query on every request that carries a session: a join on the hot path, where the model API's
 * include would be three compiled queries (docs/decisions/0013-hot-paths-in-raw-sql.md).
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const id = await sessionId(request);
  if (!id) return null;
  const row = await selectFirst<
    User & { expiresAt: Date; tier: string | null; status: string | null; currentPeriodEnd: Date | null }
  >(Prisma.sql`
    SELECT s."expiresAt", u."id", u."email", u."name", u."profileImage", u."createdAt", u."updatedAt",
           sub."tier", sub."status", sub."currentPeriodEnd"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN "Subscription" sub ON sub."userId" = u."id"
    WHERE s."id" = ${id}`);
  if (!row || row.expiresAt < new Date()) return null;
  const { expiresAt: _, tier, status, currentPeriodEnd, ...user } = row;
  return { ...user, subscription: tier === null || status === null ? null : { tier, status, currentPeriodEnd } };
}

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
