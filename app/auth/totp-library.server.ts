// remix-auth + remix-auth-totp, kept to what they do well: generate a code, its encrypted secret and the
// magic link, and check a code or link against that secret. Amble runs the strategy on requests it builds
// itself (URL from APP_URL, the library's cookie made from a server row), so nothing a browser sends
// decides who signs in (docs/decisions/0014-sign-in-state.md).
import crypto from "node:crypto";
import { Authenticator } from "remix-auth";
import { TOTPStrategy } from "remix-auth-totp";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { CODE_TTL_SECONDS, consume } from "./sign-in-state.server";

const CODE_DIGITS = 6;
export const MAGIC_LINK_PATH = "/auth/magic";

// The library's outcomes are redirects; these are only labels to tell them apart.
export const SENT = "/sent";
export const SIGNED_IN = "/signed-in";
const FAILED = "/failed";

/** What the library hands its callbacks for one inner request, and what they leave behind. */
export type Exchange = { code?: string; magicLink?: string; rowId?: string; userId?: string };
// remix-auth copies the request before the strategy sees it, so an exchange is found by a header that
// only Amble's own inner requests carry.
const EXCHANGE_HEADER = "x-amble-sign-in-exchange";
const exchanges = new Map<string, Exchange>();
const exchangeOf = (request: Request) => exchanges.get(request.headers.get(EXCHANGE_HEADER) ?? "")!;

let authenticator: Authenticator<void> | undefined;

function getAuthenticator(): Authenticator<void> {
  if (authenticator) return authenticator;
  authenticator = new Authenticator<void>();
  authenticator.use(
    new TOTPStrategy(
      {
        secret: config().codeSecret,
        totpGeneration: { digits: CODE_DIGITS, charSet: "0123456789", period: CODE_TTL_SECONDS },
        magicLinkPath: MAGIC_LINK_PATH,
        customErrors: {
          invalidEmail: "invalid-email",
          requiredEmail: "invalid-email",
          invalidTotp: "invalid-code",
          expiredTotp: "expired-code",
          rateLimitExceeded: "too-many-attempts",
          missingSessionEmail: "missing-session",
          missingSessionTotp: "missing-session",
        },
        emailSentRedirect: SENT,
        successRedirect: SIGNED_IN,
        failureRedirect: FAILED,
        // Amble stores the row and sends the mail itself once it has the library's encrypted secret.
        async sendTOTP({ code, magicLink, request }) {
          Object.assign(exchangeOf(request), { code, magicLink });
        },
      },
      async ({ request }) => {
        const exchange = exchangeOf(request);
        const row = await db.signInCode.findUnique({ where: { id: exchange.rowId } });
        if (!row || !(await consume(row.id))) throw new Error("expired-code");
        const user = await db.user.upsert({ where: { email: row.email }, create: { email: row.email }, update: {} });
        exchange.userId = user.id;
      },
    ),
  );
  return authenticator;
}

/** Runs the library on a request Amble builds: its URL from APP_URL, its cookie from a server row. */
export async function runLibrary(
  url: URL,
  init: { body?: URLSearchParams; cookie?: string },
  exchange: Exchange,
): Promise<{ location: string; state: URLSearchParams }> {
  const id = crypto.randomUUID();
  const headers = new Headers({ [EXCHANGE_HEADER]: id });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const inner = new Request(url, init.body ? { method: "POST", headers, body: init.body } : { headers });
  exchanges.set(id, exchange);
  try {
    await getAuthenticator().authenticate("TOTP", inner);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const cookie = thrown.headers.getSetCookie().find((c) => c.startsWith("_totp="));
    const state = new URLSearchParams(cookie ? cookie.slice("_totp=".length).split(";")[0] : "");
    return { location: thrown.headers.get("Location") ?? FAILED, state };
  } finally {
    exchanges.delete(id);
  }
  throw new Error("The TOTP strategy always answers with a redirect");
}
