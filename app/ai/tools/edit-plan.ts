// Shapes the plan on screen by hand (the same service, rules and undo as the plan page): move a stop,
// remove it, make it longer or shorter, add a place of a kind, or undo the last such edit.
import { tool } from "ai";
import * as z from "zod";
import { CATEGORIES } from "~/planning/places/place";
import { addNamed, addOfKind, editPlan as edit } from "~/services/edit-plan.server";
import { ServiceError } from "~/utils/errors";
import { PlanEditSchema, type EditRefusal } from "~/wire/plan-edits";
import type { PlanView } from "~/wire/plans";
import type { Edited, ToolOutcome } from "../chat-context";
import { failure, inTurn, showPlan, type ChatSession } from "./session.server";

const ChatEditSchema = z.union([
  PlanEditSchema,
  z.object({
    kind: z.literal("add-kind"),
    category: z.enum(CATEGORIES),
    position: z.number().int().min(0).max(20).nullable(),
  }),
  z.object({
    kind: z.literal("add-named"),
    name: z.string().trim().min(2).max(100),
    position: z.number().int().min(0).max(20).nullable(),
  }),
]);
type ChatEdit = z.infer<typeof ChatEditSchema>;

/** What the edit did, read from the plan before and after it. */
function editedOf(input: ChatEdit, before: PlanView, after: PlanView): Edited {
  const named = (id: string) => before.activities.find((a) => a.id === id)?.name ?? "";
  if (input.kind === "add" || input.kind === "add-kind" || input.kind === "add-named") {
    const was = new Set(before.activities.map((a) => a.name));
    return { kind: input.kind, place: after.activities.find((a) => !was.has(a.name))?.name ?? "" };
  }
  if (input.kind === "undo") return { kind: "undo", place: "" };
  const place = named(input.activityId);
  const now = after.activities.find((a) => a.name === place);
  const minutes = now ? Math.round((Date.parse(now.endsAt) - Date.parse(now.startsAt)) / 60_000) : undefined;
  return { kind: input.kind, place, minutes };
}

export const editPlan = (session: ChatSession) =>
  tool({
    description:
      "Change the current plan by hand: move a stop earlier or later (kind move, direction up or down), remove it, " +
      "make it 15 minutes longer or shorter (kind resize, minutes 15 or -15), add the best place of a category at a " +
      "position (kind add-kind; position null = wherever it fits), add a place the user names (kind add-named, " +
      "its name as said, found among the plan's places near the route), or undo the last such edit (kind undo). " +
      "Use activity ids from the context.",
    inputSchema: ChatEditSchema,
    execute: (input, { toolCallId }) =>
      inTurn(session, async (): Promise<ToolOutcome> => {
        const before = session.plan;
        if (!before) return { ok: false, error: "no-plan", message: "There is no plan yet." };
        try {
          const { plan } =
            input.kind === "add-kind"
              ? await addOfKind(session.viewer, before.id, input.category, input.position)
              : input.kind === "add-named"
                ? await addNamed(session.viewer, before.id, input.name, input.position)
                : await edit(session.viewer, before.id, input);
          showPlan(session, toolCallId, plan);
          return { ok: true, edited: editedOf(input, before, plan) };
        } catch (error) {
          if (error instanceof ServiceError && error.error === "edit-refused") {
            const refusal = error.extra.refusal as EditRefusal;
            return { ok: false, error: error.error, message: error.message, refusal, timeZone: before.timeZone };
          }
          return failure(error);
        }
      }),
  });
