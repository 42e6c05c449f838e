// A conversation keeps its language: a message that shows none ("20:00", "Kreuzberg") is answered in the
// language the conversation is held in, not the page's, also when a saved conversation is reopened on a
// page in another language; the next message in another language turns it.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { conversationLanguage } from "~/understanding";
import { conversation } from "../../helpers/chat";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

describe("the conversation's language", () => {
  it("is saved with a signed-in user's thread and answers a reopened conversation in it", async () => {
    const user = await createTestUser();
    const chat = conversation({ cookie: await sessionCookieFor(user.id), language: "de" });
    const first = await chat.say("Wir wollen morgen Abend ausgehen");
    expect(first.text).toMatch(/^Wohin soll es gehen\?/);
    expect(await db.chatThread.findUnique({ where: { id: chat.threadId! } })).toMatchObject({ language: "de" });

    // Reopened on an English page: a bare time is still answered in German.
    const reopened = await chat.say("20:00", "en");
    expect(reopened.text).toMatch(/^Wohin soll es gehen\?/);

    // A message in English turns the conversation, and the thread keeps that.
    expect((await chat.say("what can you do?", "en")).text).not.toMatch(/Wohin|Amble plant/);
    expect(await db.chatThread.findUnique({ where: { id: chat.threadId! } })).toMatchObject({ language: "en" });
    expect((await chat.say("21:00", "de")).text).toMatch(/^Where would you like to go\?/);
  });

  it("follows a guest's earlier messages when the page is in another language", async () => {
    const chat = conversation({ language: "en" });
    await chat.say("Wir wollen morgen Abend ausgehen");
    expect((await chat.say("20:00")).text).toMatch(/^Wohin soll es gehen\?/);
  });

  it("is the saved one, else the newest earlier message that shows one, else the page's", () => {
    expect(conversationLanguage("de", ["make it cheaper"], "en")).toBe("de");
    expect(conversationLanguage(null, ["Wir wollen ausgehen", "ok", "20:00"], "en")).toBe("de");
    expect(conversationLanguage(null, ["Kreuzberg"], "de")).toBe("de");
    expect(conversationLanguage(null, [], "en")).toBe("en");
  });
});
