// Bad input is the sender's error, answered in-process by the routes themselves: unreadable forms are a
// 400, bodies over their route's limit a 413 even when they get past server.ts (tests/unit/scale/
// request-limits.test.ts covers the server), and the chat caps the whole conversation, not only the last
// message, before anything reaches a model.
import { describe, expect, it } from "vitest";
import { action as chat } from "~/routes/api.chat";
import { action as moderate } from "~/routes/api.moderate-content";
import { action as planner } from "~/routes/_index";
import { action as profile } from "~/routes/profile";
import { action as setLanguage } from "~/routes/set-language";
import { CHAT_MESSAGE_MAX } from "~/services/chat.server";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

type Action = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;

/** Runs an action the way Remix does: a thrown Response is the answer. */
async function post(action: Action, path: string, body: BodyInit, headers: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body, headers });
  const response = (await Promise.resolve(action({ request, params: {}, context: { cspNonce: "" } })).catch(
    (error: unknown) => {
      if (error instanceof Response) return error;
      throw error;
    },
  )) as Response;
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const garbageMultipart = {
  body: '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\nde\r\n',
  headers: { "Content-Type": "multipart/form-data; boundary=y" },
};

const message = (role: "user" | "assistant", text: string) => ({
  id: crypto.randomUUID(),
  role,
  parts: [{ type: "text", text }],
});

describe("unreadable forms", () => {
  it("answers a multipart body that does not match its boundary with a 400 on the planner", async () => {
    const res = await post(planner, "/?index", garbageMultipart.body, garbageMultipart.headers);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid-form" });
  });

  it("answers it with a 400 on /set-language, setting no cookie", async () => {
    const res = await post(setLanguage, "/set-language", garbageMultipart.body, garbageMultipart.headers);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid-form" });
  });

  it("answers it with a 400 on the profile's form, for a signed-in user", async () => {
    const user = await createTestUser({ name: "Kept" });
    const headers = { ...garbageMultipart.headers, Cookie: await sessionCookieFor(user.id) };
    const res = await post(profile, "/profile", garbageMultipart.body, headers);
    expect(res.status).toBe(400);
  });

  it("still reads a well-formed multipart form", async () => {
    const form = new FormData();
    form.set("language", "de");
    form.set("redirectTo", "/pricing");
    const request = new Request("http://localhost/set-language", { method: "POST", body: form });
    const res = (await setLanguage({ request, params: {}, context: { cspNonce: "" } })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pricing");
    expect(res.headers.get("Set-Cookie")).toMatch(/amble_lng=/);
  });
});

describe("body limits inside the routes", () => {
  it("refuses a 100 KB JSON body to /api/moderate-content with a 413", async () => {
    const res = await call(moderate, "/api/moderate-content", { body: { text: "a".repeat(100_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: "payload-too-large" });
    expect(res.body.message).toContain("64 KB");
  });

  it("refuses a 200 KB form to the planner with a 413", async () => {
    const res = await post(planner, "/planner", `location=${"a".repeat(200_000)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(413);
  });
});

describe("bodies cut off mid-upload", () => {
  it("answers a body that breaks off with a 400, not a 500", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"text":"hel'));
        controller.error(new Error("aborted"));
      },
    });
    const request = new Request("http://localhost/api/moderate-content", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const res = (await moderate({ request, params: {}, context: { cspNonce: "" } })) as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "incomplete-body" });
  });
});

describe("chat conversation caps", () => {
  const say = (messages: unknown[]) => ({ id: crypto.randomUUID(), messages, language: "en" });

  it("refuses two earlier 2 MB messages before anything is answered", async () => {
    const huge = "x".repeat(2_000_000);
    const res = await call(chat, "/api/chat", {
      body: say([message("user", huge), message("assistant", "ok"), message("user", huge), message("user", "Berlin")]),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: "payload-too-large" });
  });

  it("holds every user message in the history to the message limit", async () => {
    const res = await call(chat, "/api/chat", {
      body: say([message("user", "y".repeat(CHAT_MESSAGE_MAX + 1)), message("assistant", "ok"), message("user", "hi")]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "invalid-request",
      message: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
      reason: "message-too-long",
    });
  });

  it("refuses a history whose text for the model is over the cap, though the body fits", async () => {
    const turns = Array.from({ length: 29 }, () => message("assistant", "z".repeat(2000)));
    const res = await call(chat, "/api/chat", { body: say([...turns, message("user", "and now?")]) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: "payload-too-large",
      message: "This conversation is too long to continue. Please start a new chat.",
    });
  });

  it("refuses more than 60 messages", async () => {
    const res = await call(chat, "/api/chat", {
      body: say(Array.from({ length: 61 }, (_v, i) => message(i % 2 ? "assistant" : "user", "hi"))),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid-request");
  });

  it("goes on without JavaScript with the recent turns of a conversation over the cap", async () => {
    const history = Array.from({ length: 40 }, (_v, i) =>
      i % 2 ? message("assistant", `answer ${i} ${"w".repeat(2500)}`) : message("user", `question ${i}`),
    );
    const form = new URLSearchParams({
      intent: "chat",
      chatId: crypto.randomUUID(),
      history: JSON.stringify(history),
      message: "A fun afternoon in Hamburg, 2 hours",
      language: "en",
    });
    const res = await post(planner, "/?index", form.toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
    const kept = (res.json().chat as { messages: { parts: { text?: string }[] }[] }).messages;
    expect(kept.length).toBeGreaterThan(3);
    expect(kept.length).toBeLessThan(history.length);
    // The newest turns are the ones kept, the new message and its answer after them.
    expect(kept[0].parts[0].text).not.toBe("question 0");
    expect(kept.at(-2)?.parts[0].text).toBe("A fun afternoon in Hamburg, 2 hours");
  });
});
