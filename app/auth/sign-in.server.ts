// Sign-in by e-mail and a 6-digit code. remix-auth-totp generates the code, its encrypted secret and the
// magic link, and checks a code or link against that secret; it never decides *who* signs in. Its
// pending state normally lives in a cookie whose text names the e-mail address — that cookie never
// reaches a browser here: the address comes from the SignInCode row (sign-in-state.server.ts), and the
// library is handed a cookie built from that row on the server. Tries, single use and throttles are
// counted atomically in the database (docs/decisions/0011-sign-in-codes.md, 0014-sign-in-state.md).
import * as z from "zod";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { sendMail } from "~/email/mailer.server";
import { signInMail } from "~/email/sign-in-mail";
import { getLanguage, i18next } from "~/i18n/i18next.server";
import { logger } from "~/utils/logger.server";
import { clientIp } from "~/utils/http.server";
import { identifierHash } from "~/utils/identifier-hash.server";
import { readGuest } from "./guest.server";
import { createUserSession } from "./session.server";
import { MAGIC_LINK_PATH, runLibrary, SENT, SIGNED_IN, type Exchange } from "./totp-library.server";
import {
  CODE_TTL_SECONDS,
  MAX_TRIES_PER_CODE,
  codeHash,
  codeMatches,
  codeRow,
  forgetPending,
  hasConflictingCookies,
  newCodeId,
  pendingCode,
  rememberPending,
  reserveSend,
  spendTry,
} from "./sign-in-state.server";
import type { SignInCode } from "~/generated/prisma/client";

export { CODE_TTL_SECONDS, MAGIC_LINK_PATH };

