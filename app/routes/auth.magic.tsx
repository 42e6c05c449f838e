// The e-mailed sign-in link lands here. Opening it (a GET) only asks to confirm; the POST signs in, so
// link scanners and previews never sign anyone in.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { verifyMagicLink } from "~/auth/sign-in.server";
import { readBody } from "~/web/api.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "signIn");

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return json({ token: (params.get("t") ?? "").slice(0, 2000), id: (params.get("i") ?? "").slice(0, 64) });
}

export async function action({ request }: ActionFunctionArgs) {
  // The confirmation form posts `t`; any other body (or none) is just a missing token.
  const body = await readBody(request).catch(() => ({}) as Record<string, unknown>);
  const token = typeof body.t === "string" ? body.t : "";
  const outcome = await verifyMagicLink(request, token, body.i);
  if (outcome.ok) return redirect(outcome.location, { headers: outcome.headers });
  return json({ error: outcome.error }, { status: outcome.status, headers: outcome.headers });
}

export default function MagicLinkRoute() {
  const { token, id } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  return (
    <section aria-labelledby="magic-title" className="card mx-auto mt-8 max-w-md text-center">
      <h1 id="magic-title" className="text-2xl font-bold">
        {t("magic.title")}
      </h1>
      <p className="mt-2 text-slate-700">{t("magic.text")}</p>
      {result?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {t(`errors.${result.error}`)}
        </p>
      ) : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="t" value={token} />
        <input type="hidden" name="i" value={id} />
        <button type="submit" className="btn-primary w-full">
          {t("magic.confirm")}
        </button>
      </Form>
    </section>
  );
}
