// The parts a chat message may hold, each checked against its own schema: what the user writes (text
// only), and what the assistant's answers carry back in the posted history or a saved conversation (text,
// reasoning, steps, tool calls, and the data parts the tools stream: the filled request, each activity,
// the saved plan, the thread). A part that fails its schema is refused in a posted body and left out
// when a saved conversation is opened, so no card is ever rendered from a part the app did not make.
import * as z from "zod";
import {
  BUDGETS,
  OCCASIONS,
  PickedPlaceSchema,
  PLAN_LANGUAGES,
  PREFERENCES,
  SPECIAL_REQUEST_MAX,
  TIME_SLOTS,
  TRANSPORTS,
  VIBES,
  type RequestPatch,
} from "~/planning/request";
import { ActivityDraftSchema, PlanViewSchema } from "~/wire/plan-schema";
import type { ChatUIMessage } from "./chat-message";

/** The text of any one part: a message the user wrote is capped far lower (CHAT_MESSAGE_MAX). */
const PART_TEXT_MAX = 20_000;
const text = z.string().max(PART_TEXT_MAX);
const id = z.string().max(200);
const state = z.enum(["streaming", "done"]).optional();

const TextPart = z.object({ type: z.literal("text"), text, state });

const RequestPatchSchema = z
  .object({
    location: z.string().max(200),
    place: PickedPlaceSchema,
    timeSlot: z.enum(TIME_SLOTS),
    startTime: z.string().max(5),
    vibe: z.enum(VIBES),
    budget: z.enum(BUDGETS),
    duration: z.number(),
    transportation: z.enum(TRANSPORTS),
    withKids: z.boolean(),
    specialOccasions: z.array(z.enum(OCCASIONS)).max(20),
    preferences: z.array(z.enum(PREFERENCES)).max(20),
    specialRequests: z.string().max(SPECIAL_REQUEST_MAX),
    plannedDate: z.string().max(10),
    day: z.enum(["today", "tomorrow"]),
    language: z.enum(PLAN_LANGUAGES),
  })
  .partial();
true satisfies z.infer<typeof RequestPatchSchema> extends RequestPatch ? true : never;

const dataPart = <T extends z.ZodType>(type: string, data: T) =>
  z.object({ type: z.literal(type), id: id.optional(), data });

const AssistantPart = z.union([
  TextPart,
  z.object({ type: z.literal("reasoning"), text, state }),
  z.object({ type: z.literal("step-start") }),
  z.object({
    type: z.string().regex(/^tool-\w{1,60}$/),
    toolCallId: id,
    state: z.string().regex(/^[a-z-]{1,40}$/), // the AI SDK's: input-available, output-available, …
    // What a tool was given and answered: any JSON, its depth already bounded (nestsWithin).
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    errorText: text.optional(),
    providerExecuted: z.boolean().optional(),
  }),
  dataPart("data-request", RequestPatchSchema),
  dataPart(
    "data-activity",
    z.object({ run: id, index: z.number().int(), total: z.number().int(), activity: ActivityDraftSchema }),
  ),
  dataPart("data-plan", z.object({ run: id, plan: PlanViewSchema })),
  dataPart("data-thread", z.object({ id })),
]);

export const UserMessageSchema = z.object({
  id: z.string().max(100),
  role: z.literal("user"),
  parts: z.array(TextPart).max(20),
});

/** The parts of a saved message the app can show; anything else is left out. */
export function showableParts(role: string, parts: unknown): ChatUIMessage["parts"] {
  const schema = role === "user" ? TextPart : AssistantPart;
  const list = Array.isArray(parts) ? parts : [];
  return list.flatMap((part) => {
    const parsed = schema.safeParse(part);
    return parsed.success ? [parsed.data as ChatUIMessage["parts"][number]] : [];
  });
}
