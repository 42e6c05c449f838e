import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/session.server";
import { db } from "~/db/client.server";

export const meta: MetaFunction = () => [{ title: "Plan · Amble" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // Someone else's plan gets the same answer as a missing one: nothing leaks.
  const plan = await db.datePlan.findFirst({
    where: { id: params.planId ?? "", userId: user.id },
    include: { activities: { where: { active: true }, orderBy: { position: "asc" } } },
  });
  if (!plan) return json({ plan: null }, { status: 404 });
  return json({ plan });
}

export default function PlanDetailRoute() {
  const { plan } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const back = (
    <Link to="/profile" className="btn-secondary">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t("nav.backToProfile")}
    </Link>
  );
  if (!plan) {
    return (
      <section aria-labelledby="plan-missing" className="card mx-auto mt-8 max-w-md text-center">
        <h1 id="plan-missing" className="text-2xl font-bold">
          {t("planDetail.notFoundTitle")}
        </h1>
        <p className="mt-2 text-slate-600">{t("planDetail.notFoundText")}</p>
        <div className="mt-6">{back}</div>
      </section>
    );
  }
  return (
    <article aria-labelledby="plan-title" className="mx-auto max-w-2xl space-y-4 pt-2">
      {back}
      <div className="card">
        <h1 id="plan-title" className="text-2xl font-bold">
          {plan.title}
        </h1>
        <p className="text-slate-600">{plan.location}</p>
        <h2 className="mt-6 text-lg font-bold">{t("planDetail.itineraryHeading")}</h2>
        <ol className="mt-3 space-y-3">
          {plan.activities.map((activity, index) => (
            <li key={activity.id} className="rounded-xl bg-violet-50 p-4">
              <p className="font-semibold">
                {index + 1}. {activity.emoji} {activity.name}
              </p>
              <p className="text-sm text-slate-600">{activity.time}</p>
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
