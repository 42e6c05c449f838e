// A refused sign-in step in the reader's words, with how long to wait when a limit was hit.
import { json } from "@remix-run/node";
import { i18next } from "~/i18n/i18next.server";
import type { SignInError, SignInOutcome } from "./sign-in.server";

async function signInErrorMessage(
  request: Request,
  outcome: { error: SignInError; retryAfterSeconds?: number },
): Promise<string> {
  const t = await i18next.getFixedT(request, "auth");
  const message = t(`errors.${outcome.error}`);
  if (!outcome.retryAfterSeconds) return message;
  return `${message} ${t("errors.retryIn", { count: Math.ceil(outcome.retryAfterSeconds / 60) })}`;
}

/** A refused step for the browser's fetch: {error, message, retryAfterSeconds} at the step's status. */
export async function signInRefusal(request: Request, outcome: Extract<SignInOutcome, { ok: false }>) {
  return json(
    {
      error: outcome.error,
      message: await signInErrorMessage(request, outcome),
      retryAfterSeconds: outcome.retryAfterSeconds,
    },
    { status: outcome.status, headers: outcome.headers },
  );
}
