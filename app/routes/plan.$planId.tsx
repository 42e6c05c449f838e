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
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { getViewer } from "~/auth/viewer.server";
import { PlanNotFound } from "~/components/plan/plan-not-found";
import { planErrorText } from "~/components/planner/actions/plan-errors";
import { PlanScreen } from "~/components/planner/plan-screen";
import { shownPlanOf } from "~/components/planner/actions/use-show-plan";
import { recheckActivity } from "~/services/opening-hours.server";
import { getPlan } from "~/services/plans.server";
import { swapActivity, undoSwap } from "~/services/swaps.server";
import type { PlanView } from "~/wire/plans";
import { ServiceError } from "~/utils/errors";
import { threadOfPlan } from "~/services/chat.server";
import { pageMeta } from "~/utils/meta";
import { readPageForm } from "~/web/api.server";
import { sharePlan, shareUrlOf, stopSharing } from "~/services/plan-sharing.server";
import { addablePlaces, editPlan, editStateOf } from "~/services/edit-plan.server";
import { PlanEditSchema } from "~/wire/plan-edits";
import { editedStopIndex } from "~/components/planner/itinerary/edit/edited-stop";
import { PlanTodayProvider, zoneToday } from "~/components/planner/itinerary/plan-today";
import * as z from "zod";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, "plan", data?.plan?.title);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const isGuest = !viewer.user;
  try {
    // "Check again" without JavaScript comes back here with the stop to check (see the action).
    const checked = new URL(request.url).searchParams.get("checked");
    const planId = params.planId ?? "";
    const plan = checked ? await recheckActivity(viewer, planId, checked) : await getPlan(viewer, planId);
    const [chatThreadId, shareUrl] = await Promise.all([threadOfPlan(viewer, plan.id), shareUrlOf(plan.id)]);
    // The owner's hand edits: whether the last can be undone, and "Add a place" asked where and what.
    const editing = viewer.user && !plan.isGuestPlan ? await editStateOf(viewer, planId) : null;
    const adding = editing ? await addSearch(viewer, planId, new URL(request.url).searchParams) : null;
    // The place's date now, for the cards' "Open today": the browser then hydrates them without Intl.
    const today = zoneToday(plan.timeZone);
    return json(
      { plan, isGuest, chatThreadId, shareUrl, editing, adding, today },
      // A plan is personal: no shared cache keeps it, and it is read fresh after every change.
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    // Someone else's plan gets the same answer as a missing one: nothing leaks.
    if (error instanceof ServiceError && error.status === 404)
      return json(
        { plan: null, isGuest, chatThreadId: null, shareUrl: null, editing: null, adding: null, today: null },
        { status: 404 },
      );
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

/** "Add a place" without JavaScript: ?add=<position>&q=<name> (no name: the places that fit there). */
async function addSearch(viewer: Awaited<ReturnType<typeof getViewer>>, planId: string, params: URLSearchParams) {
  const add = params.get("add");
  if (add === null) return null;
  const position = Math.max(0, Math.min(Number.parseInt(add, 10) || 0, 20));
  const query = (params.get("q") ?? "").slice(0, 80);
  return { position, query, places: await addablePlaces(viewer, planId, position, query) };
}

/** A hand edit posted without JavaScript: saved, then back to the plan; a refusal is said beside its control. */
async function pageEdit(request: Request, planId: string, fields: Record<string, FormDataEntryValue>) {
  const target = typeof fields.target === "string" ? fields.target.slice(0, 100) : "add";
  const edit = PlanEditSchema.safeParse(fields);
  if (!edit.success) return json({ error: "invalid-form", message: "" }, { status: 400 });
  const viewer = await getViewer(request);
  let stop: number | null = null;
  try {
    const before = await getPlan(viewer, planId);
    const { plan } = await editPlan(viewer, planId, edit.data);
    stop = editedStopIndex(before.activities, plan.activities, edit.data);
  } catch (error) {
    if (error instanceof ServiceError) {
      const refusal = error.extra.refusal ?? null;
      return json({ intent: "edit", target, error: error.error, message: error.message, refusal }, { status: 409 });
    }
    throw error;
  }
  const back = `/plan/${encodeURIComponent(planId)}`;
  // Back at the card the edit changed (its id is its position), as with JavaScript.
  const anchor = stop === null ? "#itinerary-title" : `#stop-${stop + 1}`;
  return redirect(`${back}${anchor}`, 303);
}

const PlanPageForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["share", "stop-sharing"]) }),
  z.object({ intent: z.enum(["swap", "undo", "recheck"]), activityId: z.string().min(1).max(100) }),
]);

/** The stop's card, to come back to after changing it. */
function stopAnchor(plan: PlanView, activityId: string) {
  const index = plan.activities.findIndex((a) => a.id === activityId);
  return index < 0 ? "" : `#activity-${index}`;
}

/**
 * Without JavaScript: create or revoke the read-only link, swap a stop, undo the swap or check a stop's
 * hours again (the same services as the JSON API), then back to the plan, where the change is shown.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const fields = Object.fromEntries(await readPageForm(request));
  if (fields.intent === "edit") return pageEdit(request, params.planId ?? "", fields);
  const parsed = PlanPageForm.safeParse(fields);
  if (!parsed.success) return json({ error: "invalid-form", message: "" }, { status: 400 });
  const viewer = await getViewer(request);
  const planId = params.planId ?? "";
  const back = `/plan/${encodeURIComponent(planId)}`;
  const form = parsed.data;
  try {
    if (!("activityId" in form)) {
      await (form.intent === "share" ? sharePlan(viewer, planId) : stopSharing(viewer, planId));
      return redirect(`${back}#take-it-with-you`, 303);
    }
    const anchor = stopAnchor(await getPlan(viewer, planId), form.activityId);
    if (form.intent === "recheck") {
      return redirect(`${back}?checked=${encodeURIComponent(form.activityId)}${anchor}`, 303);
    }
    // A swapped-in or restored stop keeps its place in the plan, so the anchor still finds its card.
    await (form.intent === "swap" ? swapActivity : undoSwap)(viewer, planId, form.activityId);
    return redirect(`${back}${anchor}`, 303);
  } catch (error) {
    // The loader that runs next answers "Plan not found" to anyone but the owner.
    if (error instanceof ServiceError) {
      return json({ error: error.error, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function PlanRoute() {
  const { plan, isGuest, chatThreadId, shareUrl, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const { t: tPlanner } = useTranslation("planner");
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
  // A swap or undo refused without JavaScript says why above the plan.
  // (An edit's refusal is said beside the control that asked: components/planner/edit.)
  const failure =
    refused && !("intent" in refused) ? planErrorText(tPlanner, { ...refused, status: 0 }, isGuest) : null;
  return (
    <>
      {failure ? (
        <p role="alert" className="card mx-auto mt-2 max-w-2xl border-l-4 border-red-600">
          <strong>{failure.title}:</strong> {failure.description}
        </p>
      ) : null}
      {/* A new plan is a new screen: its own actions' state, its own guest prompt. */}
      <PlanTodayProvider value={today}>
        <PlanScreen key={plan.id} plan={plan} isGuest={isGuest} chatThreadId={chatThreadId} shareUrl={shareUrl} />
      </PlanTodayProvider>
    </>
  );
}
