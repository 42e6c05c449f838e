// The chat's refusals in the reader's language, with the live chat (POST /api/chat) and without
// JavaScript (the planner's chat form) alike; and the no-JavaScript chat saves a signed-in user's
// conversation under an id the server made, whatever id the form posted.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action as chat } from "~/routes/api.chat";
import { action as planner } from "~/routes/_index";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const message = (role: "user" | "assistant", text: string) => ({
  id: crypto.randomUUID(),
  role,
  parts: [{ type: "text", text }],
});

/** The no-JavaScript chat form, posted to the planner's action. */
async function postChatForm(fields: Record<string, string>, cookie?: string) {
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams({ intent: "chat", history: "[]", request: "{}", ...fields }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const response = (await planner({ request, params: {}, context: { cspNonce: "" } })) as Response;
  return {
    status: response.status,
    chat: ((await response.json()) as { chat: { id: string | null; error: string | null } }).chat,
  };
}

describe("chat refusals in German", () => {
  it("asks a German reader for a message in German", async () => {
    const res = await call(chat, "/api/chat", { body: { messages: [message("user", "  ")], language: "de" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid-request", message: "Schreib bitte eine Nachricht." });
  });

  it("says in German that a conversation is too long to go on", async () => {
    const turns = Array.from({ length: 29 }, () => message("assistant", "z".repeat(2000)));
    const res = await call(chat, "/api/chat", {
      body: { messages: [...turns, message("user", "und?")], language: "de" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      error: "payload-too-large",
      message: "Dieses Gespräch ist zu lang, um weiterzumachen. Starte bitte einen neuen Chat.",
    });
  });

  it("names the message limit in German", async () => {
    const res = await call(chat, "/api/chat", {
      body: { messages: [message("user", "y".repeat(1001))], language: "de" },
    });
    expect(res.body.message).toBe("Eine Nachricht darf höchstens 1000 Zeichen lang sein.");
  });

  it("answers a body it cannot read in the page's language", async () => {
    const res = await call(chat, "/api/chat", { raw: "{not json", headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "invalid-json", message: expect.stringMatching(/^Deine Nachricht/) });
  });

  it("keeps English for English readers", async () => {
    const res = await call(chat, "/api/chat", { body: { messages: [message("user", "")], language: "en" } });
    expect(res.body.message).toBe("Please write a message.");
  });

  it("words the no-JavaScript chat's refusal in German", async () => {
    const res = await postChatForm({ message: "", language: "de" });
    expect(res.status).toBe(400);
    expect(res.chat.error).toBe("Schreib bitte eine Nachricht.");
  });
});

describe("the no-JavaScript chat's thread", () => {
  it("saves a signed-in user's conversation under an id the server made, not the posted one", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const madeUp = `made-up-${crypto.randomUUID()}`;
    const first = await postChatForm({ chatId: madeUp, message: "Berlin tonight, 2 hours", language: "en" }, cookie);
    expect(first.status).toBe(200);
    expect(await db.chatThread.findUnique({ where: { id: madeUp } })).toBeNull();
    expect(first.chat.id).not.toBe(madeUp);
    expect(await db.chatThread.findUnique({ where: { id: first.chat.id! } })).toMatchObject({ userId: user.id });

    // The page posts that id with the next message: the same thread goes on.
    const second = await postChatForm({ chatId: first.chat.id!, message: "make it cheaper", language: "en" }, cookie);
    expect(second.chat.id).toBe(first.chat.id);
    expect(await db.chatMessage.count({ where: { threadId: first.chat.id! } })).toBe(4);
  });
});
