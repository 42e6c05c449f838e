// Sign-in by e-mail and a 6-digit code (remix-auth + remix-auth-totp). The library generates, mails and
// checks the code and keeps the pending sign-in in its `_totp` cookie; this module adds what it lacks
// (DESIGN §3/§4): wrong tries counted on the server, single use, send throttles per e-mail and per IP,
// the same answer whether or not an account exists, and a new database session on success.
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { TOTPStrategy } from "remix-auth-totp";
import * as z from "zod";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { sendMail } from "~/email/mailer.server";
import { signInMail } from "~/email/sign-in-mail";
import { getLanguage, i18next } from "~/i18n/i18next.server";
import { identifierHash, readGuest } from "./guest.server";
import { createUserSession } from "./session.server";
import { clientIp } from "~/utils/http.server";

export const CODE_DIGITS = 6;
/** A code is valid for 5 minutes (DESIGN: single use, at most 10 minutes). */
export const CODE_TTL_SECONDS = 300;
export const MAX_WRONG_CODES = 5;
export const SENDS_PER_EMAIL_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
export const MAGIC_LINK_PATH = "/auth/magic";

const EMAIL_SENT = "/login?sent=1";
const FAILED = "/login?failed=1";

export type SignInError =
  | "invalid-email"
  | "too-many-codes"
  | "invalid-code"
  | "expired-code"
  | "too-many-attempts"
  | "missing-session";

export type SignInOutcome =
  | { ok: true; headers: Headers; location: string; userId?: string }
  | { ok: false; error: SignInError; status: number; headers: Headers };

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const CodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

const codeHash = (email: string, code: string) => identifierHash("sign-in-code", `${email}:${code}`);

let authenticator: Authenticator<string> | undefined;

function getAuthenticator(): Authenticator<string> {
  if (authenticator) return authenticator;
  const cfg = config();
  authenticator = new Authenticator<string>();
  authenticator.use(
    new TOTPStrategy(
      {
        secret: cfg.codeSecret,
        totpGeneration: { digits: CODE_DIGITS, charSet: "0123456789", period: CODE_TTL_SECONDS },
        magicLinkPath: MAGIC_LINK_PATH,
        cookieOptions: { ...(cfg.secureTransport ? { secure: true } : {}), maxAge: CODE_TTL_SECONDS * 2 },
        customErrors: {
          invalidEmail: "invalid-email",
          requiredEmail: "invalid-email",
          invalidTotp: "invalid-code",
          expiredTotp: "expired-code",
          rateLimitExceeded: "too-many-attempts",
          missingSessionEmail: "missing-session",
          missingSessionTotp: "missing-session",
        },
        emailSentRedirect: EMAIL_SENT,
        successRedirect: "/",
        failureRedirect: FAILED,
        async sendTOTP({ email, code, magicLink, request }) {
          await db.signInCode.create({
            data: {
              email,
              codeHash: codeHash(email, code),
              expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
              ipHash: clientIp(request) ? identifierHash("ip", clientIp(request)!) : null,
            },
          });
          const t = await i18next.getFixedT(await getLanguage(request), "auth");
          await sendMail({ to: email, ...signInMail(t, code, magicLink) });
        },
      },
      async ({ email, formData, request }) => {
        const user = await db.user.upsert({ where: { email }, create: { email }, update: {} });
        await claimGuestPlans(request, user.id);
        const redirectTo = String(formData?.get("redirectTo") ?? "/");
        // Throwing the redirect lets the strategy add its cleared `_totp` cookie to ours.
        throw redirect(redirectTo.startsWith("/") && !redirectTo.startsWith("//") ? redirectTo : "/", {
          headers: { "Set-Cookie": await createUserSession(user.id), "X-Amble-User": user.id },
        });
      },
    ),
  );
  return authenticator;
}

/** A guest who signs in right after planning finds that plan in their history. */
async function claimGuestPlans(request: Request, userId: string) {
  const guest = await readGuest(request);
  if (!guest) return;
  await db.datePlan.updateMany({
    where: { guestKey: guest.key, userId: null },
    data: { userId, guestKey: null, isGuestPlan: false },
  });
}

/** The pending sign-in the strategy keeps in its cookie: which e-mail, and the last error. */
export function pendingSignIn(request: Request): { email: string | null; error: string | null } {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith("_totp="));
  if (!raw) return { email: null, error: null };
  const params = new URLSearchParams(decodeURIComponent(raw.slice("_totp=".length)));
  return { email: params.get("email"), error: params.get("error") };
}

