// What the built-in chat model says, in English and German (du): questions, plan summaries, the question
// before a new plan is made, and the answers to refused tools, limits stated from the offer's numbers.
import type { ErrorCode } from "~/utils/errors";
import type { PlanLanguage, TimeSlot } from "~/planning/request";
import { offersPremium, type Offer, type TierTerms } from "~/wire/offer";
import { formatMoney } from "~/planning/money";
import { formatWallClock } from "~/planning/format";
import type { ChatContext, PlanSummary, Remaining } from "./chat-context";

const SLOT_NAMES: Record<PlanLanguage, Record<TimeSlot, string>> = {
  en: { morning: "morning", afternoon: "afternoon", evening: "evening", late_night: "late night" },
  de: { morning: "Am Vormittag", afternoon: "Am Nachmittag", evening: "Am Abend", late_night: "Spät abends" },
};

/** A plan's start and spend as its cards show them: "5:00 PM" / "17:00", "£40" / "40 £". */
const start = (p: PlanSummary, language: PlanLanguage) => formatWallClock(p.startTime, language);
const spend = (p: PlanSummary, language: PlanLanguage) => formatMoney(p.totalSpend, p.currency ?? "EUR", language);

/** "2 left today", "1 left this month" (whichever runs out first), "your guest plan". */
function left(today: number | null, month: number | null, language: PlanLanguage): string {
  const monthFirst = month !== null && (today === null || month < today);
  const n = (monthFirst ? month : today) ?? 0;
  if (language === "de") return monthFirst ? `du hast diesen Monat noch ${n}` : `du hast heute noch ${n}`;
  return monthFirst ? `${n} left this month` : `${n} left today`;
}

