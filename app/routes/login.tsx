// The full-page sign-in: the same two steps as the modal, over the offline map scene.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { getUser } from "~/auth/session.server";
import { clearPendingSignIn, pendingSignIn, SIGN_IN_ERRORS } from "~/auth/sign-in.server";
import * as z from "zod";
import { LoginForm } from "~/components/auth/login-form";
import { LoginMapBackdrop } from "~/components/auth/login-map-backdrop";
import { i18next } from "~/i18n/i18next.server";
import { safeRedirectPath } from "~/utils/redirect";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "signIn");

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  const pending = await pendingSignIn(request);
  // Only the sign-in's own error codes pick a message; anything else in the address is ignored.
  const errorCode = z.enum(SIGN_IN_ERRORS).safeParse(params.get("error")).data ?? null;
  const t = await i18next.getFixedT(request, "auth");
  return json({
    redirectTo,
    step: pending.email ? ("code" as const) : ("email" as const),
    email: pending.email ?? "",
    error: errorCode ? t(`errors.${errorCode}`, { defaultValue: t("errors.verifyFailed") }) : null,
  });
}

/** Without JavaScript, "Change Email" posts here to forget the pending sign-in. */
export async function action({ request }: ActionFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: { "Set-Cookie": await clearPendingSignIn() },
  });
}

export default function LoginRoute() {
  const { redirectTo, step, email, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <div className="relative">
      <LoginMapBackdrop />
      <section aria-labelledby="login-title" className="card relative mx-auto mt-8 max-w-md">
        <h1 id="login-title" className="text-2xl font-bold">
          {t("title")}
        </h1>
        <p className="mb-4 mt-1 text-slate-600">{t("subtitle")}</p>
        <LoginForm
          initialStep={step}
          initialEmail={email}
          initialError={error}
          redirectTo={redirectTo}
          onSuccess={() => window.location.assign(safeRedirectPath(redirectTo))}
        />
      </section>
    </div>
  );
}
