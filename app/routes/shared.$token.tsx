// A plan's read-only link: anyone who has it sees the itinerary, map and cards, nothing else. Kept out of
// search engines (noindex, robots.txt) and of shared caches; an unknown link is "Plan not found", a revoked
// one says its owner stopped sharing it.
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { PlanNotFound } from "~/components/plan/plan-not-found";
import { PlanTodayProvider, zoneToday } from "~/components/planner/itinerary/plan-today";
import { SharedPlanScreen } from "~/components/planner/shared-plan-screen";
import { getSharedPlan, isRevokedLink, sharedPlanPath } from "~/services/plan-sharing.server";
import { ServiceError } from "~/utils/errors";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, "plan", data?.plan?.title),
  { name: "robots", content: "noindex" },
];

const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const plan = await getSharedPlan(params.token);
    const calendarHref = `${sharedPlanPath(params.token!)}/calendar.ics`;
    // The place's date now, for the cards' "Open today" (hydrated without Intl, as on the plan's own page).
    const today = zoneToday(plan.timeZone);
    return json({ plan, calendarHref, revoked: false, today }, { headers: HEADERS });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      const revoked = await isRevokedLink(params.token);
      return json(
        { plan: null, calendarHref: null, revoked, today: null },
        { status: revoked ? 410 : 404, headers: HEADERS },
      );
    }
    throw error;
  }
}

// The page itself carries the loader's headers, not only its data requests.
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of Object.keys(HEADERS)) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export default function SharedPlanRoute() {
  const { plan, calendarHref, revoked, today } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!plan || !calendarHref) return <PlanNotFound backTo="/" backLabel={t("nav.backHome")} revoked={revoked} />;
  return (
    <PlanTodayProvider value={today}>
      <SharedPlanScreen plan={plan} calendarHref={calendarHref} />
    </PlanTodayProvider>
  );
}
