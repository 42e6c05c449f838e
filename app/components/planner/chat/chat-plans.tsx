// The plans in a chat thread. Every answer that showed a plan keeps showing it as it was then: the newest
// one as the full itinerary (map, cards, still streaming in), earlier ones and earlier versions of the same
// plan as a compact summary of their stops that opens on request, so scrolling back shows what was said.
// The full itinerary is chat-itinerary.tsx, a chunk of its own.
import { formatClock } from "~/planning/format";
import { formatMoney, spendOfStops } from "~/planning/money";
import { useTranslation } from "~/i18n/translations";
import type { ChatUIMessage } from "~/ai/chat-message";
import { CategoryIcon } from "../../category-icon";
import { draftToCard, type CardActivity, type PlanView } from "../types";

export type MessagePlan = { plan: PlanView | null; activities: CardActivity[]; total: number | null };

/** The plan an answer showed (the last it made or changed), or the activities of one still streaming in. */
export function planOfMessage(message: ChatUIMessage): MessagePlan | null {
  const parts = message.parts;
  const lastRun = [...parts].reverse().find((p) => p.type === "data-activity" || p.type === "data-plan");
  if (!lastRun || (lastRun.type !== "data-activity" && lastRun.type !== "data-plan")) return null;
  const run = lastRun.data.run;
  const plan = parts.find((p) => p.type === "data-plan" && p.data.run === run);
  const activities: CardActivity[] = [];
  let total: number | null = null;
  for (const p of parts) {
    if (p.type !== "data-activity" || p.data.run !== run) continue;
    activities[p.data.index] = draftToCard(p.data.activity);
    total = p.data.total;
  }
  return { plan: plan?.type === "data-plan" ? plan.data.plan : null, activities: activities.filter(Boolean), total };
}

/** A plan as an earlier answer showed it: what, when, how much, and its stops. */
export function EarlierPlan({ plan, activities }: MessagePlan) {
  const { t, i18n } = useTranslation("chat");
  const stops = plan ? plan.activities : activities;
  if (!stops.length) return null;
  const language = i18n.language === "de" ? "de" : "en";
  // The plan's own clock and currency format; an answer without a plan shows times in the reader's zone.
  const timeZone = plan?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const clock = (iso: string) => formatClock(Date.parse(iso), language, timeZone);
  const { totalSpend, currency } = plan ?? spendOfStops(stops);
  return (
    <details className="max-w-[85%] rounded-2xl bg-white px-4 py-2 text-sm ring-1 ring-violet-100">
      <summary className="cursor-pointer font-semibold text-violet-900">
        {t("earlierPlan", {
          title: plan?.title ?? t("planStreaming"),
          count: stops.length,
          start: clock(stops[0].startsAt),
          spend: formatMoney(totalSpend, currency, language),
        })}
      </summary>
      <ol className="mt-2 space-y-1 text-slate-700">
        {stops.map((a, i) => (
          <li key={a.id ?? i}>
            <span className="font-semibold tabular-nums">{clock(a.startsAt)}</span>{" "}
            <CategoryIcon
              category={a.category}
              emoji={a.emoji}
              className="inline-block h-4 w-4 align-text-bottom text-violet-700"
            />{" "}
            {a.name} · {a.price}
          </li>
        ))}
      </ol>
    </details>
  );
}
