// Test users that create and clean up themselves.
import crypto from "node:crypto";
import { createUserSession } from "~/auth/session.server";
import { db } from "~/db/client.server";

export async function createTestUser(data: { email?: string; name?: string } = {}) {
  return db.user.create({
    data: { email: data.email ?? `user-${crypto.randomUUID()}@example.test`, name: data.name ?? null },
  });
}

/** The `Cookie` header value of a fresh session for the user. */
export async function sessionCookieFor(userId: string): Promise<string> {
  const setCookie = await createUserSession(userId);
  return setCookie.split(";")[0];
}

export async function deleteTestUser(userId: string) {
  await db.user.deleteMany({ where: { id: userId } });
}

/** A new user with an active Premium subscription for the next month, and their session cookie. */
export async function premiumUserCookie(): Promise<string> {
  const user = await createTestUser();
  await db.subscription.create({
    data: {
      userId: user.id,
      tier: "premium",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    },
  });
  return sessionCookieFor(user.id);
}
