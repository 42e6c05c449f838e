// The chat's message type, shared by the route, the tools and the chat panel: besides text and tool
// parts, the tools stream typed data parts — the filled request, each activity the moment it is ready,
// and the saved plan.
import type { UIMessage } from "ai";
import type { PlanView } from "~/wire/plans";
import type { ActivityDraft } from "~/planning/activity-draft";
import type { RequestPatch } from "~/planning/request";

export type ChatData = {
  /** The plan request as filled so far (the form shows it). */
  request: RequestPatch;
  /** One activity of the plan being made; `run` is the tool call making it. */
  activity: { run: string; index: number; total: number; activity: ActivityDraft };
  /** The saved (or swapped) plan; `run` as above. */
  plan: { run: string; plan: PlanView };
  /** The thread a signed-in user's conversation is saved in. */
  thread: { id: string };
};

export type ChatUIMessage = UIMessage<never, ChatData>;
