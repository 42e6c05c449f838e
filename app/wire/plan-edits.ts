// Shaping a plan by hand, as the page's forms, the JSON API and the chat ask for it: one schema for every
// edit (and its undo), and what a refused edit tells the page.
import * as z from "zod";
import type { EditRefusal } from "~/planning/engine/edit/refusal";

const activityId = z.string().min(1).max(100);

export const PlanEditSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("move"), activityId, direction: z.enum(["up", "down"]) }),
  z.object({ kind: z.literal("remove"), activityId }),
  z.object({
    kind: z.literal("resize"),
    activityId,
    // A quarter of an hour at a time.
    minutes: z.coerce.number().pipe(z.union([z.literal(15), z.literal(-15)])),
  }),
  z.object({
    kind: z.literal("add"),
    sourceId: z.string().min(1).max(300),
    position: z.coerce.number().int().min(0).max(20),
  }),
  z.object({ kind: z.literal("undo") }),
]);

export type PlanEdit = z.infer<typeof PlanEditSchema>;

/** A place the page offers to add: found by name, or fitting a gap. */
export type AddablePlace = { sourceId: string; name: string; category: string };

export type { EditRefusal };