export const SIGN_IN_ERRORS = [
  "invalid-email",
  "too-many-codes",
  "invalid-code",
  "expired-code",
  "too-many-attempts",
  "missing-session",
  "send-failed",
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

export type SignInOutcome =
  | { ok: true; headers: Headers; location: string; userId: string }
  | { ok: false; error: SignInError; status: number; headers: Headers; retryAfterSeconds?: number };

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const CodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

const appUrl = (path: string) => new URL(path, config().appUrl);

function refuse(error: SignInError, status: number, retryAfterSeconds?: number): SignInOutcome {
  const headers = new Headers();
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return { ok: false, error, status, headers, retryAfterSeconds };
}

/** The address of this browser's last code, for "Resend Code" (even when that code has expired). */
async function pendingEmail(request: Request): Promise<string | null> {
  return (await pendingCode(request, { live: false }))?.email ?? null;
}

/** Step 1: e-mail a code. The answer does not reveal whether an account exists. */
export async function requestCode(request: Request, rawEmail: unknown, language?: string): Promise<SignInOutcome> {
  if (hasConflictingCookies(request)) return refuse("missing-session", 400);
  const email = EmailSchema.safeParse(rawEmail ?? (await pendingEmail(request)));
  if (!email.success) return refuse("invalid-email", 400);
  const send = await reserveSend(request, email.data);
  if (!send.ok) return refuse("too-many-codes", 429, send.retryAfterSeconds);

  const exchange: Exchange = {};
  const body = new URLSearchParams({ email: email.data });
  const { location, state } = await runLibrary(appUrl("/auth/send-otp"), { body }, exchange);
  const jwe = location === SENT ? (JSON.parse(state.get("totp") ?? "{}") as { jwe?: string }).jwe : undefined;
  if (!jwe || !exchange.code || !exchange.magicLink) {
    await send.release();
    return refuse("invalid-email", 400);
  }
  const id = newCodeId();
  const ip = clientIp(request);
  await db.signInCode.create({
    data: {
      id,
      email: email.data,
      codeHash: codeHash(id, exchange.code),
      totp: jwe,
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      ipHash: ip ? identifierHash("ip", ip) : null,
    },
  });
  const link = new URL(exchange.magicLink);
  link.searchParams.set("i", id);
  try {
    const t = await i18next.getFixedT(language ?? (await getLanguage(request)), "auth");
    await sendMail({ to: email.data, ...signInMail(t, exchange.code, link.toString()) });
  } catch (error) {
    logger.error({ err: error }, "sign-in mail failed");
    await db.signInCode.deleteMany({ where: { id } });
    await send.release();
    return refuse("send-failed", 503);
  }
  const headers = new Headers({ "Set-Cookie": await rememberPending(id) });
  return { ok: true, headers, location: "/login", userId: "" };
}

/** Why a row can take no more tries. */
function deadCode(row: SignInCode): SignInOutcome | null {
  if (row.attempts >= MAX_TRIES_PER_CODE) return refuse("too-many-attempts", 429);
  if (row.usedAt || row.expiresAt <= new Date()) return refuse("expired-code", 400);
  return null;
}

/** Spends a try, lets the library check the code or link against the row's secret, and signs in. */
async function signInWith(
  request: Request,
  row: SignInCode,
  proof: { code: string } | { token: string },
  redirectTo: string,
): Promise<SignInOutcome> {
  const dead = deadCode(row);
  if (dead) return dead;
  const attempt = await spendTry(row);
  if (!attempt.ok) {
    if (attempt.retryAfterSeconds) return refuse("too-many-attempts", 429, attempt.retryAfterSeconds);
    return deadCode((await codeRow(row.id)) ?? row) ?? refuse("expired-code", 400);
  }
  if ("code" in proof && !codeMatches(row, proof.code)) {
    return row.attempts + 1 >= MAX_TRIES_PER_CODE ? refuse("too-many-attempts", 429) : refuse("invalid-code", 400);
  }
  // The library's cookie, made here from the row: the address in it is the row's, never the browser's.
  const libraryCookie = new URLSearchParams({ email: row.email, totp: JSON.stringify({ jwe: row.totp, attempts: 0 }) });
  const cookie = `_totp=${libraryCookie.toString()}`;
  const exchange: Exchange = { rowId: row.id };
  const { location, state } = await runLibrary(
    "code" in proof
      ? appUrl("/auth/verify-otp")
      : appUrl(`${MAGIC_LINK_PATH}?${new URLSearchParams({ t: proof.token })}`),
    "code" in proof ? { cookie, body: new URLSearchParams(proof) } : { cookie },
    exchange,
  );
  if (location !== SIGNED_IN || !exchange.userId) {
    const error = state.get("error");
    const known: SignInError[] = ["invalid-code", "expired-code", "too-many-attempts"];
    return refuse(known.includes(error as SignInError) ? (error as SignInError) : "invalid-code", 400);
  }
  await attempt.giveBack();
  await claimGuestPlans(request, exchange.userId);
  const out = new Headers();
  out.append("Set-Cookie", await createUserSession(exchange.userId));
  out.append("Set-Cookie", await forgetPending());
  return { ok: true, headers: out, location: redirectTo, userId: exchange.userId };
}

/** Step 2: the code typed in, for the sign-in this browser started. */
export async function verifyCode(
  request: Request,
  rawCode: unknown,
  redirectTo: string,
  claimedEmail?: unknown,
): Promise<SignInOutcome> {
  const code = CodeSchema.safeParse(rawCode);
  if (!code.success) return refuse("invalid-code", 400);
  if (hasConflictingCookies(request)) return refuse("missing-session", 400);
  const row = await pendingCode(request, { live: false });
  if (!row) return refuse("missing-session", 400);
  // The e-mail in the body, when sent, must be the one the code went to.
  if (typeof claimedEmail === "string" && claimedEmail.trim().toLowerCase() !== row.email) {
    return refuse("missing-session", 400);
  }
  return signInWith(request, row, { code: code.data }, redirectTo);
}

/** The e-mailed link, confirmed by a POST from its page (a GET never signs anyone in). */
export async function verifyMagicLink(request: Request, token: string, id: unknown): Promise<SignInOutcome> {
  if (!token || token.length > 2000) return refuse("expired-code", 400);
  const row = await codeRow(id);
  if (!row) return refuse("expired-code", 400);
  return signInWith(request, row, { token }, "/");
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

/** The sign-in this browser started, for the login page: its address and whether a code is live. */
export async function pendingSignIn(request: Request): Promise<{ email: string | null }> {
  return { email: (await pendingCode(request))?.email ?? null };
}

/** Forgets the pending sign-in ("Change Email"). */
export const clearPendingSignIn = forgetPending;
