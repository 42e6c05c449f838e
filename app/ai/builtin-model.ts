// The built-in chat model: an AI SDK LanguageModelV3 that needs no API key, so the chat route runs the
// same streamText code with or without one. Pure and deterministic: it reads the newest user message
// (readUtterance) and the chat context from the system prompt, answers with tool calls, and once the
// tools have run, with one short sentence in the user's language. Its replies live here, in both languages.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import type { Budget, PlanLanguage } from "~/planning/request";
import { offersPremium, type Offer, type TierTerms } from "~/utils/offer";
import { readContext, type ChatContext, type ToolName, type ToolOutcome } from "./chat-context";
import { readUtterance, shiftBudget, shiftSlot, type RequestFields, type Utterance } from "./utterance";

export const BUILTIN_MODEL_ID = "amble-builtin";

type Call = { toolName: ToolName; input: Record<string, unknown> };
type Answer = { calls: Call[]; text?: undefined } | { calls?: undefined; text: string };

const REPLIES = {
  en: {
    askPlace: "Where would you like to go? Tell me a city or neighbourhood, e.g. Berlin or Kreuzberg.",
    askWhat:
      "Tell me where and when you'd like to go, and the vibe, budget and how long, e.g. “a romantic evening in Vienna tomorrow, 3 hours, on foot”.",
    identity: "I'm Amble's built-in planning assistant, a program, not a person. Where shall we go?",
    noPlan: "There's no plan yet to change. Where and when would you like to go?",
    whichActivity: "Which activity should I swap? Say e.g. “swap the second one”.",
    nothingToUndo: "There's no swap to undo in this plan.",
    planned: (p: PlanSummary) =>
      `Here's “${p.title}”: ${p.activityCount} stops in ${p.location}, about €${p.totalSpend} per person. Want it cheaper, later or with a different vibe?`,
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
    } as Record<string, string>,
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
      `Hier ist „${p.title}“: ${p.activityCount} Stationen in ${p.location}, etwa ${p.totalSpend} € pro Person. Soll es günstiger, später oder anders werden?`,
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
    } as Record<string, string>,
  },
};

type PlanSummary = NonNullable<Extract<ToolOutcome, { ok: true }>["plan"]>;

/**
 * Replies about limits, with the numbers of the offer (the plan rows: utils/offer.ts) that the pages
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

const LIMIT_REPLIES: Record<PlanLanguage, Record<string, (l: Limits) => string>> = {
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
  const limits = limitsOf(context);
  const limitReply = limits ? LIMIT_REPLIES[language][error] : undefined;
  return limitReply ? limitReply(limits!) : (r.errors[error] ?? r.failed(message));
}

const textOf = (message: LanguageModelV3Prompt[number]) =>
  Array.isArray(message.content)
    ? message.content.map((p) => (p.type === "text" ? p.text : "")).join(" ")
    : message.content;

/** Which activity the user means: by position, "last", or a word of its name or kind ("the museum"). */
function activityFor(utterance: Utterance, context: ChatContext): string | null {
  const activities = context.plan?.activities ?? [];
  const swap = utterance.swap;
  if (!swap || !activities.length) return null;
  if (swap.last) return activities.at(-1)!.id;
  if (swap.index !== undefined) return activities[swap.index]?.id ?? null;
  const word = swap.word!.replace(/s$/, "");
  const hit = activities.find((a) => `${a.name} ${a.category}`.toLowerCase().includes(word));
  return hit?.id ?? null;
}

/** The first step of a turn: what the user's message asks for, as tool calls or a question. */
export function answerMessage(text: string, context: ChatContext): Answer {
  const u = readUtterance(text, context.language);
  const r = REPLIES[u.language];
  const plan = context.plan;
  if (u.asksIdentity) return { text: r.identity };

  if (plan) {
    if (u.undo) {
      const swapped = [...plan.activities].reverse().find((a) => a.swappedFromId);
      return swapped
        ? { calls: [{ toolName: "undoSwap", input: { activityId: swapped.id } }] }
        : { text: r.nothingToUndo };
    }
    if (u.swap) {
      const activityId = activityFor(u, context);
      return activityId ? { calls: [{ toolName: "swapActivity", input: { activityId } }] } : { text: r.whichActivity };
    }
    const changes: RequestFields = { ...u.fields };
    if (u.cheaper) changes.budget = shiftBudget(plan.budget as Budget, -1);
    if (u.pricier) changes.budget = shiftBudget(plan.budget as Budget, 1);
    if (u.later && !changes.timeSlot) changes.timeSlot = shiftSlot(plan.timeSlot as never, 1);
    if (u.earlier && !changes.timeSlot) changes.timeSlot = shiftSlot(plan.timeSlot as never, -1);
    const changed = Object.keys(changes).some((k) => k !== "language");
    if (changed) return { calls: [{ toolName: "adjustPlan", input: { ...changes, language: u.language } }] };
    if (u.regenerate) return { calls: [{ toolName: "regeneratePlan", input: {} }] };
  } else {
    // Without a plan, "cheaper"/"fancier" describe the budget wanted.
    if (u.cheaper) u.fields.budget ??= "budget_friendly";
    if (u.pricier) u.fields.budget ??= "upscale";
    if ((u.swap || u.undo || u.regenerate || u.later || u.earlier) && !Object.keys(u.fields).length)
      return { text: r.noPlan };
  }

  if (!Object.keys(u.fields).length) return { text: context.request.location ? r.askWhat : r.askPlace };
  return { calls: [{ toolName: "updatePlanRequest", input: u.fields }] };
}

