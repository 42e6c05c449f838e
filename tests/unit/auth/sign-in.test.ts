// Sign-in security: codes are single use, expire, die after 5 wrong tries (counted on the
// server, so a replayed cookie does not help), sending is throttled, and answers do not reveal accounts.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as sendOtp } from "~/routes/auth.send-otp";
import { action as verifyOtp } from "~/routes/auth.verify-otp";
import { loader as currentUser } from "~/routes/api.user";
import { action as createPlan } from "~/routes/api.date-plans";
import { codeIn } from "../../fakes/smtp";
import { mailboxForFile } from "../../helpers/mailbox";
import { call, cookieOf } from "../../helpers/routes";
import { pinToday } from "../../helpers/today";

pinToday();

const smtp = mailboxForFile();

let n = 0;
const newEmail = () => `person${++n}-${Date.now()}@example.test`;

async function requestCode(email: string, cookie = "") {
  const res = await call(sendOtp, "/auth/send-otp", { body: { email }, cookie });
  const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
  return {
    res,
    code: mail ? codeIn(mail.raw) : null,
    cookie: [cookie, cookieOf(res.headers)].filter(Boolean).join("; "),
  };
}
const verify = (cookie: string, code: string) => call(verifyOtp, "/auth/verify-otp", { body: { code }, cookie });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-in by e-mailed code", () => {
  it("e-mails a 6-digit code over SMTP and signs a new user in with it", async () => {
    const email = newEmail();
    const { res, code, cookie } = await requestCode(email);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.mails.at(-1)!.raw;
    expect(mail).toContain("/auth/magic?t=");
    const ok = await verify(cookie, code!);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email, tier: "free" });
    const session = cookieOf(ok.headers);
    expect(session).toMatch(/amble_session=/);
    expect(ok.headers.getSetCookie().find((c) => c.startsWith("amble_session="))).toMatch(/HttpOnly/i);
    const me = await call(currentUser, "/api/user", { cookie: session });
    expect(me.body.email).toBe(email);
  });

  it("answers the same for new and existing accounts", async () => {
    const existing = await db.user.create({ data: { email: newEmail() } });
    const a = await requestCode(existing.email);
    const b = await requestCode(newEmail());
    expect(a.res.body).toEqual(b.res.body);
    expect(a.res.status).toBe(b.res.status);
  });

  it("refuses the 6th attempt even with the right code and a replayed cookie", async () => {
    const { code, cookie } = await requestCode(newEmail());
    for (let i = 0; i < 5; i++) {
      const res = await verify(cookie, wrong(code!));
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const replay = await verify(cookie, code!);
    expect(replay.status).toBe(429);
    expect(replay.body.error).toBe("too-many-attempts");
  });

  it("refuses a code after use and after expiry", async () => {
    const email = newEmail();
    const first = await requestCode(email);
    expect((await verify(first.cookie, first.code!)).status).toBe(200);
    const again = await verify(first.cookie, first.code!);
    expect(again.status).toBeGreaterThanOrEqual(400);

    const second = await requestCode(newEmail());
    await db.signInCode.updateMany({
      where: { email: { not: email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await verify(second.cookie, second.code!);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe("expired-code");
  });

  it("throttles sending per e-mail with a clear message", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await requestCode(email)).res.status).toBe(200);
    const sixth = await requestCode(email);
    expect(sixth.res.status).toBe(429);
    expect(sixth.res.body).toMatchObject({ error: "too-many-codes" });
    expect(sixth.res.body.message).toMatch(/Too many codes/);
  });

  it("refuses malformed input without a 500", async () => {
    expect((await call(sendOtp, "/auth/send-otp", { body: { email: "not-an-email" } })).body.error).toBe(
      "invalid-email",
    );
    expect((await call(verifyOtp, "/auth/verify-otp", { body: { code: "12ab56" } })).status).toBe(400);
    expect((await call(verifyOtp, "/auth/verify-otp", { body: { code: "123456" } })).body.error).toBe(
      "missing-session",
    );
  });

  it("says 401 to guests asking who they are", async () => {
    expect((await call(currentUser, "/api/user")).status).toBe(401);
  });

  it("carries a guest's plan into the account they sign in to", async () => {
    const planned = await call(createPlan, "/api/date-plans", {
      body: { location: "Berlin", duration: 2, plannedDate: "2026-12-02" },
    });
    const guestCookie = cookieOf(planned.headers);
    const email = newEmail();
    const { code, cookie } = await requestCode(email, guestCookie);
    const ok = await verify(cookie, code!);
    expect(ok.status).toBe(200);
    const plan = await db.datePlan.findUnique({ where: { id: planned.body.id } });
    expect(plan).toMatchObject({ userId: ok.body.id, isGuestPlan: false });
  });
});

describe("deleting an account", () => {
  it("removes the user, their plans and sessions, and signs them out", async () => {
    const { action: userAction } = await import("~/routes/api.user");
    const user = await db.user.create({ data: { email: newEmail() } });
    const { sessionCookieFor } = await import("../../helpers/users");
    const cookie = await sessionCookieFor(user.id);
    await call(createPlan, "/api/date-plans", {
      body: { location: "Berlin", duration: 2, plannedDate: "2026-12-02" },
      cookie,
    });
    expect(await db.datePlan.count({ where: { userId: user.id } })).toBe(1);
    const res = await call(userAction, "/api/user", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/amble_session=;/);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.datePlan.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(currentUser, "/api/user", { cookie })).status).toBe(401);
  });
});
