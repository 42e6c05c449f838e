// POST /api/chat with the built-in model: a message becomes a filled request and a saved plan, streamed
// as AI SDK UI message parts; signed-in users' conversations are saved with the plan.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimitStatus } from "~/models/limits.server";
import { action as chat } from "~/routes/api.chat";
import { call, cookieOf } from "../../helpers/routes";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

type Chunk = { type: string; data?: unknown; delta?: string; errorText?: string; toolName?: string; input?: unknown };

/** The UI message stream's chunks (server-sent events). */
function chunks(body: string): Chunk[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

/** The thread the server saved the conversation in, as the stream names it. */
const threadOf = (body: string) => (chunks(body).find((p) => p.type === "data-thread")?.data as { id: string }).id;

const message = (text: string, id = crypto.randomUUID()) => ({ id, role: "user", parts: [{ type: "text", text }] });
const say = (text: string, extra: Record<string, unknown> = {}) => ({
  messages: [message(text)],
  language: "en",
  ...extra,
});

describe("POST /api/chat with the built-in model", () => {
  it("fills the request, streams each activity and saves a plan for a guest", async () => {
    const res = await call(chat, "/api/chat", {
      body: say("Romantic evening in Berlin tomorrow, 3 hours, on foot, under 100 euros"),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const parts = chunks(res.body as string);
    const request = parts.find((p) => p.type === "data-request")?.data;
    expect(request).toMatchObject({
      location: "Berlin",
      day: "tomorrow",
      duration: 3,
      transportation: "walking",
      budget: "moderate",
    });
    // A dinner fills half of three hours: two or three stops, each streamed as it was planned.
    const activities = parts.filter((p) => p.type === "data-activity");
    expect(activities.length).toBeGreaterThanOrEqual(2);
    const plan = (
      parts.find((p) => p.type === "data-plan")?.data as {
        plan: { id: string; location: string; isGuestPlan: boolean };
      }
    ).plan;
    expect(plan).toMatchObject({ location: "Berlin", isGuestPlan: true });
    expect(await db.activity.count({ where: { planId: plan.id, active: true } })).toBe(activities.length);
    const text = parts
      .filter((p) => p.type === "text-delta")
      .map((p) => p.delta)
      .join("");
    expect(text).toContain("stops in Berlin");
    expect(res.headers.get("Set-Cookie")).toMatch(/amble_guest=/);
  });

  it("refines a signed-in user's plan, saving the conversation linked to the plan", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const first = await call(chat, "/api/chat", { body: say("A fun afternoon in Hamburg tomorrow, 2 hours"), cookie });
    const plan = (
      chunks(first.body as string).find((p) => p.type === "data-plan")?.data as { plan: { id: string; budget: string } }
    ).plan;
    // The server names the new conversation's thread; the browser sends that id with the next message.
    const id = threadOf(first.body as string);
    expect(plan.budget).toBe("moderate");

    const second = await call(chat, "/api/chat", {
      body: {
        id,
        messages: [message("make it cheaper")],
        planId: plan.id,
        request: { location: "Hamburg" },
        language: "en",
      },
      cookie,
    });
    const cheaper = (
      chunks(second.body as string).find((p) => p.type === "data-plan")?.data as {
        plan: { id: string; budget: string };
      }
    ).plan;
    expect(cheaper.budget).toBe("budget_friendly");
    const thread = await db.chatThread.findUnique({ where: { id }, include: { messages: true } });
    expect(thread).toMatchObject({ userId: user.id, planId: cheaper.id });
    expect(thread?.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);

    // Swapping by name or position goes through the swap service (and its one-swap limit).
    const swap = await call(chat, "/api/chat", {
      body: { id, messages: [message("swap the second one")], planId: cheaper.id, language: "en" },
      cookie,
    });
    const swapped = chunks(swap.body as string);
    expect(swapped.find((p) => p.type === "tool-input-available")).toMatchObject({ toolName: "swapActivity" });
    const after = (swapped.find((p) => p.type === "data-plan")?.data as { plan: { swapUsed: number } }).plan;
    expect(after.swapUsed).toBe(1);
    expect(
      swapped
        .filter((p) => p.type === "text-delta")
        .map((p) => p.delta)
        .join(""),
    ).toMatch(/^Done: .+ is in the plan now\.$/);
  });

  it("keeps guests from regenerating, and says so without using their quota", async () => {
    const first = await call(chat, "/api/chat", { body: say("Berlin tonight, 2 hours") });
    const cookie = cookieOf(first.headers);
    const plan = (chunks(first.body as string).find((p) => p.type === "data-plan")?.data as { plan: { id: string } })
      .plan;
    const guest = await db.datePlan.findUnique({ where: { id: plan.id } });
    const viewer = {
      user: null,
      guestKey: guest!.guestKey,
      entitlements: { tier: "guest" as const, maxDurationHours: 4, swapsAllowed: 0, canRegenerate: false, plan: null },
    };
    const status = async () => {
      const { resetTimeMs: _, ...rest } = await rateLimitStatus(viewer, { guestKey: guest!.guestKey, ip: null });
      return rest;
    };
    const before = await status();
    const again = await call(chat, "/api/chat", { body: say("try again", { planId: plan.id }), cookie });
    const text = chunks(again.body as string)
      .filter((p) => p.type === "text-delta")
      .map((p) => p.delta)
      .join("");
    expect(text).toContain("Sign in");
    expect(await status()).toEqual(before);
  });

  it("refuses inappropriate messages, bad bodies and other people's plans before answering", async () => {
    const bad = await call(chat, "/api/chat", { body: { messages: "nope" } });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid-request" } });
    const rude = await call(chat, "/api/chat", { body: say("Berlin, dinner, then sex!") });
    expect(rude).toMatchObject({ status: 422, body: { error: "inappropriate-content" } });
    const other = await call(chat, "/api/chat", { body: say("cheaper", { planId: "someone-elses" }) });
    expect(other).toMatchObject({ status: 404, body: { error: "plan-not-found" } });
  });

  it("never saves under an id the browser made up, nor in another user's thread", async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const madeUp = `made-up-${crypto.randomUUID()}`;
    const first = await call(chat, "/api/chat", {
      body: say("Berlin tonight, 2 hours", { id: madeUp }),
      cookie: await sessionCookieFor(owner.id),
    });
    expect(first.status).toBe(200);
    expect(await db.chatThread.findUnique({ where: { id: madeUp } })).toBeNull();
    const minted = threadOf(first.body as string);
    expect(minted).not.toBe(madeUp);
    expect(await db.chatThread.findUnique({ where: { id: minted } })).toMatchObject({ userId: owner.id });

    // Someone else's thread id: their message is answered and saved in a thread of their own, and the
    // owner's conversation gains nothing.
    const intruder = await call(chat, "/api/chat", {
      body: say("Hamburg tomorrow afternoon, 2 hours", { id: minted }),
      cookie: await sessionCookieFor(other.id),
    });
    expect(intruder.status).toBe(200);
    const theirs = threadOf(intruder.body as string);
    expect(theirs).not.toBe(minted);
    expect(await db.chatThread.findUnique({ where: { id: theirs } })).toMatchObject({ userId: other.id });
    expect(await db.chatMessage.count({ where: { threadId: minted } })).toBe(2);
  });
});
