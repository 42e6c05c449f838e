// POST /auth/send-otp {email}: e-mails a sign-in code. JSON for the browser's fetch; a plain form post
// is sent on to the code step of /login. "Resend Code" posts no e-mail: the code goes to the address of
// the sign-in this browser started (a server row, never cookie text).
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requestCode } from "~/auth/sign-in.server";
import { signInRefusal } from "~/auth/sign-in-messages.server";
import { readBody } from "~/web/api.server";
import { safeRedirectPath } from "~/utils/redirect";

export async function action({ request }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  const redirectTo = safeRedirectPath(body.redirectTo);
  const outcome = await requestCode(request, body.email);
  if (!wantsJson) {
    const next = outcome.ok
      ? `/login?${new URLSearchParams({ redirectTo })}`
      : `/login?${new URLSearchParams({ redirectTo, error: outcome.error })}`;
    return redirect(next, { headers: outcome.headers });
  }
  if (!outcome.ok) return signInRefusal(request, outcome);
  return json({ success: true }, { headers: outcome.headers });
}

export const loader = () => redirect("/login");