async function runStrategy(
  request: Request,
  init: { method: "POST"; form: Record<string, string> } | { method: "GET"; url: string },
) {
  const headers = new Headers({ Cookie: request.headers.get("Cookie") ?? "" });
  for (const name of ["x-client-ip", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const inner =
    init.method === "POST"
      ? new Request(request.url, { method: "POST", headers, body: new URLSearchParams(init.form) })
      : new Request(init.url, { method: "GET", headers });
  try {
    await getAuthenticator().authenticate("TOTP", inner);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("The TOTP strategy always answers with a redirect");
}

function outcomeOf(response: Response): SignInOutcome {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const location = response.headers.get("Location") ?? "/";
  if (location === FAILED) {
    const error = pendingSignIn(new Request("http://x", { headers: { Cookie: cookiePairs(headers) } })).error;
    return { ok: false, error: (error as SignInError) ?? "invalid-code", status: 400, headers };
  }
  return { ok: true, headers, location, userId: response.headers.get("X-Amble-User") ?? undefined };
}

const cookiePairs = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function refuse(error: SignInError, status: number, headers = new Headers()): SignInOutcome {
  return { ok: false, error, status, headers };
}

/** Step 1: e-mail a code. The answer does not reveal whether an account exists. */
export async function requestCode(request: Request, rawEmail: unknown, redirectTo = "/"): Promise<SignInOutcome> {
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) return refuse("invalid-email", 400);
  const hourAgo = new Date(Date.now() - 3600_000);
  const ip = clientIp(request);
  const [byEmail, byIp] = await Promise.all([
    db.signInCode.count({ where: { email: email.data, createdAt: { gt: hourAgo } } }),
    ip ? db.signInCode.count({ where: { ipHash: identifierHash("ip", ip), createdAt: { gt: hourAgo } } }) : 0,
  ]);
  if (byEmail >= SENDS_PER_EMAIL_PER_HOUR || byIp >= SENDS_PER_IP_PER_HOUR) return refuse("too-many-codes", 429);
  return outcomeOf(await runStrategy(request, { method: "POST", form: { email: email.data, redirectTo } }));
}

/**
 * Checks the code against the latest one sent to the pending e-mail, counting wrong tries in the
 * database; a code is dead after 5 wrong tries even if the right one follows.
 */
async function consumeCode(email: string, code: string | null): Promise<SignInError | null> {
  const latest = await db.signInCode.findFirst({ where: { email }, orderBy: { createdAt: "desc" } });
  if (!latest || latest.usedAt || latest.expiresAt < new Date()) return "expired-code";
  if (latest.attempts >= MAX_WRONG_CODES) return "too-many-attempts";
  if (code !== null && !crypto.timingSafeEqual(Buffer.from(codeHash(email, code)), Buffer.from(latest.codeHash))) {
    await db.signInCode.updateMany({
      where: { id: latest.id, attempts: { lt: MAX_WRONG_CODES } },
      data: { attempts: { increment: 1 } },
    });
    return latest.attempts + 1 >= MAX_WRONG_CODES ? "too-many-attempts" : "invalid-code";
  }
  const used = await db.signInCode.updateMany({ where: { id: latest.id, usedAt: null }, data: { usedAt: new Date() } });
  return used.count === 1 ? null : "expired-code";
}

/** Step 2: the code typed in. On success the headers carry the new session cookie. */
export async function verifyCode(request: Request, rawCode: unknown, redirectTo = "/"): Promise<SignInOutcome> {
  const code = CodeSchema.safeParse(rawCode);
  if (!code.success) return refuse("invalid-code", 400);
  const { email } = pendingSignIn(request);
  if (!email) return refuse("missing-session", 400);
  const refused = await consumeCode(email, code.data);
  if (refused) return refuse(refused, refused === "too-many-attempts" ? 429 : 400);
  return outcomeOf(await runStrategy(request, { method: "POST", form: { code: code.data, redirectTo } }));
}

/** The e-mailed link, confirmed by a POST from the confirmation page (a GET never signs anyone in). */
export async function verifyMagicLink(request: Request, token: string): Promise<SignInOutcome> {
  const { email } = pendingSignIn(request);
  if (!email) return refuse("missing-session", 400);
  const refused = await consumeCode(email, null);
  if (refused) return refuse(refused, 400);
  const url = new URL(MAGIC_LINK_PATH, request.url);
  url.searchParams.set("t", token);
  return outcomeOf(await runStrategy(request, { method: "GET", url: url.toString() }));
}

/** Forgets the pending sign-in ("Change Email"). */
export function clearPendingSignIn(): string {
  return `_totp=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
