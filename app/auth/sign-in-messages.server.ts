// A refused sign-in step in the reader's words, with how long to wait when a limit was hit.
import { i18next } from "~/i18n/i18next.server";
import type { SignInError } from "./sign-in.server";

export async function signInErrorMessage(
  request: Request,
  outcome: { error: SignInError; retryAfterSeconds?: number },
): Promise<string> {
  const t = await i18next.getFixedT(request, "auth");
  const message = t(`errors.${outcome.error}`);
  if (!outcome.retryAfterSeconds) return message;
  return `${message} ${t("errors.retryIn", { count: Math.ceil(outcome.retryAfterSeconds / 60) })}`;
}
