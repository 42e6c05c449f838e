// "Use my location" in the chat: the message goes with the person's point, which the server reads as the
// neighbourhood they are in and plans there; a point that is none is ignored, and the chat asks where.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PlanView } from "~/wire/plans";
import { action as chat } from "~/routes/api.chat";
import { chunks } from "../../helpers/chat";
import { call } from "../../helpers/routes";

const say = (text: string, location: unknown, language = "en") =>
  call(chat, "/api/chat", {
    body: { messages: [{ id: "m1", role: "user", parts: [{ type: "text", text }] }], language, location },
  });
const replyOf = (body: string) =>
  chunks(body)
    .filter((p) => p.type === "text-delta")
    .map((p) => p.delta)
    .join("");

describe("near me in the chat", () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") }));
  afterAll(() => vi.useRealTimers());

  it("plans where the shared location is", async () => {
    const res = await say("In meiner Nähe, morgen Abend", { lat: 52.4945, lng: 13.4085 }, "de");
    expect(res.status).toBe(200);
    const shown = chunks(res.body as string).findLast((p) => p.type === "data-plan")?.data as { plan: PlanView };
    expect(shown.plan.location).toBe("Kreuzberg, Berlin");
    expect(shown.plan.plannedDate).toBe("2026-11-28");
    expect(replyOf(res.body as string)).toMatch(/^Hier ist/);
  });

  it("ignores a point that is none, and asks where", async () => {
    const res = await say("near me tomorrow evening", { lat: 123, lng: "east" });
    expect(res.status).toBe(200);
    expect(replyOf(res.body as string)).toMatch(/Use my location/);
  });
});
