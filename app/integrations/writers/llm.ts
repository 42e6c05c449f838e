// The language-model writer: a model picks among the engine's grounded candidates and writes the texts.
// The model is never trusted: each pick is validated and scheduled by the engine, facts (times, prices,
// hours, coordinates) come from the place data, and on timeout, error or garbage the built-in writer
// finishes the plan. It receives the model from the caller and knows nothing of config or HTTP.
import { companyOf } from "~/planning/company";
import { Output, streamText, type LanguageModel } from "ai";
import { appendStop, prepareCandidates, type Candidate, type Slot, type Stop } from "~/planning/engine/compose";
import { planViolations, senseViolations } from "~/planning/invariants";
import { areaName, writePlan, type PlanDraft, type PlanInput, type Prepared } from "~/planning/planner";
import { activityDraft, type ActivityDraft } from "~/planning/activity-draft";
import { writeTitle } from "~/planning/writers/title";
import { answerSchema, planData, systemPrompt } from "./llm-prompt";
import { readAnswer, TimeoutError } from "./llm-stream";
import { goodText, withModelTexts, WrittenActivitySchema, type WrittenActivity } from "./llm-texts";

/** Besides the engine's own stops, the model may choose among this many of the best-scored candidates. */
const SHORTLIST_EXTRA = 20;

export type LlmWriterOptions = {
  model: LanguageModel;
  /** The whole answer must arrive within this time, or the built-in writer takes over. */
  timeoutMs: number;
  /** Each activity the moment the model has written it and the engine has accepted it. */
  onActivity?: (activity: ActivityDraft, index: number, total: number) => void | Promise<void>;
  /** Why the built-in writer had to take over (for the server log). */
  onFallback?: (reason: unknown) => void;
};

export function modelName(model: LanguageModel): string {
  return typeof model === "string" ? model : model.modelId;
}

/** The plan with the model's picks and words where they hold up, the engine's everywhere else. */
export async function writePlanWithModel(
  prepared: Prepared,
  input: PlanInput,
  { model, timeoutMs, onActivity, onFallback }: LlmWriterOptions,
): Promise<PlanDraft> {
  const { context } = prepared;
  const { request, seed } = input;
  const language = request.language;
  const company = companyOf(request);
  const total = prepared.stops.length;

  // The shortlist: the engine's stops (a known-good plan) first, then the best other candidates.
  const scored = new Map(prepareCandidates(context).map((c) => [c.place.sourceId, c]));
  const engineIds = prepared.stops.map((s) => s.place.sourceId);
  const others = [...scored.values()]
    .filter((c) => !engineIds.includes(c.place.sourceId))
    .sort((a, b) => b.base - a.base)
    .slice(0, SHORTLIST_EXTRA);
  const shortlist = new Map<string, Candidate>(
    [...engineIds.map((id) => scored.get(id)), ...others]
      .filter((c): c is Candidate => c !== undefined)
      .map((c) => [c.place.sourceId, c]),
  );
  const ids = [...shortlist.keys()];

  let slots: Slot[] = [];
  let stops: Stop[] = [];
  const written = new Map<string, WrittenActivity>();

  const draftOf = (stop: Stop, index: number, count: number): ActivityDraft =>
    withModelTexts(
      activityDraft({ stop, index, count, language, seed, company }),
      written.get(stop.place.sourceId),
      stop,
      language,
    );

  /**
   * Adds a place after the stops so far when it is a shortlisted, unused, open and reachable pick that no
   * rule of a good outing refuses there (meals, daylight, wishes, a night out's end, children, budget).
   */
  const tryAppend = (placeId: string): boolean => {
    const candidate = shortlist.get(placeId);
    if (!candidate || stops.length >= total || stops.some((s) => s.place.sourceId === placeId)) return false;
    const next = appendStop(context, slots, candidate, total - stops.length - 1);
    if (!next) return false;
    ({ slots, stops } = next);
    return true;
  };

  const builtin = (reason: unknown) => {
    onFallback?.(reason);
    return writePlan(prepared, input);
  };

  const abort = new AbortController();
  const deadline = new Promise<never>((_, reject) => {
    abort.signal.addEventListener("abort", () => reject(new TimeoutError(`no answer within ${timeoutMs} ms`)));
  });
  deadline.catch(() => {}); // only ever raced
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let title: unknown;
  try {
    const result = streamText({
      model,
      system: systemPrompt(prepared, input, total),
      prompt: JSON.stringify(planData(prepared, input, shortlist, engineIds)),
      output: Output.object({ schema: answerSchema(ids), name: "plan" }),
      // The built-in plan is ready now; a retry would only keep the user waiting.
      maxRetries: 0,
      abortSignal: abort.signal,
      onError: () => {}, // errors arrive as stream parts below
    });
    title = await readAnswer(result.fullStream, deadline, async (raw) => {
      const pick = WrittenActivitySchema.safeParse(raw);
      if (!pick.success || !tryAppend(pick.data.placeId)) return;
      written.set(pick.data.placeId, pick.data);
      const index = stops.length - 1;
      await onActivity?.(draftOf(stops[index], index, total), index, total);
    });
  } catch (error) {
    return builtin(error);
  } finally {
    clearTimeout(timer);
  }

  if (!stops.length) return builtin(new Error("the model chose no usable place"));
  // Repair a short plan from the engine's own stops first, then the rest of the shortlist.
  for (const id of [...engineIds, ...ids]) tryAppend(id);

  let plan: PlanDraft;
  try {
    plan = {
      ...writePlan({ ...prepared, stops }, input),
      title: goodText(title, 3, 90) ?? writeTitle(request, areaName(prepared.location, language), language, seed),
      writer: `llm:${modelName(model)}`,
      activities: stops.map((stop, i) => draftOf(stop, i, stops.length)),
    };
  } catch (error) {
    // A stop the final hours check finds closed (the engine and the check disagree): the built-in plan,
    // which drops such a stop, never a failed request.
    return builtin(error);
  }
  // Belt and braces: the promises every plan keeps, checked once more before anyone sees the plan, and
  // the rules of a good outing, which the model's plan must keep wherever the engine's does.
  const lookup = (id: string) => shortlist.get(id)?.place;
  const violations = planViolations(plan, lookup);
  if (violations.length) return builtin(new Error(`invalid plan: ${JSON.stringify(violations)}`));
  const senseless = senseViolations(plan, lookup);
  if (senseless.length) return builtin(new Error(`plan breaks a rule: ${JSON.stringify(senseless)}`));
  return plan;
}
