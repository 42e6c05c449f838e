import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft, Crown, LogOut } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { destroyUserSession, requireUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { readPageForm } from "~/web/api.server";
import { CategoryIcon } from "~/components/category-icon";
import { NameEditor } from "~/components/profile/name-editor";
import { SharePlanButton } from "~/components/profile/share-plan-button";
import { useOffer } from "~/components/use-offer";
import { useHydrated } from "~/utils/use-hydrated";
import { LimitCard } from "~/components/usage/limit-card";
import { displayName, initials, publicUser } from "~/utils/user";
import { pageMeta } from "~/utils/meta";
import { formatCreatedDate, formatPlannedDate } from "~/utils/planned-date";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "profile");

const RECENT_PLANS = 5;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const plans = await db.datePlan.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "desc" },
    take: RECENT_PLANS,
    select: {
      id: true,
      title: true,
      location: true,
      plannedDate: true,
      language: true,
      createdAt: true,
      activities: {
        where: { active: true },
        orderBy: { position: "asc" },
        select: { name: true, emoji: true, category: true },
      },
    },
  });
  return json({ user: publicUser(user), plans, editing: new URL(request.url).searchParams.get("edit") === "1" });
}

/** Without JavaScript the name form posts here; so does "Delete account" (with its confirmation ticked). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  if (form.get("intent") === "delete-account") {
    if (form.get("confirm") !== "yes") return redirect("/profile");
    const clear = await destroyUserSession(request);
    await db.user.delete({ where: { id: user.id } });
    return redirect("/", { headers: { "Set-Cookie": clear } });
  }
  const name = String(form.get("name") ?? "").trim();
  if (name && name.length <= 80) await db.user.update({ where: { id: user.id }, data: { name } });
  return redirect("/profile");
}

export default function ProfileRoute() {
  const { user, plans, editing } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  // Tiers are only shown while Premium can be bought.
  const offer = useOffer();
  const memberSince = formatCreatedDate(user.createdAt, i18n.language);
  return (
    <div className="mx-auto max-w-2xl space-y-6 pt-2">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-semibold text-violet-800 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("nav.backHome")}
      </Link>
      <section aria-labelledby="profile-title" className="card flex items-center gap-4">
        <div className="relative flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-violet-700 text-xl font-bold text-white">
          {initials(user)}
          {user.tier === "premium" && offer?.paymentsEnabled ? (
            <Crown aria-label={t("tier.premium")} className="absolute -right-1 -top-2 h-6 w-6 text-amber-400" />
          ) : null}
        </div>
        <div className="min-w-0">
          <h1 id="profile-title" className="truncate text-2xl font-bold">
            {displayName(user)}
          </h1>
          <p className="truncate text-slate-600">{user.email}</p>
          <p className="text-sm text-slate-600">{t("profile.memberSince", { date: memberSince })}</p>
        </div>
      </section>
      <section className="card flex flex-wrap items-center justify-between gap-3">
        <NameEditor key={user.name ?? ""} name={user.name ?? displayName(user)} editing={editing} />
        <form method="post" action="/auth/logout">
          <button type="submit" className="btn-secondary">
            <LogOut aria-hidden className="h-4 w-4" /> {t("userMenu.logout")}
          </button>
        </form>
      </section>
      <LimitCard />
      <section aria-labelledby="recent-title" className="card">
        <h2 id="recent-title" className="text-xl font-bold">
          {t("profile.recentItineraries")}
        </h2>
        {plans.length === 0 ? (
          <div className="mt-4 text-center">
            <p className="text-slate-600">{t("profile.noPlans")}</p>
            <Link to="/" className="btn-primary mt-4">
              {t("profile.createFirstPlan")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {plans.map((plan) => (
              <li key={plan.id} className="py-3">
                <Link to={`/plan/${plan.id}`} className="block rounded-lg hover:bg-violet-50">
                  {/* The title is the plan's own, written in the language it was planned in. */}
                  <p className="font-semibold" lang={plan.language}>
                    {plan.title}
                  </p>
                  <p className="text-sm font-semibold text-violet-900">
                    <time dateTime={plan.plannedDate}>{formatPlannedDate(plan.plannedDate, i18n.language)}</time> ·{" "}
                    {plan.location}
                  </p>
                  <p className="text-xs text-slate-600" suppressHydrationWarning>
                    {t("planDetail.created", { date: formatCreatedDate(plan.createdAt, i18n.language) })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {plan.activities.slice(0, 2).map((a, i) => (
                      <span key={i}>
                        {i > 0 ? " · " : null}
                        <CategoryIcon
                          category={a.category}
                          emoji={a.emoji}
                          className="mr-1 inline-block h-4 w-4 align-text-bottom text-violet-700"
                        />
                        {a.name}
                      </span>
                    ))}
                    {plan.activities.length > 2
                      ? ` ${t("profile.moreActivities", { count: plan.activities.length - 2 })}`
                      : null}
                  </p>
                </Link>
                {hydrated ? (
                  <div className="mt-2">
                    <SharePlanButton planId={plan.id} title={plan.title} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="delete-title" className="card">
        <h2 id="delete-title" className="text-lg font-bold">
          {t("profile.deleteTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("profile.deleteText")}</p>
        <form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="delete-account" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-red-700" />
            {t("profile.deleteConfirm")}
          </label>
          <button
            type="submit"
            className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t("profile.deleteButton")}
          </button>
        </form>
      </section>
    </div>
  );
}
