// A plan's own address: every plan opens here once made, rendered from the server
// for its owner, a signed-in user or the guest whose cookie made it. So it survives a reload, a language
// switch and signing in (a guest's plans move to the account, the address stays). Anyone else is told
// "Plan not found", exactly as for a plan that does not exist. Its owner can take it along: a calendar
// file and a read-only link; the action is the no-JavaScript way to create or revoke that link.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { getViewer } from "~/auth/viewer.server";
import { PlanNotFound } from "~/components/plan/plan-not-found";
import { PlanScreen } from "~/components/planner/plan-screen";
import { shownPlanOf } from "~/components/planner/use-show-plan";
import { getPlan } from "~/services/plans.server";
import { ServiceError } from "~/utils/errors";
import { threadOfPlan } from "~/services/chat.server";
import { pageMeta } from "~/utils/meta";
import { readPageForm } from "~/web/api.server";
import { sharePlan, shareUrlOf, stopSharing } from "~/services/plan-sharing.server";
import * as z from "zod";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, "plan", data?.plan?.title);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const isGuest = !viewer.user;
  try {
    const plan = await getPlan(viewer, params.planId ?? "");
    const [chatThreadId, shareUrl] = await Promise.all([threadOfPlan(viewer, plan.id), shareUrlOf(plan.id)]);
    return json(
      { plan, isGuest, chatThreadId, shareUrl },
      // A plan is personal: no shared cache keeps it, and it is read fresh after every change.
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    // Someone else's plan gets the same answer as a missing one: nothing leaks.
    if (error instanceof ServiceError && error.status === 404)
      return json({ plan: null, isGuest, chatThreadId: null, shareUrl: null }, { status: 404 });
    throw error;
  }
}

// The loader's Cache-Control reaches the page itself too, not only its data requests.
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

const SharingForm = z.object({ intent: z.enum(["share", "stop-sharing"]) });

/** Without JavaScript: create or revoke the read-only link, then back to the plan, where it is shown. */
export async function action({ request, params }: ActionFunctionArgs) {
  const parsed = SharingForm.safeParse(Object.fromEntries(await readPageForm(request)));
  if (!parsed.success) return json({ error: "invalid-form" }, { status: 400 });
  const viewer = await getViewer(request);
  const planId = params.planId ?? "";
  try {
    if (parsed.data.intent === "share") await sharePlan(viewer, planId);
    else await stopSharing(viewer, planId);
  } catch (error) {
    // The loader that runs next answers "Plan not found" to anyone but the owner.
    if (error instanceof ServiceError && error.status === 404)
      return json({ error: "plan-not-found" }, { status: 404 });
    throw error;
  }
  return redirect(`/plan/${encodeURIComponent(planId)}#take-it-with-you`, 303);
}

export default function PlanRoute() {
  const { plan, isGuest, chatThreadId, shareUrl } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation();
  const opening = navigation.state === "loading" ? navigation.location : null;
  // Going to another plan from here (not one just made, which stays on screen until it arrives).
  if (opening?.pathname.startsWith("/plan/") && opening.pathname !== location.pathname && !shownPlanOf(opening.state)) {
    return (
      <p role="status" className="card mx-auto mt-8 max-w-md text-center">
        {t("planDetail.loading")}
      </p>
    );
  }
  if (!plan) {
    return isGuest ? (
      <PlanNotFound backTo="/" backLabel={t("nav.backHome")} />
    ) : (
      <PlanNotFound backTo="/profile" backLabel={t("nav.backToProfile")} />
    );
  }
  // A new plan is a new screen: its own actions' state, its own guest prompt.
  return <PlanScreen key={plan.id} plan={plan} isGuest={isGuest} chatThreadId={chatThreadId} shareUrl={shareUrl} />;
}
