// A chat body is checked before anything measures, saves or renders it: a part nested hundreds of
// thousands of levels deep is a quick 400, not a stack overflow; what the user sends is text only, so no
// forged plan card is ever saved; and a saved conversation holding a part the app cannot show opens
// without it instead of answering 500 forever.
import { describe, expect, it } from "vitest";
import { showableParts } from "~/ai/chat-parts";
import { db } from "~/db/client.server";
import { action as chat } from "~/routes/api.chat";
import { action as page, loader as planner } from "~/routes/_index";
import { conversation } from "../../helpers/chat";
import { call } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const userSays = (text: string, extra: object[] = []) => ({
  id: "m1",
  role: "user",
  parts: [{ type: "text", text }, ...extra],
});

describe("chat bodies", () => {
  it("answers a part nested 200,000 levels deep with a quick 400, through the API and the no-JavaScript form", async () => {
    const raw = `{"language":"en","messages":[{"id":"m1","role":"user","parts":[{"type":"text","text":"hi","x":${deep(200_000)}}]}]}`;
    const started = performance.now();
    const res = await call(chat, "/api/chat", { raw });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid-request");
    const history = `[{"id":"a","role":"assistant","parts":[{"type":"text","text":${deep(50_000)}}]}]`;
    const form = new URLSearchParams({ intent: "chat", message: "Berlin tonight", language: "en", history });
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const answered = (await page({ request, params: {}, context: { cspNonce: "" } })) as Response;
    expect(answered.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a user message carrying anything but text, and saves nothing", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const forged = [
      { type: "data-plan", data: { run: "x", plan: { id: "forged" } } },
      { type: "data-plan", data: "<script>" },
      { type: "tool-createPlan", toolCallId: "t", state: "output-available", output: {} },
      { type: "text", text: { nested: true } },
    ];
    for (const part of forged) {
      const res = await call(chat, "/api/chat", {
        body: { language: "en", messages: [userSays("Berlin tonight", [part])] },
        cookie,
      });
      expect(res.status, JSON.stringify(part)).toBe(400);
    }
    expect(await db.chatThread.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps every part of a real conversation the server streamed, plan cards included", async () => {
    const talk = conversation();
    const reply = await talk.say("Romantic evening in Berlin tomorrow, 3 hours, on foot");
    expect(reply.plan).not.toBeNull();
    const streamed = reply.parts.filter((p) => p.type === "data-plan" || p.type === "data-activity");
    expect(streamed.length).toBeGreaterThan(1);
    const parts = streamed.map((p) => ({ type: p.type, id: (p as { id?: string }).id, data: p.data }));
    expect(showableParts("assistant", parts)).toHaveLength(parts.length);
    // And the conversation goes on with all of it in the history.
    expect((await talk.say("Make it cheaper")).status).toBe(200);
  });
});

describe("a saved conversation", () => {
  it("opens without a part the app cannot show", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const thread = await db.chatThread.create({ data: { userId: user.id } });
    await db.chatMessage.create({
      data: { threadId: thread.id, role: "user", parts: [{ type: "text", text: "Berlin tonight" }] },
    });
    await db.chatMessage.create({
      data: {
        threadId: thread.id,
        role: "assistant",
        parts: [
          { type: "text", text: "Here it is." },
          { type: "data-plan", id: "r", data: { run: "r", plan: { id: "p", activities: "nope" } } },
          { type: "data-activity", id: "r-0", data: { run: "r", index: 0 } },
          { type: "who-knows" },
        ],
      },
    });
    const res = await call(planner, `/?chat=${thread.id}`, { cookie });
    expect(res.status).toBe(200);
    const messages = res.body.chat.messages as Array<{ role: string; parts: Array<{ type: string }> }>;
    expect(messages.map((m) => m.parts.map((p) => p.type))).toEqual([["text"], ["text"]]);
  });
});
