// Where a pending sign-in lives: on the server. The SignInCode row is the only record of which address a
// code was sent to; the browser holds just the row's unguessable id in a signed cookie (and the e-mailed
// link carries it too). No cookie text ever names an e-mail address (docs/decisions/0014-sign-in-state.md).
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import type { SignInCode } from "~/generated/prisma/client";
import { countUnderLimit, hourPeriod, uncount } from "~/models/counters.server";
import { clientIp } from "~/utils/http.server";
import { identifierHash } from "~/utils/identifier-hash.server";

/** A code is valid for 5 minutes (single use, at most 10 minutes). */
export const CODE_TTL_SECONDS = 300;
/** Tries per code, the right one included. */
export const MAX_TRIES_PER_CODE = 5;
export const SENDS_PER_EMAIL_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
/** Wrong codes per address per hour, across all its codes: new codes don't buy new guesses. */
export const WRONG_CODES_PER_EMAIL_PER_HOUR = 10;

const SIGN_IN_COOKIE = "amble_signin";
/** The sign-in library's own cookie name; Amble never sets it, and a browser sending two is refused. */
const LIBRARY_COOKIE = "_totp";
const ROW_ID = /^[0-9a-f]{32}$/;

function signInCookie() {
  const cfg = config();
  return createCookie(SIGN_IN_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cfg.secureTransport,
    secrets: [cfg.sessionSecret],
    maxAge: CODE_TTL_SECONDS * 2,
  });
}

export const newCodeId = () => crypto.randomBytes(16).toString("hex");
export const codeHash = (id: string, code: string) => identifierHash("sign-in-code", `${id}:${code}`);

export function codeMatches(row: SignInCode, code: string): boolean {
  return crypto.timingSafeEqual(Buffer.from(codeHash(row.id, code)), Buffer.from(row.codeHash));
}

function cookieNames(request: Request): string[] {
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter(Boolean);
}

/** Two sign-in cookies in one request are an attempt to make two parsers disagree: refused outright. */
export function hasConflictingCookies(request: Request): boolean {
  const names = cookieNames(request);
  return [SIGN_IN_COOKIE, LIBRARY_COOKIE].some((name) => names.filter((n) => n === name).length > 1);
}

async function pendingId(request: Request): Promise<string | null> {
  if (hasConflictingCookies(request)) return null;
  try {
    const value: unknown = await signInCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && ROW_ID.test(value) ? value : null;
  } catch {
    return null; // a malformed or tampered cookie is no sign-in
  }
}

/** A code row by its id, if the id is well-formed. */
export async function codeRow(id: unknown): Promise<SignInCode | null> {
  if (typeof id !== "string" || !ROW_ID.test(id)) return null;
  return db.signInCode.findUnique({ where: { id } });
}

/** The sign-in this browser started: only while its code can be used, unless `live` is false. */
export async function pendingCode(request: Request, { live = true } = {}): Promise<SignInCode | null> {
  const row = await codeRow(await pendingId(request));
  if (!row) return null;
  return !live || (!row.usedAt && row.expiresAt > new Date()) ? row : null;
}

export const rememberPending = (id: string) => signInCookie().serialize(id);
export const forgetPending = () => signInCookie().serialize("", { maxAge: 0 });

export type Throttle = { ok: true } | { ok: false; retryAfterSeconds: number };

const emailSubject = (kind: string, email: string) => `${kind}:${identifierHash("email", email)}`;

/**
 * Reserves one send for the address and one for the client's IP, atomically; the caller gives them
 * back with `releaseSend` when no mail goes out.
 */
export async function reserveSend(
  request: Request,
  email: string,
): Promise<Throttle & { release: () => Promise<void> }> {
  const { period, secondsLeft } = hourPeriod();
  const ip = clientIp(request);
  const reserved: string[] = [];
  const release = async () => {
    await Promise.all(reserved.map((subject) => uncount(subject, period)));
  };
  const subjects: Array<[string, number]> = [[emailSubject("signin-send", email), SENDS_PER_EMAIL_PER_HOUR]];
  if (ip) subjects.push([`signin-send-ip:${identifierHash("ip", ip)}`, SENDS_PER_IP_PER_HOUR]);
  for (const [subject, limit] of subjects) {
    if ((await countUnderLimit(subject, period, limit)) === null) {
      await release();
      return { ok: false, retryAfterSeconds: secondsLeft, release: async () => {} };
    }
    reserved.push(subject);
  }
  return { ok: true, release };
}

/**
 * Spends one try of a code, atomically: refused once the code has had its tries, was used or expired,
 * or the address has had too many wrong codes this hour. A right code gives the address's try back.
 */
export async function spendTry(row: SignInCode): Promise<Throttle & { giveBack: () => Promise<void> }> {
  const { period, secondsLeft } = hourPeriod();
  const subject = emailSubject("signin-wrong", row.email);
  if ((await countUnderLimit(subject, period, WRONG_CODES_PER_EMAIL_PER_HOUR)) === null) {
    return { ok: false, retryAfterSeconds: secondsLeft, giveBack: async () => {} };
  }
  const spent = await db.signInCode.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: MAX_TRIES_PER_CODE } },
    data: { attempts: { increment: 1 } },
  });
  if (spent.count === 0) {
    await uncount(subject, period);
    return { ok: false, retryAfterSeconds: 0, giveBack: async () => {} };
  }
  return { ok: true, giveBack: () => uncount(subject, period) };
}

/** Marks the code used; false when another request used it first. */
export async function consume(id: string): Promise<boolean> {
  const used = await db.signInCode.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}