export const REPLIES = {
  en: {
    askPlace: "Where would you like to go? Tell me a city or neighbourhood, e.g. Berlin or Kreuzberg.",
    askWhat:
      "Tell me where and when you'd like to go, and the vibe, budget and how long, e.g. “a romantic evening in Vienna tomorrow, 3 hours, on foot”.",
    identity: "I'm Amble's built-in planning assistant, a program, not a person. Where shall we go?",
    noPlan: "There's no plan yet to change. Where and when would you like to go?",
    whichActivity: "Which activity should I swap? Say e.g. “swap the second one”.",
    nothingToUndo: "There's no swap to undo in this plan.",
    planned: (p: PlanSummary) =>
      `Here's “${p.title}”: ${p.activityCount} stops in ${p.location} from ${start(p, "en")}, about ${spend(p, "en")} per person. Want it cheaper, later or with a different vibe?`,
    revised: (p: PlanSummary) =>
      `Updated “${p.title}”: ${p.activityCount} stops from ${start(p, "en")}, about ${spend(p, "en")} per person. Same plan, so nothing was used from your plans.`,
    droppedSwaps: (names: string[]) =>
      ` ${names.join(" and ")} no longer fit${names.length === 1 ? "s" : ""}, so I let ${names.length === 1 ? "it" : "them"} go.`,
    confirmNewPlan: ({ today, month }: Remaining) => `That makes a new plan — ${left(today, month, "en")}. Go ahead?`,
    keptAsIs: "OK, the plan stays as it is.",
    unchanged: "That's how the plan already is. Say “another one” for a different plan.",
    latestInSlot: (slot: TimeSlot, max: string) =>
      `The ${SLOT_NAMES.en[slot]} starts at ${formatWallClock(max, "en")} at the latest. Name another time of day to move it, e.g. “late night”.`,
    earliestInSlot: (slot: TimeSlot, min: string) =>
      `The ${SLOT_NAMES.en[slot]} starts at ${formatWallClock(min, "en")} at the earliest. Name another time of day to move it, e.g. “afternoon”.`,
    swapped: (name: string) => `Done: ${name} is in the plan now.`,
    restored: (name: string) => `Undone: ${name} is back.`,
    failed: (message: string) => `Sorry, that didn't work: ${message}`,
    unavailable:
      "The assistant can't answer right now. Nothing was used from your plans; please try again or use the form.",
    errors: {
      "sign-in-required": "Sign in to change or regenerate plans; as a guest you can make one plan.",
      "guest-limit-reached": "You've used your free guest plan. Sign in to keep planning.",
      "daily-limit-reached": "You've reached today's plan limit. Try again tomorrow.",
      "monthly-limit-reached": "You've reached this month's plan limit.",
      "duration-exceeds-limit": "That's longer than your plan allows.",
      "swap-limit-reached": "You've used this plan's swap.",
      "no-places-available": "I couldn't find another place that fits.",
      "inappropriate-content": "I can't plan with that request. Please rephrase it.",
      "not-covered":
        "I don't know places there yet. Try Berlin, Munich, Hamburg, Vienna, Zurich, London, Paris or New York.",
      "date-in-past": "That day is already over. Pick today or a day ahead.",
      "date-too-far": "That day is too far ahead to plan yet. Pick a closer one.",
    } as Partial<Record<ErrorCode, string>>,
  },
  de: {
    askPlace: "Wohin soll es gehen? Nenn mir eine Stadt oder ein Viertel, z. B. Berlin oder Kreuzberg.",
    askWhat:
      "Sag mir, wo und wann es losgehen soll, dazu Stimmung, Budget und Dauer, z. B. „ein romantischer Abend in Wien morgen, 3 Stunden, zu Fuß“.",
    identity: "Ich bin Ambles eingebauter Planungsassistent, ein Programm, kein Mensch. Wohin soll es gehen?",
    noPlan: "Es gibt noch keinen Plan zum Ändern. Wo und wann soll es losgehen?",
    whichActivity: "Welche Aktivität soll ich tauschen? Sag z. B. „tausche die zweite“.",
    nothingToUndo: "In diesem Plan gibt es keinen Tausch zum Rückgängigmachen.",
    planned: (p: PlanSummary) =>
      `Hier ist „${p.title}“: ${p.activityCount} Stationen in ${p.location} ab ${start(p, "de")} Uhr, etwa ${spend(p, "de")} pro Person. Soll es günstiger, später oder anders werden?`,
    revised: (p: PlanSummary) =>
      `„${p.title}“ ist angepasst: ${p.activityCount} Stationen ab ${start(p, "de")} Uhr, etwa ${spend(p, "de")} pro Person. Es bleibt derselbe Plan, von deinen Plänen ist nichts verbraucht.`,
    droppedSwaps: (names: string[]) =>
      names.length === 1
        ? ` ${names[0]} passt nicht mehr dazu, deshalb habe ich es herausgenommen.`
        : ` ${names.join(" und ")} passen nicht mehr dazu, deshalb habe ich sie herausgenommen.`,
    confirmNewPlan: ({ today, month }: Remaining) =>
      `Das wird ein neuer Plan – ${left(today, month, "de")}. Soll ich loslegen?`,
    keptAsIs: "Okay, der Plan bleibt, wie er ist.",
    unchanged: "So ist der Plan schon. Sag „einen anderen Plan“, wenn du einen ganz neuen willst.",
    latestInSlot: (slot: TimeSlot, max: string) =>
      `${SLOT_NAMES.de[slot]} geht es spätestens um ${max} Uhr los. Nenn eine andere Tageszeit, z. B. „spät abends“, um es zu verschieben.`,
    earliestInSlot: (slot: TimeSlot, min: string) =>
      `${SLOT_NAMES.de[slot]} geht es frühestens um ${min} Uhr los. Nenn eine andere Tageszeit, z. B. „nachmittags“, um es zu verschieben.`,
    swapped: (name: string) => `Erledigt: ${name} ist jetzt im Plan.`,
    restored: (name: string) => `Rückgängig gemacht: ${name} ist wieder da.`,
    failed: (message: string) => `Das hat leider nicht geklappt: ${message}`,
    unavailable:
      "Der Assistent kann gerade nicht antworten. Von deinen Plänen wurde nichts verbraucht; versuch es noch einmal oder nutze das Formular.",
    errors: {
      "sign-in-required":
        "Melde dich an, um Pläne zu ändern oder neu zu erstellen; als Gast kannst du einen Plan machen.",
      "guest-limit-reached": "Dein kostenloser Gastplan ist verbraucht. Melde dich an, um weiterzuplanen.",
      "daily-limit-reached": "Du hast dein Tageslimit an Plänen erreicht. Versuch es morgen wieder.",
      "monthly-limit-reached": "Du hast dein Monatslimit an Plänen erreicht.",
      "duration-exceeds-limit": "Das ist länger, als dein Tarif erlaubt.",
      "swap-limit-reached": "Der Tausch für diesen Plan ist schon verbraucht.",
      "no-places-available": "Ich habe keinen anderen passenden Ort gefunden.",
      "inappropriate-content": "Mit dieser Anfrage kann ich nicht planen. Bitte formuliere sie anders.",
      "not-covered":
        "Dort kenne ich noch keine Orte. Probier Berlin, München, Hamburg, Wien, Zürich, London, Paris oder New York.",
      // The services word these in English (English readers get them as they are); here is the German.
      "unknown-location":
        "Diesen Ort habe ich nicht gefunden. Nenn mir eine Stadt oder ein Viertel, z. B. Berlin oder Kreuzberg.",
      "date-in-past": "Dieser Tag ist schon vorbei. Nimm heute oder einen späteren Tag.",
      "date-too-far": "So weit im Voraus kann ich noch nicht planen. Nimm einen früheren Tag.",
      "places-unavailable": "Ich kann gerade keine Orte nachschlagen. Versuch es gleich noch einmal.",
      "plan-not-found": "Diesen Plan gibt es nicht mehr. Erzähl mir, was du vorhast, dann plane ich neu.",
      "activity-not-found": "Diese Station ist nicht mehr im Plan. Nimm eine der angezeigten Stationen.",
      "nothing-to-undo": "Bei dieser Station gibt es keinen Tausch zum Rückgängigmachen.",
    } as Partial<Record<ErrorCode, string>>,
  },
};

