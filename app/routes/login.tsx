import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getUser } from "~/auth/session.server";
import { safeRedirectPath } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Sign in · Amble" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  return json({ redirectTo });
}

export default function LoginRoute() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="login-title" className="card mx-auto mt-8 max-w-md">
      <h1 id="login-title" className="text-2xl font-bold">
        {t("login.title")}
      </h1>
      <p className="mt-1 text-slate-600">{t("login.subtitle")}</p>
      <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        {t("login.freeNotice")}
      </p>
      <form method="post" action="/auth/send-otp" className="mt-4 space-y-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor="login-email" className="field-label">
          {t("login.emailLabel")}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className="field-input"
          placeholder={t("login.emailPlaceholder")}
        />
        <button type="submit" className="btn-primary w-full">
          {t("login.sendCode")}
        </button>
      </form>
      <p className="mt-4 text-xs text-slate-500">{t("login.terms")}</p>
    </section>
  );
}
