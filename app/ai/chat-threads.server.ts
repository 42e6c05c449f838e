// Signed-in users' conversations: a thread per conversation, each turn saved with the plan it showed
// (every version of it, as the messages hold the plan as it was), linked to its newest plan.
import type { ChatUIMessage } from "~/ai/chat-message";
import type { Viewer } from "~/auth/viewer.server";
import { db } from "~/db/client.server";
import { PLAN_LANGUAGES, type PlanLanguage } from "~/planning/request";
import { getPlan } from "~/services/plans.server";
import { showableParts } from "./chat-parts";
import { requestOfPlan } from "./plan-request";

/**
 * The signed-in user's thread for this conversation: the posted id's when it is theirs, else a new one
 * under an id the database makes. A made-up, stale or someone else's id starts afresh instead of being
 * refused: the message is still answered and saved, and no answer tells whether another user's thread
 * exists. The client only ever names ids the server gave it.
 */
export async function threadFor(
  viewer: Viewer,
  id: string | null | undefined,
): Promise<{ id: string; language: PlanLanguage | null } | null> {
  if (!viewer.user) return null;
  const select = { id: true, language: true } as const;
  const own = id ? await db.chatThread.findFirst({ where: { id, userId: viewer.user.id }, select }) : null;
  const thread = own ?? (await db.chatThread.create({ data: { userId: viewer.user.id }, select }));
  return { id: thread.id, language: languageOf(thread.language) };
}

const languageOf = (value: string | null): PlanLanguage | null =>
  (PLAN_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as PlanLanguage) : null;

/**
 * Appends one turn (the user's message and the answer), links the thread to its newest plan and keeps
 * the language the turn was held in (the next message that shows none is answered in it).
 */
export async function saveTurn(threadId: string, turn: ChatUIMessage[], planId: string | null, language: PlanLanguage) {
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
    db.chatThread.update({ where: { id: threadId }, data: planId ? { planId, language } : { language } }),
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
  // A part the app cannot show (saved before parts were checked) is left out, not rendered into a 500.
  const messages = thread.messages.map(
    (m, i) => ({ id: `${thread.id}-${i}`, role: m.role, parts: showableParts(m.role, m.parts) }) as ChatUIMessage,
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
