// Sign-in as an attacker would try it: nobody signs in as an address whose code they don't have — not by
// editing or doubling cookies, not with their own magic link, not by pointing the e-mailed link at their
// host — and the send and guess limits hold under concurrency.
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { loader as loginLoader } from "~/routes/login";
import { action as magicAction } from "~/routes/auth.magic";
import { action as sendOtp } from "~/routes/auth.send-otp";
import { action as verifyOtp } from "~/routes/auth.verify-otp";
import { codeIn, linkIn } from "../../fakes/smtp";
import { mailboxForFile } from "../../helpers/mailbox";
import { call, cookieOf } from "../../helpers/routes";

const smtp = mailboxForFile();

let n = 0;
const address = (who: string) => `${who}${++n}-${Date.now()}@example.test`;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

async function requestCode(email: string, init: { headers?: Record<string, string>; url?: string } = {}) {
  const res = await call(sendOtp, init.url ?? "/auth/send-otp", { body: { email }, headers: init.headers });
  const mail = mailsTo(email).at(-1);
  return {
    res,
    cookie: cookieOf(res.headers),
    code: mail ? codeIn(mail.raw) : null,
    link: mail ? linkIn(mail.raw) : null,
  };
}

/**
 * Every way a cookie can be made to name the victim while the attacker holds their own code: the
 * library's `_totp` cookie edited in place, a second one appended (two parsers may take different ones),
 * and one whose e-mail reads differently when decoded once or twice.
 */
function forgedCookies(cookie: string, attacker: string, victim: string): string[] {
  const totp =
    cookie.split("; ").find((c) => c.startsWith("_totp=")) ??
    `_totp=${new URLSearchParams({ email: attacker, totp: '{"jwe":"x","attempts":0}' })}`;
  const params = new URLSearchParams(totp.slice("_totp=".length));
  const rest = cookie.split("; ").filter((c) => !c.startsWith("_totp="));
  const edited = new URLSearchParams(params);
  edited.set("email", victim);
  const twoFaced = `${encodeURIComponent(`email=${encodeURIComponent(attacker)}&x`)}=1&${edited.toString()}`;
  return [
    [...rest, `_totp=${edited.toString()}`],
    [...rest, totp, `_totp=${edited.toString()}`],
    [...rest, `_totp=${twoFaced}`],
  ].map((parts) => parts.join("; "));
}

async function victimSessions(email: string) {
  const user = await db.user.findUnique({ where: { email } });
  return user ? db.session.count({ where: { userId: user.id } }) : 0;
}

