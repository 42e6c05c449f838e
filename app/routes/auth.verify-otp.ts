// POST /auth/verify-otp {email, code}: signs in with the e-mailed code and answers the user.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { verifyCode } from "~/auth/sign-in.server";
import { signInRefusal } from "~/auth/sign-in-messages.server";
import { db } from "~/db/client.server";
import { readBody } from "~/web/api.server";
import { safeRedirectPath } from "~/utils/redirect";
import { publicUser } from "~/utils/user";

export async function action({ request }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  const redirectTo = safeRedirectPath(body.redirectTo);
  const outcome = await verifyCode(request, body.code, redirectTo, body.email);
  if (!wantsJson) {
    if (outcome.ok) return redirect(outcome.location, { headers: outcome.headers });
    return redirect(`/login?${new URLSearchParams({ redirectTo, error: outcome.error })}`, {
      headers: outcome.headers,
    });
  }
  if (!outcome.ok) return signInRefusal(request, outcome);
  const user = await db.user.findUniqueOrThrow({ where: { id: outcome.userId }, include: { subscription: true } });
  return json(publicUser(user), { headers: outcome.headers });
}

export const loader = () => redirect("/login");