/** Later steps: the tools of this turn have answered; plan once the request has a place, else reply. */
export function answerToolResults(
  results: Array<{ toolName: string; output: ToolOutcome }>,
  language: PlanLanguage,
  context: Pick<ChatContext, "offer" | "tier"> = {},
): Answer {
  const r = REPLIES[language];
  const last = results.at(-1);
  if (!last) return { text: r.askWhat };
  const outcome = last.output;
  if (!outcome.ok) return { text: errorReply(language, outcome.error, outcome.message, context) };
  if (last.toolName === "updatePlanRequest") {
    const planned = results.some((x) => x.toolName !== "updatePlanRequest");
    if (outcome.request?.location && !planned) return { calls: [{ toolName: "createPlan", input: {} }] };
    return { text: r.askPlace };
  }
  if (outcome.plan) return { text: r.planned(outcome.plan) };
  if (outcome.swappedActivity) return { text: r.swapped(outcome.swappedActivity) };
  if (outcome.restoredActivity) return { text: r.restored(outcome.restoredActivity) };
  return { text: r.askWhat };
}

const outcomeOf = (output: unknown): ToolOutcome => {
  const value = (output as { type?: string; value?: unknown })?.value;
  if (value && typeof value === "object" && "ok" in value) return value as ToolOutcome;
  return { ok: false, error: "tool-failed", message: typeof value === "string" ? value : "" };
};

/** The whole decision for one model call, from the prompt alone. */
export function respond(prompt: LanguageModelV3Prompt): Answer {
  const system = prompt.find((m) => m.role === "system");
  const context = readContext(system ? textOf(system) : undefined);
  const lastUser = prompt.findLastIndex((m) => m.role === "user");
  const userText = lastUser >= 0 ? textOf(prompt[lastUser]) : "";
  const turn = prompt.slice(lastUser + 1);
  if (!turn.length) return answerMessage(userText, context);
  const results = turn.flatMap((m) =>
    m.role === "tool"
      ? m.content.flatMap((p) =>
          p.type === "tool-result" ? [{ toolName: p.toolName, output: outcomeOf(p.output) }] : [],
        )
      : [],
  );
  return answerToolResults(results, readUtterance(userText, context.language).language, context);
}

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function contentOf(answer: Answer, step: number): LanguageModelV3Content[] {
  if (answer.text !== undefined) return [{ type: "text", text: answer.text }];
  return answer.calls.map((call, i) => ({
    type: "tool-call",
    toolCallId: `builtin-${step}-${i}`,
    toolName: call.toolName,
    input: JSON.stringify(call.input),
  }));
}

export function builtinModel(): LanguageModelV3 {
  let step = 0;
  const generate = (options: LanguageModelV3CallOptions) => {
    const answer = respond(options.prompt);
    return {
      content: contentOf(answer, ++step),
      finishReason: { unified: answer.calls ? ("tool-calls" as const) : ("stop" as const), raw: undefined },
    };
  };
  return {
    specificationVersion: "v3",
    provider: "amble",
    modelId: BUILTIN_MODEL_ID,
    supportedUrls: {},
    doGenerate: async (options) => ({ ...generate(options), usage: USAGE, warnings: [] }),
    doStream: async (options) => {
      const { content, finishReason } = generate(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
      for (const part of content) {
        if (part.type === "text") {
          // Word by word, so the reply streams like any model's.
          parts.push({ type: "text-start", id: "t" });
          for (const word of part.text.match(/\S+\s*/g) ?? []) parts.push({ type: "text-delta", id: "t", delta: word });
          parts.push({ type: "text-end", id: "t" });
        } else if (part.type === "tool-call") parts.push(part);
      }
      parts.push({ type: "finish", usage: USAGE, finishReason });
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