describe("identity comes from the server, never from cookie text", () => {
  it("never signs in as the victim with the attacker's own code and a forged or doubled cookie", async () => {
    const victim = address("victim");
    await db.user.create({ data: { email: victim } });
    await requestCode(victim); // the victim has a live code too
    for (let variant = 0; variant < 3; variant++) {
      const email = address("attacker");
      const attacker = await requestCode(email);
      const cookie = forgedCookies(attacker.cookie, email, victim)[variant];
      const res = await call(verifyOtp, "/auth/verify-otp", { body: { code: attacker.code }, cookie });
      expect(res.status).toBeLessThan(500);
      expect(res.body.email).not.toBe(victim);
      expect(await victimSessions(victim)).toBe(0);
    }
  });

  it("refuses a request carrying two sign-in cookies", async () => {
    const a = await requestCode(address("a"));
    const b = await requestCode(address("b"));
    const res = await call(verifyOtp, "/auth/verify-otp", {
      body: { code: a.code },
      cookie: `${a.cookie}; ${b.cookie}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("missing-session");
  });

  it("never signs in as the victim with the attacker's own magic link and an edited cookie", async () => {
    const victim = address("victim");
    await db.user.create({ data: { email: victim } });
    await requestCode(victim);
    for (let variant = 0; variant < 3; variant++) {
      const email = address("attacker");
      const attacker = await requestCode(email);
      const link = new URL(attacker.link!);
      const res = await call(magicAction, "/auth/magic", {
        body: { t: link.searchParams.get("t"), i: link.searchParams.get("i") },
        cookie: forgedCookies(attacker.cookie, email, victim)[variant],
      });
      expect(res.status).toBeLessThan(500);
      expect(await victimSessions(victim)).toBe(0);
    }
  });

  it("checks a magic link's token against its own code: another sign-in's id does not take it", async () => {
    const victim = await requestCode(address("victim"));
    const attacker = await requestCode(address("attacker"));
    const res = await call(magicAction, "/auth/magic", {
      body: { t: new URL(attacker.link!).searchParams.get("t"), i: new URL(victim.link!).searchParams.get("i") },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie") ?? "").not.toMatch(/amble_session=[^;]/);
  });

  it("signs in with the e-mailed link once, in any browser", async () => {
    const email = address("link");
    const { link } = await requestCode(email);
    const url = new URL(link!);
    const body = { t: url.searchParams.get("t"), i: url.searchParams.get("i") };
    const first = await call(magicAction, "/auth/magic", { body });
    expect(first.status).toBe(302);
    expect(first.headers.get("Set-Cookie")).toMatch(/amble_session=[^;]/);
    const again = await call(magicAction, "/auth/magic", { body });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("expired-code");
  });

  it("lets one of many concurrent tries with the right code through", async () => {
    const { cookie, code } = await requestCode(address("race"));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(verifyOtp, "/auth/verify-otp", { body: { code }, cookie })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("answers a malformed or tampered sign-in cookie with a 4xx or the form, never a 500", async () => {
    for (const cookie of [
      "_totp=%ff%fe",
      "amble_signin=%ff",
      'amble_signin="abc',
      "_totp=email=%E0%A4%A",
      "amble_signin=eyJ.x",
    ]) {
      const page = await call(loginLoader, "/login", { cookie });
      expect(page.status).toBe(200);
      expect(page.body.step).toBe("email");
      const res = await call(verifyOtp, "/auth/verify-otp", { body: { code: "123456" }, cookie });
      expect(res.status).toBe(400);
    }
  });
});

describe("links and limits", () => {
  it("builds the e-mailed link from APP_URL, whatever Host or X-Forwarded-Host say", async () => {
    const email = address("host");
    await requestCode(email, {
      url: "http://evil.example/auth/send-otp",
      headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    const link = linkIn(mailsTo(email).at(-1)!.raw)!;
    expect(new URL(link).origin).toBe(new URL(config().appUrl).origin);
    expect(link).not.toContain("evil.example");
  });

  it("mails at most 5 codes an hour to one address, however many requests race", async () => {
    const email = address("bomb");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(sendOtp, "/auth/send-otp", { body: { email }, headers: { "x-client-ip": `198.51.100.${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(mailsTo(email)).toHaveLength(5);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.error).toBe("too-many-codes");
    expect(refused.body.message).toMatch(/Try again in \d+ minutes?\./);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("throttles sends per IP across addresses", async () => {
    const headers = { "x-client-ip": "203.0.113.200" };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => call(sendOtp, "/auth/send-otp", { body: { email: address("ip") }, headers })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
  });

  it("caps wrong codes per address per hour across new codes, and says how long to wait", async () => {
    const email = address("guess");
    const statuses: number[] = [];
    let last: { status: number; body: { error: string; message: string } } | undefined;
    for (let round = 0; round < 3; round++) {
      const { cookie, code } = await requestCode(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 0; i < 4; i++) {
        last = await call(verifyOtp, "/auth/verify-otp", { body: { code: wrong }, cookie });
        statuses.push(last.status);
      }
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(last!.status).toBe(429);
    expect(last!.body.error).toBe("too-many-attempts");
    expect(last!.body.message).toMatch(/Try again in \d+ minutes?\./);
    // Even the right code is refused until the hour is over.
    const { cookie, code } = await requestCode(email);
    expect((await call(verifyOtp, "/auth/verify-otp", { body: { code }, cookie })).status).toBe(429);
  });
});
