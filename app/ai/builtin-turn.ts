// One turn of the built-in chat model, decided from the newest message (app/understanding) and the chat
// context: tool calls or one short reply in the language of the person's latest message. It asks one
// question when the place or the day is missing or could be two, and never plans on a guess.
import { refusalText } from "~/moderation/refusal-text";
import {
  BUDGETS,
  DEFAULT_DURATION_HOURS,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  type Budget,
  type RequestPatch,
  type TimeSlot,
} from "~/planning/request";
import { startRange } from "~/planning/start-time";
import { CATEGORIES } from "~/planning/places/place";
import {
  inTimeFor,
  kindOf,
  questionFor,
  readAnswer,
  requestInTimeFor,
  shiftedStart,
  stopFor,
  understand,
  type EditReading,
  type Understanding,
} from "~/understanding";
import type { ChatContext, ToolName, ToolOutcome } from "./chat-context";
import { conversationReplies } from "./conversation-replies";
import { editCall, editedReply, editRefusalReply } from "./edit-call";
import { errorReply, REPLIES } from "./replies";
import { stopHoursAnswer } from "./stop-hours";

export type Call = { toolName: ToolName; input: Record<string, unknown> };
export type Answer = { calls: Call[]; text?: undefined } | { calls?: undefined; text: string };

/** The band next to `budget` in the given direction (clamped). */
function shiftBudget(budget: Budget, step: -1 | 1): Budget {
  const i = BUDGETS.indexOf(budget) + step;
  return BUDGETS[Math.max(0, Math.min(BUDGETS.length - 1, i))];
}

/** What the message says, read in the conversation's context. */
export function hear(text: string, context: ChatContext): Understanding {
  const plan = context.plan;
  return understand(text, {
    language: context.language,
    location: context.request.location ?? plan?.location,
    slot: (plan?.timeSlot as TimeSlot) ?? context.request.timeSlot,
    hasPlan: Boolean(plan),
    near: context.near,
  });
}

/**
 * A kind of stop an edit names that the plan does not have ("take the museum out" with no museum): said,
 * rather than read as a wish for one. Other words fall through to the rest of the message.
 */
function missingStop(edit: EditReading | null): string | null {
  if (!edit || edit.kind === "add" || !("word" in edit.target)) return null;
  return kindOf(edit.target.word, CATEGORIES) ? edit.target.word : null;
}

/** Whether the message says nothing but yes or no. */
function onlyAnswer(heard: Understanding): boolean {
  const { refine } = heard;
  return !Object.keys(heard.patch).length && !refine.swap && !refine.undo && !refine.regenerate && heard.shift === null;
}

/** The changes a message asks of the plan on screen, or an answer when it cannot be done. */
function planChanges(
  heard: Understanding,
  plan: NonNullable<ChatContext["plan"]>,
): { patch: RequestPatch } | { text: string } {
  const r = REPLIES[heard.language];
  const { refine } = heard;
  const changes: RequestPatch = { ...heard.patch };
  if (refine.cheaper) changes.budget = shiftBudget(plan.budget as Budget, -1);
  if (refine.pricier) changes.budget = shiftBudget(plan.budget as Budget, 1);
  const slot = plan.timeSlot as TimeSlot;
  // "We have a train at 10": the plan ends half an hour before it, shorter (or earlier) as it must.
  if (heard.leaveBy && !changes.startTime && !changes.timeSlot) {
    const inTime = inTimeFor(slot, plan.startTime, plan.duration, heard.leaveBy, MIN_DURATION_HOURS);
    if (!inTime) return { text: r.cannotEndBefore(heard.leaveBy) };
    if (inTime.fits) return { text: r.endsInTime(inTime.end, heard.leaveBy) };
    changes.duration = inTime.duration;
    if (inTime.startTime) changes.startTime = inTime.startTime;
    return { patch: changes };
  }
  // "later" moves the start within the plan's slot; another slot only when the user names one.
  if (heard.shift !== null && !changes.startTime && (changes.timeSlot ?? slot) === slot) {
    const moved = shiftedStart(slot, plan.startTime, heard.shift);
    if (!moved) {
      const { min, max } = startRange(slot);
      return { text: heard.shift > 0 ? r.latestInSlot(slot, max) : r.earliestInSlot(slot, min) };
    }
    changes.startTime = moved;
  }
  if ((refine.shorter || refine.longer) && changes.duration === undefined) {
    const duration = plan.duration + (refine.longer ? 1 : -1);
    changes.duration = Math.max(MIN_DURATION_HOURS, Math.min(MAX_DURATION_HOURS, duration));
  }
  return { patch: changes };
}

/**
 * The first step of a turn: what the user's message asks for, as tool calls or a question. `pending` is
 * the call the assistant asked about at the end of the last turn ("That makes a new plan. Go ahead?").
 */
