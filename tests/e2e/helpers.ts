// Browser-test helpers that act on the server's own database (the e2e data directory).
import type { BrowserContext } from "@playwright/test";

/** A new signed-in user in this browser context; optionally with some of today's plans used. */
export async function createSignedInUser(context: BrowserContext, options: { plansUsedToday?: number } = {}) {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  const { db } = await import("~/db/client.server");
  const { createUserSession } = await import("~/auth/session.server");
  const { usageDay } = await import("~/models/limits.server");
  const user = await db.user.create({
    data: { email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test` },
  });
  if (options.plansUsedToday) {
    await db.usageCounter.create({
      data: { subject: `user:${user.id}`, period: `day:${usageDay()}`, count: options.plansUsedToday },
    });
  }
  const [pair] = (await createUserSession(user.id)).split(";");
  const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
  await context.addCookies([{ name, value, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  return user;
}
