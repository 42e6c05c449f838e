// The planner, at "/" and "/planner". The action is the no-JavaScript path: it validates the
// posted form with the PlanRequest schema, plans, and redirects (303) to the plan's own page /plan/:id,
// for guests too (their guest cookie is their key to it). With JavaScript the form streams from
// /api/date-plans/stream instead and then opens the same page.
// `intent=chat` is the chat's no-JavaScript path: the server answers the message to completion.
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ensureGuest } from "~/auth/guest.server";
import { getViewer } from "~/auth/viewer.server";
import { rateLimitStatus } from "~/models/limits.server";
import { isLocationProblem, planErrorText } from "~/components/planner/actions/plan-errors";
import { PlannerPage, type PlannerData } from "~/components/planner/planner-page";
import { PLANNER_MODE_KEY, type ChatState } from "~/components/planner/planner-mode";
import { planPath } from "~/components/planner/actions/use-show-plan";
import { getLanguage, i18next } from "~/i18n/i18next.server";
import { getSubscriptionPlan } from "~/models/subscription-plans.server";
import { explainedRefusal, type ExplainedRefusal } from "~/moderation/refusal";
import { PlanRequestSchema } from "~/planning/request";
import { addDays, localDate } from "~/planning/time";
import { coverage } from "~/services/coverage.server";
import { generatePlan } from "~/services/plans.server";
import { ServiceError } from "~/utils/errors";
import { chatBodyFromForm, chatErrorText, chatLanguageOf, chatToCompletion, loadThread } from "~/services/chat.server";
import { clientIp, readPageForm, viewerWithGuest } from "~/web/api.server";
import { pageMeta } from "~/utils/meta";
import { formatShortDay } from "~/utils/planned-date";

/** A saved conversation's id in `?chat=`; anything else opens no conversation. */
const ChatIdSchema = z.string().regex(/^[\w-]{1,100}$/);
const REMEMBERED_MODE = new RegExp(`(?:^|; )${PLANNER_MODE_KEY}=(form|chat)`);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

/** Dates shown on the form; the plan itself resolves today/tomorrow in the place's own zone. */
const FORM_TIME_ZONE = "Europe/Berlin";

export async function loader({ request }: LoaderFunctionArgs) {
  const [viewer, language] = await Promise.all([getViewer(request), getLanguage(request)]);
  const isGuest = !viewer.user;
  // A guest gets their cookie with the page, before planning: the device rule counts plans that come
  // without one together per address (app/models/limits.server.ts).
  const guest = isGuest ? await ensureGuest(request) : null;
  const status = await rateLimitStatus(viewer, { guestKey: guest?.key ?? null, ip: clientIp(request) });
  const today = localDate(new Date(), FORM_TIME_ZONE);
  // The planner mode: a link's ?mode=, else the remembered cookie; a saved conversation opens the chat.
  const url = new URL(request.url);
  const chatId = ChatIdSchema.safeParse(url.searchParams.get("chat"));
  const chat = chatId.success ? await loadThread(viewer, chatId.data) : null;
  const remembered = REMEMBERED_MODE.exec(request.headers.get("Cookie") ?? "");
  const mode = chat ? "chat" : (url.searchParams.get("mode") ?? remembered?.[1]) === "chat" ? "chat" : "form";
  const data: PlannerData = {
    isGuest,
    canCreatePlan: status.canCreatePlan,
    // Guests see the free tier's range so that reaching past their 4 hours can invite them to sign up.
    maxDuration: isGuest ? (await getSubscriptionPlan("free")).maxDurationHours : viewer.entitlements.maxDurationHours,
    dayHints: { today: formatShortDay(today, language), tomorrow: formatShortDay(addDays(today, 1), language) },
    coverage: coverage(language),
    mode,
    // A new conversation has no id yet: the server makes one with the first answer it saves.
    chat: chat ?? { id: null, messages: [], request: {} },
  };
  const headers = new Headers();
  if (guest?.setCookie) headers.append("Set-Cookie", guest.setCookie);
  if (url.searchParams.get("mode") === mode) {
    headers.append("Set-Cookie", `${PLANNER_MODE_KEY}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  return json(data, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readPageForm(request);
  if (formData.get("intent") === "chat") return chatAction(request, formData);
  const submission = parseWithZod(formData, { schema: PlanRequestSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { viewer, headers } = await viewerWithGuest(request);
  try {
    const plan = await generatePlan({ viewer, body: submission.value, client: { ip: clientIp(request) } });
    // See Other: the browser GETs the plan's page, so a reload shows the plan instead of posting again.
    return redirect(planPath(plan.id), { status: 303, headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // Self-harm and harm to others are explained above the form (crisis lines, or why not), not scolded.
    const refusal = explainedRefusal(error.extra.refusal);
    if (refusal) return json({ result: submission.reply(), refusal }, { status: error.status, headers });
    const t = await i18next.getFixedT(request, "planner");
    const text = planErrorText(
      t,
      {
        status: error.status,
        error: error.error,
        message: error.message,
        fields: error.extra.fields as Record<string, string[]>,
      },
      !viewer.user,
    );
    // A town Amble cannot plan in is said under the location field, where it stays until the field changes.
    if (isLocationProblem(error.error)) {
      return json({ result: submission.reply(), locationProblem: text.description }, { status: error.status, headers });
    }
    return json(
      { result: submission.reply({ formErrors: [`${text.title}: ${text.description}`] }) },
      { status: error.status, headers },
    );
  }
}

async function chatAction(request: Request, formData: FormData) {
  const { viewer, headers } = await viewerWithGuest(request);
  let body;
  try {
    body = chatBodyFromForm(formData);
    const { message, error, threadId } = await chatToCompletion({ viewer, body, client: { ip: clientIp(request) } });
    const chat: ChatState = {
      id: threadId,
      messages: [...body.messages, ...(message ? [message] : [])] as ChatState["messages"],
      request: message?.parts.findLast((p) => p.type === "data-request")?.data ?? body.request,
      error,
    };
    return json({ chat, plan: null, result: null }, { headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const chat: ChatState = {
      id: body?.id ?? null,
      messages: (body?.messages.slice(0, -1) ?? []) as ChatState["messages"],
      request: body?.request ?? {},
      // The form's language, also when the rest of the form could not be read.
      error: chatErrorText(
        chatLanguageOf({ language: formData.get("language") }) ?? (await getLanguage(request)),
        error,
      ),
      refusal: explainedRefusal(error.extra.refusal),
    };
    return json({ chat, plan: null, result: null }, { status: error.status, headers });
  }
}

export default function PlannerRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const serverChat = actionData && "chat" in actionData ? actionData.chat : null;
  return (
    <PlannerPage
      // The loader's JSON is the PlannerData it was built from; chat messages just lose their exact types.
      data={data as unknown as PlannerData}
      lastResult={actionData?.result}
      serverChat={serverChat as ChatState | null}
      refusal={actionData && "refusal" in actionData ? (actionData.refusal as ExplainedRefusal) : null}
      locationProblem={actionData && "locationProblem" in actionData ? String(actionData.locationProblem) : null}
    />
  );
}