export function answerMessage(text: string, context: ChatContext, pending: Call | null = null): Answer {
  const plan = context.plan;
  const heard = hear(text, context);
  const r = REPLIES[heard.language];
  const say = conversationReplies(heard.language);
  if (heard.harm) return { text: refusalText({ kind: "harm", harm: heard.harm }, heard.language) };
  if (heard.asksIdentity) return { text: r.identity };
  if (heard.asksHours !== null && plan)
    return { text: stopHoursAnswer(heard.asksHours, heard.day, plan, heard.language) };
  const answer = pending && onlyAnswer(heard) ? readAnswer(text) : null;
  if (answer === "yes") return { calls: [pending!] };
  if (answer === "no") return { text: r.keptAsIs };
  if (heard.thanks && plan) return { text: r.welcome };
  if (heard.intent === "off-topic" || heard.intent === "question") return { text: say.whatIDo() };

  const { refine } = heard;
  if (plan) {
    // "Drop the museum", "move dinner earlier": a hand edit of a stop the plan has.
    const edit = heard.edit ? editCall(heard.edit, plan.activities) : null;
    if (edit) return { calls: [{ toolName: "editPlan", input: edit }] };
    const missing = missingStop(heard.edit);
    if (missing) return { text: r.noSuchStop(missing) };
    if (heard.intent === "undo") {
      const swapped = [...plan.activities].reverse().find((a) => a.swappedFromId);
      // Without a swap to undo, the last hand edit (the service says when there is none).
      return swapped
        ? { calls: [{ toolName: "undoSwap", input: { activityId: swapped.id } }] }
        : { calls: [{ toolName: "editPlan", input: { kind: "undo" } }] };
    }
    if (heard.intent === "swap" && refine.swap) {
      const activityId = stopFor(refine.swap, plan.activities);
      return activityId ? { calls: [{ toolName: "swapActivity", input: { activityId } }] } : { text: r.whichActivity };
    }
    const changes = planChanges(heard, plan);
    if ("text" in changes) return { text: changes.text };
    const { patch } = changes;
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    const changed = Object.keys(patch).some((k) => k !== "language");
    if (changed) return { calls: [{ toolName: "adjustPlan", input: { ...patch, language: heard.language } }] };
    if (refine.regenerate) return { calls: [{ toolName: "regeneratePlan", input: {} }] };
  } else if (["undo", "swap", "regenerate", "refine"].includes(heard.intent) && !heard.leaveBy) {
    return { text: r.noPlan };
  }

  const request = heard.leaveBy ? requestBefore(heard, context) : { patch: heard.patch };
  if ("text" in request) return { text: request.text };
  const { patch } = request;
  if (!Object.keys(patch).length) {
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    if (heard.nearMe) return { text: say.askNearMe(context.canLocate) };
    return { text: context.request.location ? r.askWhat : r.askPlace };
  }
  return { calls: [{ toolName: "updatePlanRequest", input: patch }] };
}

/** "Our train leaves at 5pm" before there is a plan: the request's slot, start and length end in time. */
function requestBefore(heard: Understanding, context: ChatContext): { patch: RequestPatch } | { text: string } {
  const said = { ...context.request, ...heard.patch };
  const timed = requestInTimeFor(
    { timeSlot: said.timeSlot, startTime: said.startTime, duration: said.duration },
    heard.leaveBy!,
    MIN_DURATION_HOURS,
    DEFAULT_DURATION_HOURS,
  );
  if (!timed) return { text: REPLIES[heard.language].cannotEndBefore(heard.leaveBy!) };
  return { patch: { ...heard.patch, ...timed, language: heard.language } };
}

/**
 * Later steps: the tools of this turn have answered. Once the request has a place and a day, plan;
 * else ask for what is missing, one question at a time.
 */
export function answerToolResults(
  results: Array<{ toolName: string; output: ToolOutcome }>,
  heard: Pick<Understanding, "language" | "day" | "nearMe" | "today">,
  context: Pick<ChatContext, "offer" | "tier" | "canLocate"> = {},
): Answer {
  const language = heard.language;
  const r = REPLIES[language];
  const say = conversationReplies(language);
  const last = results.at(-1);
  if (!last) return { text: r.askWhat };
  const outcome = last.output;
  if (!outcome.ok && outcome.refusal)
    return { text: editRefusalReply(language, outcome.refusal, outcome.timeZone ?? "UTC") };
  if (!outcome.ok) {
    if (outcome.error === "confirm-new-plan" && outcome.remaining) return { text: r.confirmNewPlan(outcome.remaining) };
    if (outcome.error === "no-change") return { text: r.unchanged };
    return { text: errorReply(language, outcome.error, outcome.message, context) };
  }
  if (last.toolName === "updatePlanRequest") {
    const planned = results.some((x) => x.toolName !== "updatePlanRequest");
    const question = questionFor(heard, outcome.request ?? {});
    if (question === "place") return { text: r.askPlace };
    if (question === "near-me") return { text: say.askNearMe(context.canLocate) };
    if (question === "day") return { text: say.askDay() };
    if (heard.day && heard.day.kind !== "date") return { text: say.aboutDay(heard.day, heard.today) };
    if (!planned) return { calls: [{ toolName: "createPlan", input: {} }] };
    return { text: r.askWhat };
  }
  if (outcome.plan && outcome.revised) {
    const dropped = outcome.revised.droppedSwaps;
    return { text: r.revised(outcome.plan) + (dropped.length ? r.droppedSwaps(dropped) : "") };
  }
  if (outcome.plan) {
    const { plannedDate } = outcome.plan;
    return { text: plannedDate ? say.plannedOn({ ...outcome.plan, plannedDate }) : r.planned(outcome.plan) };
  }
  if (outcome.edited) return { text: editedReply(language, outcome.edited) };
  if (outcome.swappedActivity) return { text: r.swapped(outcome.swappedActivity) };
  if (outcome.restoredActivity) return { text: r.restored(outcome.restoredActivity) };
  return { text: r.askWhat };
}
