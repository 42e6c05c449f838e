// Signed-in users' conversations: a thread per conversation, each turn saved with the plan it showed
// (every version of it, as the messages hold the plan as it was), linked to its newest plan.
import type { ChatUIMessage } from "~/ai/chat-message";
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import { ServiceError } from "~/utils/errors";
import { getPlan } from "~/services/plans.server";
import { requestOfPlan } from "./plan-request";

/** The signed-in user's thread of that id (created on first use); another user's id is a 404. */
export async function threadFor(viewer: Viewer, id: string) {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findUnique({ where: { id } });
  if (thread && thread.userId !== viewer.user.id) throw new ServiceError(404, "chat-not-found", "Chat not found");
  return thread ?? db.chatThread.create({ data: { id, userId: viewer.user.id } });
}

/** Appends one turn (the user's message and the answer) and links the thread to its newest plan. */
export async function saveTurn(threadId: string, turn: ChatUIMessage[], planId: string | null) {
  const now = Date.now();
  await db.$transaction([
    ...turn.map((m, i) =>
      db.chatMessage.create({
        // Distinct times keep the order when the thread is read back (createdAt has millisecond precision).
        data: {
          threadId,
          role: m.role,
          parts: JSON.parse(JSON.stringify(m.parts)) as object,
          createdAt: new Date(now + i),
        },
      }),
    ),
    // A plan belongs to one thread; the newest plan of the conversation is the one to reopen it from.
    db.chatThread.update({ where: { id: threadId }, data: planId ? { planId } : {} }),
  ]);
}

/** A signed-in user's saved conversation, to continue it (`/?chat=<id>`); null for anyone else. */
export async function loadThread(viewer: Viewer, id: string) {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findFirst({
    where: { id, userId: viewer.user.id },
    include: { messages: { orderBy: { createdAt: "asc" } } },
  });
  if (!thread) return null;
  const messages = thread.messages.map(
    (m, i) => ({ id: `${thread.id}-${i}`, role: m.role, parts: m.parts }) as unknown as ChatUIMessage,
  );
  const plan = thread.planId ? await getPlan(viewer, thread.planId).catch(() => null) : null;
  return { id: thread.id, messages, request: plan ? requestOfPlan(plan) : {} };
}

/** The thread that continues a plan in chat, if its owner has one. */
export async function threadOfPlan(viewer: Viewer, planId: string): Promise<string | null> {
  if (!viewer.user) return null;
  const thread = await db.chatThread.findFirst({ where: { planId, userId: viewer.user.id }, select: { id: true } });
  return thread?.id ?? null;
}