/**
 * Replies about limits, with the numbers of the offer (the plan rows: wire/offer.ts) that the pages
 * state too. Premium is named only while it can be bought and the reader does not have it.
 */
type Limits = { offer: Offer; tier: "guest" | "free" | "premium"; terms: TierTerms; premium: TierTerms | null };
type LimitWords = {
  plans: (n: number | null) => string;
  perPeriod: (t: TierTerms) => string;
  swaps: (n: number | null) => string;
  /** " With Premium: …." when Premium is on offer to this reader, else nothing. */
  premium: (l: Limits, what: (premium: TierTerms) => string) => string;
};

const EN: LimitWords = {
  plans: (n) => (n === null ? "unlimited plans" : n === 1 ? "1 plan" : `${n} plans`),
  perPeriod: (t) =>
    t.plansPerDay !== null
      ? `${EN.plans(t.plansPerDay)} a day${t.plansPerMonth !== null ? ` (${t.plansPerMonth} a month)` : ""}`
      : t.plansPerMonth !== null
        ? `${EN.plans(t.plansPerMonth)} a month`
        : EN.plans(null),
  swaps: (n) => (n === null ? "unlimited swaps" : n === 1 ? "1 swap per plan" : `${n} swaps per plan`),
  premium: (l, what) => (l.premium ? ` With Premium: ${what(l.premium)}.` : ""),
};

