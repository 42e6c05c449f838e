// Development only: the e-mails Amble would have sent (sign-in codes), when no SMTP_URL is set.
// Production answers 404 here.
import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { config } from "~/config.server";
import { recentMail } from "~/email/mailer.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "outbox"),
  { name: "robots", content: "noindex" },
];

export function loader() {
  if (config().isProduction) throw new Response("Not Found", { status: 404 });
  return json({ mail: recentMail().map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt })) });
}

export default function OutboxRoute() {
  const { mail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <section aria-labelledby="outbox-title" className="card mx-auto max-w-2xl">
      <h1 id="outbox-title" className="text-2xl font-bold">
        {t("outbox.title")}
      </h1>
      <p className="text-slate-700">{t("outbox.text")}</p>
      {mail.length === 0 ? <p className="mt-4">{t("outbox.empty")}</p> : null}
      <ul className="mt-4 space-y-4">
        {mail.map((m) => (
          <li key={m.sentAt + m.to} className="rounded-xl bg-slate-50 p-4">
            <p className="font-semibold">{m.subject}</p>
            <p className="text-sm text-slate-600">
              {m.to} · {m.sentAt}
            </p>
            <pre className="mt-2 whitespace-pre-wrap text-sm">{m.text}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
