// A saved plan (SPEC §2 Plan detail): the shareable card, to its owner only.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft, Heart, MapPin, Share2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/session.server";
import { getViewer } from "~/auth/viewer.server";
import { ActivityCard } from "~/components/planner/activity-card";
import { PlanTags } from "~/components/planner/plan-tags";
import { RouteSketch } from "~/components/planner/route-sketch";
import { useOpeningHours } from "~/components/planner/use-opening-hours";
import { useShare } from "~/components/planner/use-share";
import { getPlan, ServiceError } from "~/services/plans.server";
import { threadOfPlan } from "~/services/chat.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.plan ? `${data.plan.title} · Amble` : "Plan · Amble" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  try {
    const viewer = await getViewer(request);
    const plan = await getPlan(viewer, params.planId ?? "");
    return json({ plan, chatThreadId: await threadOfPlan(viewer, plan.id) });
  } catch (error) {
    // Someone else's plan gets the same answer as a missing one: nothing leaks.
    if (error instanceof ServiceError && error.status === 404)
      return json({ plan: null, chatThreadId: null }, { status: 404 });
    throw error;
  }
}

export default function PlanDetailRoute() {
  const { plan, chatThreadId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation();
  const { t: tChat } = useTranslation("chat");
  const cardRef = useRef<HTMLDivElement>(null);
  const { share, busy } = useShare();
  const hours = useOpeningHours(plan?.activities ?? [], plan?.plannedDate ?? null, Boolean(plan));
  const back = (
    <Link to="/profile" className="btn-secondary">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t("nav.backToProfile")}
    </Link>
  );
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/plan/")) {
    return (
      <p role="status" className="card mx-auto mt-8 max-w-md text-center">
        {t("planDetail.loading")}
      </p>
    );
  }
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
  const euro = new Intl.NumberFormat(i18n.language === "de" ? "de-DE" : "en-IE", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(plan.createdAt));
  const first = plan.activities[0];
  return (
    <article aria-labelledby="plan-title" className="mx-auto max-w-2xl space-y-4 pt-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        {chatThreadId ? (
          // A plan made in the chat reopens its conversation.
          <Link to={`/?chat=${chatThreadId}`} className="btn-secondary">
            {tChat("continueInChat")}
          </Link>
        ) : null}
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => share(cardRef.current, plan.title)}
        >
          <Share2 aria-hidden className="h-4 w-4" />
          {busy ? t("planDetail.creatingScreenshot") : t("planDetail.sharePlan")}
        </button>
      </div>
      <div ref={cardRef} className="space-y-4 rounded-3xl bg-white p-5 shadow-lg ring-1 ring-violet-100">
        <header className="space-y-2">
          <h1 id="plan-title" className="text-2xl font-extrabold text-violet-950 sm:text-3xl">
            {plan.title}
          </h1>
          <p className="flex items-center gap-1 text-slate-700">
            <MapPin aria-hidden className="h-4 w-4" /> {plan.location}
          </p>
          <p className="text-sm text-slate-700">
            {t("planDetail.duration", { count: plan.duration })} · {t("planDetail.budget")}:{" "}
            {euro.format(plan.totalSpend)} · {t("planDetail.created", { date: created })}
          </p>
          <PlanTags vibe={plan.vibe} transportation={plan.transportation} timeSlot={plan.timeSlot} />
        </header>
        {first ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-700">
              <strong>{first.name}</strong>
              {plan.activities.length > 1
                ? ` ${t("planDetail.moreLocations", { count: plan.activities.length - 1 })}`
                : ""}{" "}
              · {t("planDetail.stops", { count: plan.activities.length })}
            </p>
            <RouteSketch stops={plan.activities} location={plan.location} transportation={plan.transportation} />
          </div>
        ) : null}
        <h2 className="text-xl font-bold">{t("planDetail.itineraryHeading")}</h2>
        <ol className="space-y-4">
          {plan.activities.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard
                activity={activity}
                index={index}
                hours={hours.statusOf(activity, index)}
                onRecheck={() => void hours.recheck(activity, index)}
              />
            </li>
          ))}
        </ol>
        {plan.specialRequests ? (
          <div className="rounded-2xl bg-violet-50 p-4">
            <h2 className="font-bold">{t("planDetail.specialRequests")}</h2>
            <p className="text-slate-700">{plan.specialRequests}</p>
          </div>
        ) : null}
        <footer className="border-t border-violet-100 pt-4 text-center text-sm text-slate-600">
          <p className="inline-flex items-center gap-1">
            {t("planDetail.createdWithLove")} <Heart aria-hidden className="h-4 w-4 text-rose-500" />{" "}
            <strong>{t("brand.name")}</strong>
          </p>
          <p>{t("brand.tagline")}</p>
        </footer>
      </div>
    </article>
  );
}