const DE: LimitWords = {
  plans: (n) => (n === null ? "unbegrenzt viele Pläne" : n === 1 ? "1 Plan" : `${n} Pläne`),
  perPeriod: (t) =>
    t.plansPerDay !== null
      ? `${DE.plans(t.plansPerDay)} pro Tag${t.plansPerMonth !== null ? ` (${t.plansPerMonth} im Monat)` : ""}`
      : t.plansPerMonth !== null
        ? `${DE.plans(t.plansPerMonth)} im Monat`
        : DE.plans(null),
  swaps: (n) =>
    n === null ? "unbegrenzt tauschen" : `${n} ${n === 1 ? "Aktivität" : "Aktivitäten"} pro Plan tauschen`,
  premium: (l, what) => (l.premium ? ` Mit Premium: ${what(l.premium)}.` : ""),
};

const LIMIT_REPLIES: Record<PlanLanguage, Partial<Record<ErrorCode, (l: Limits) => string>>> = {
  en: {
    "sign-in-required": ({ offer: { guest } }) =>
      `Sign in to change or regenerate plans; as a guest you can make ${EN.plans(guest.plans)} of up to ${guest.hours} hours.`,
    "guest-limit-reached": ({ offer: { free } }) =>
      `You've used your free guest plan. Sign in for free to keep planning: ${EN.perPeriod(free)}, each up to ${free.hours} hours.`,
    "daily-limit-reached": (l) =>
      `You've used today's ${EN.plans(l.terms.plansPerDay)}. Try again tomorrow.` + EN.premium(l, EN.perPeriod),
    "monthly-limit-reached": (l) =>
      `You've used this month's ${EN.plans(l.terms.plansPerMonth)}. You can plan again next month.` +
      EN.premium(l, EN.perPeriod),
    "duration-exceeds-limit": (l) =>
      l.tier === "guest"
        ? `As a guest you can plan up to ${l.offer.guest.hours} hours. Sign in for free to plan up to ${l.offer.free.hours} hours.`
        : `That's longer than your plan allows: up to ${l.terms.hours} hours.` +
          EN.premium(l, (p) => `up to ${p.hours} hours`),
    "swap-limit-reached": (l) =>
      `You've already swapped as often as your plan allows (${EN.swaps(l.terms.swaps)}).` +
      EN.premium(l, (p) => EN.swaps(p.swaps)),
  },
  de: {
    "sign-in-required": ({ offer: { guest } }) =>
      `Melde dich an, um Pläne zu ändern oder neu zu erstellen; als Gast kannst du ${DE.plans(guest.plans)} mit bis zu ${guest.hours} Stunden machen.`,
    "guest-limit-reached": ({ offer: { free } }) =>
      `Dein kostenloser Gastplan ist verbraucht. Melde dich kostenlos an und plane weiter: ${DE.perPeriod(free)}, je bis zu ${free.hours} Stunden.`,
    "daily-limit-reached": (l) =>
      `Du hast deine ${DE.plans(l.terms.plansPerDay)} für heute verbraucht. Versuch es morgen wieder.` +
      DE.premium(l, DE.perPeriod),
    "monthly-limit-reached": (l) =>
      `Du hast deine ${DE.plans(l.terms.plansPerMonth)} für diesen Monat verbraucht. Im nächsten Monat geht es weiter.` +
      DE.premium(l, DE.perPeriod),
    "duration-exceeds-limit": (l) =>
      l.tier === "guest"
        ? `Als Gast planst du bis zu ${l.offer.guest.hours} Stunden. Melde dich kostenlos an und plane bis zu ${l.offer.free.hours} Stunden.`
        : `Das ist länger, als dein Tarif erlaubt: bis zu ${l.terms.hours} Stunden.` +
          DE.premium(l, (p) => `bis zu ${p.hours} Stunden`),
    "swap-limit-reached": (l) =>
      `Du hast in diesem Plan schon so oft getauscht, wie dein Tarif erlaubt (${DE.swaps(l.terms.swaps)}).` +
      DE.premium(l, (p) => DE.swaps(p.swaps)),
  },
};

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
  const limitReply = limits ? LIMIT_REPLIES[language][code] : undefined;
  return limitReply ? limitReply(limits!) : (r.errors[code] ?? r.failed(message));
}
