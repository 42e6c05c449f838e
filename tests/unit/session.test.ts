import { describe, expect, it } from "vitest";
import { destroyUserSession, getUser, requireUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { createTestUser, sessionCookieFor } from "../helpers/users";

const request = (cookie?: string) =>
  new Request("http://localhost/profile?tab=plans", { headers: cookie ? { Cookie: cookie } : {} });

describe("database sessions", () => {
  it("finds the user from the session cookie, which holds only an id", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    expect(cookie).not.toContain(user.email);
    expect((await getUser(request(cookie)))?.id).toBe(user.id);
  });

  it("sends a guest to sign in and back", async () => {
    const thrown = await requireUser(request()).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Dplans");
  });

  it("ignores a tampered cookie", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    expect(await getUser(request(cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"))))).toBeNull();
  });

  it("logout deletes the session server-side", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    await destroyUserSession(request(cookie));
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await getUser(request(cookie))).toBeNull();
  });

  it("treats an expired session as signed out", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getUser(request(cookie))).toBeNull();
  });
});
