// A saved plan (SPEC §2 Plan detail): the shareable card, to its owner only.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft, Share2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { requireUser } from "~/auth/session.server";
import { getViewer } from "~/auth/viewer.server";
import { PlanCard } from "~/components/plan/plan-card";
import { useOpeningHours } from "~/components/planner/use-opening-hours";
import { useShare } from "~/components/planner/use-share";
import { getPlan, ServiceError } from "~/services/plans.server";
import { threadOfPlan } from "~/services/chat.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, "plan", data?.plan?.title);

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
  const { t } = useTranslation();
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
      <PlanCard ref={cardRef} plan={plan} hours={hours.statusOf} onRecheck={(a, i) => void hours.recheck(a, i)} />
    </article>
  );
}
