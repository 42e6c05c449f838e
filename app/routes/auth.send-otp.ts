// POST /auth/send-otp {email}: e-mails a sign-in code (SPEC §7). JSON for the browser's fetch; a plain
// form post is sent on to the code step of /login.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pendingSignIn, requestCode } from "~/auth/sign-in.server";
import { i18next } from "~/i18n/i18next.server";
import { readBody } from "~/utils/api.server";
import { safeRedirectPath } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  const redirectTo = safeRedirectPath(body.redirectTo);
  // "Resend Code" posts no e-mail: it goes to the pending sign-in's address again.
  const outcome = await requestCode(request, body.email ?? pendingSignIn(request).email, redirectTo);
  if (!wantsJson) {
    const next = outcome.ok
      ? `/login?${new URLSearchParams({ redirectTo })}`
      : `/login?${new URLSearchParams({ redirectTo, error: outcome.error })}`;
    return redirect(next, { headers: outcome.headers });
  }
  if (!outcome.ok) {
    const t = await i18next.getFixedT(request, "auth");
    return json(
      { error: outcome.error, message: t(`errors.${outcome.error}`) },
      { status: outcome.status, headers: outcome.headers },
    );
  }
  return json({ success: true }, { headers: outcome.headers });
}

export const loader = () => redirect("/login");
