// What the built-in chat model says, in English and German (du), from locales/<language>/assistant.json:
// questions, plan summaries, the question before a new plan is made, and the answers to refused tools,
// limits stated from the offer's numbers. Server-only words: the browser never loads this namespace.
import de from "../../locales/de/assistant.json";
import en from "../../locales/en/assistant.json";
import { createT, type TFunction } from "~/i18n/translate";
import type { ErrorCode } from "~/utils/errors";
import type { PlanLanguage, TimeSlot } from "~/planning/request";
import { offersPremium, type Offer, type TierTerms } from "~/wire/offer";
import { formatMoney } from "~/planning/money";
import { formatWallClock } from "~/planning/format";
import type { ChatContext, PlanSummary, Remaining } from "./chat-context";

/** The assistant's words in each language. */
export const ASSISTANT_T: Record<PlanLanguage, TFunction> = {
  en: createT("en", { assistant: en }, "assistant"),
  de: createT("de", { assistant: de }, "assistant"),
};

function repliesIn(language: PlanLanguage) {
  const t = ASSISTANT_T[language];
  /** A plan as its cards show it: "5:00 PM" / "17:00", "£40" / "40 £". */
  const summary = (p: PlanSummary) => ({
    title: p.title,
    count: p.activityCount,
    location: p.location,
    start: formatWallClock(p.startTime, language),
    spend: formatMoney(p.totalSpend, p.currency ?? "EUR", language),
  });
  /** "2 left today", "1 left this month" (whichever runs out first). */
  const left = ({ today, month }: Remaining) => {
    const monthFirst = month !== null && (today === null || month < today);
    return t(monthFirst ? "left.month" : "left.today", { count: (monthFirst ? month : today) ?? 0 });
  };
  const slotLimit = (key: string, slot: TimeSlot, time: string) =>
    t(key, { slot: t(`slots.${slot}`), time: formatWallClock(time, language) });
  return {
    askPlace: t("askPlace"),
    askWhat: t("askWhat"),
    identity: t("identity"),
    hoursOnCards: t("hoursOnCards"),
    noPlan: t("noPlan"),
    whichActivity: t("whichActivity"),
    /** German writes the noun as a noun: „Museum“. */
    noSuchStop: (stop: string) =>
      t("noSuchStop", { stop: language === "de" ? stop.charAt(0).toUpperCase() + stop.slice(1) : stop }),
    keptAsIs: t("keptAsIs"),
    welcome: t("welcome"),
    unchanged: t("unchanged"),
    unavailable: t("unavailable"),
    planned: (p: PlanSummary) => t("planned", summary(p)),
    revised: (p: PlanSummary) => t("revised", summary(p)),
    /** Appended to `revised`, after a space. */
    droppedSwaps: (names: string[]) =>
      ` ${t("droppedSwaps", { count: names.length, names: names.join(` ${t("and")} `) })}`,
    confirmNewPlan: (remaining: Remaining) => t("confirmNewPlan", { left: left(remaining) }),
    latestInSlot: (slot: TimeSlot, max: string) => slotLimit("latestInSlot", slot, max),
    endsInTime: (end: string, leaveBy: string) =>
      t("endsInTime", { end: formatWallClock(end, language), time: formatWallClock(leaveBy, language) }),
    cannotEndBefore: (leaveBy: string) => t("cannotEndBefore", { time: formatWallClock(leaveBy, language) }),
    earliestInSlot: (slot: TimeSlot, min: string) => slotLimit("earliestInSlot", slot, min),
    swapped: (name: string) => t("swapped", { name }),
    restored: (name: string) => t("restored", { name }),
    failed: (message: string) => t("failed", { message }),
    errors: t("errors", { returnObjects: true }) as Partial<Record<ErrorCode, string>>,
  };
}

export const REPLIES: Record<PlanLanguage, ReturnType<typeof repliesIn>> = { en: repliesIn("en"), de: repliesIn("de") };

/**
 * Replies about limits, with the numbers of the offer (the plan rows: wire/offer.ts) that the pages
 * state too. Premium is named only while it can be bought and the reader does not have it.
 */
type Limits = { offer: Offer; tier: "guest" | "free" | "premium"; terms: TierTerms; premium: TierTerms | null };

function limitReply(language: PlanLanguage, code: ErrorCode, l: Limits): string | null {
  const t = (key: string, values?: Record<string, unknown>) => ASSISTANT_T[language](`limits.${key}`, values);
  const plans = (n: number | null) => (n === null ? t("plansUnlimited") : t("plans", { count: n }));
  const swaps = (n: number | null) => (n === null ? t("swapsUnlimited") : t("swaps", { count: n }));
  const perPeriod = (terms: TierTerms) =>
    terms.plansPerDay !== null
      ? terms.plansPerMonth !== null
        ? t("perDayAndMonth", { plans: plans(terms.plansPerDay), month: terms.plansPerMonth })
        : t("perDay", { plans: plans(terms.plansPerDay) })
      : terms.plansPerMonth !== null
        ? t("perMonth", { plans: plans(terms.plansPerMonth) })
        : plans(null);
  /** " With Premium: …." when Premium is on offer to this reader, else nothing. */
  const premium = (what: (p: TierTerms) => string) =>
    l.premium ? ` ${t("withPremium", { what: what(l.premium) })}` : "";
  const { guest, free } = l.offer;
  switch (code) {
    case "sign-in-required":
      return t(code, { plans: plans(guest.plans), hours: guest.hours });
    case "guest-limit-reached":
      return t(code, { perPeriod: perPeriod(free), hours: free.hours });
    case "daily-limit-reached":
      return t(code, { plans: plans(l.terms.plansPerDay) }) + premium(perPeriod);
    case "monthly-limit-reached":
      return t(code, { plans: plans(l.terms.plansPerMonth) }) + premium(perPeriod);
    case "duration-exceeds-limit":
      return l.tier === "guest"
        ? t("guest-duration", { guestHours: guest.hours, freeHours: free.hours })
        : t(code, { hours: l.terms.hours }) + premium((p) => t("hours", { hours: p.hours }));
    case "swap-limit-reached":
      return t(code, { swaps: swaps(l.terms.swaps) }) + premium((p) => swaps(p.swaps));
    default:
      return null;
  }
}

/** The offer's terms for whoever is asking, or null when the context does not carry the offer. */
function limitsOf({ offer, tier = "guest" }: Pick<ChatContext, "offer" | "tier">): Limits | null {
  if (!offer) return null;
  const terms = tier === "premium" && offer.premium ? offer.premium : offer.free;
  return { offer, tier, terms, premium: offersPremium(offer, tier) ? offer.premium : null };
}

/** What the user reads when the model itself fails. */
export const unavailableReply = (language: PlanLanguage) => REPLIES[language].unavailable;

/** The reply to a failed tool, in the user's language; limits are stated from the context's offer. */
export function errorReply(
  language: PlanLanguage,
  error: string,
  message: string,
  context: Pick<ChatContext, "offer" | "tier"> = {},
): string {
  const r = REPLIES[language];
  // The planner words "not covered" itself, in the plan's language and naming the town.
  if (error === "not-covered" && message) return message;
  const code = error as ErrorCode;
  const limits = limitsOf(context);
  return (limits && limitReply(language, code, limits)) ?? r.errors[code] ?? r.failed(message);
}
