// POST /auth/verify-otp {email, code}: signs in with the e-mailed code (SPEC §7) and answers the user.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pendingSignIn, verifyCode } from "~/auth/sign-in.server";
import { db } from "~/db/client.server";
import { i18next } from "~/i18n/i18next.server";
import { readBody } from "~/utils/api.server";
import { safeRedirectPath } from "~/utils/http.server";
import { publicUser } from "~/utils/user";

export async function action({ request }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  const redirectTo = safeRedirectPath(body.redirectTo);
  // The e-mail in the body, when sent, must be the one the code went to.
  const pending = pendingSignIn(request).email;
  const mismatch = typeof body.email === "string" && body.email.trim().toLowerCase() !== pending;
  const outcome = mismatch
    ? ({ ok: false, error: "missing-session", status: 400, headers: new Headers() } as const)
    : await verifyCode(request, body.code, redirectTo);
  if (!wantsJson) {
    if (outcome.ok) return redirect(outcome.location, { headers: outcome.headers });
    return redirect(`/login?${new URLSearchParams({ redirectTo, error: outcome.error })}`, {
      headers: outcome.headers,
    });
  }
  if (!outcome.ok) {
    const t = await i18next.getFixedT(request, "auth");
    return json(
      { error: outcome.error, message: t(`errors.${outcome.error}`) },
      { status: outcome.status, headers: outcome.headers },
    );
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: outcome.userId }, include: { subscription: true } });
  return json(publicUser(user), { headers: outcome.headers });
}

export const loader = () => redirect("/login");
