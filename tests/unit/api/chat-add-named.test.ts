// "Add Café Einstein before dinner": the chat adds the place the person names when it is among the plan's
// places near the route, not just any café; a name it cannot find is said plainly. English and German.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readEdit } from "~/understanding/edit";
import { conversation } from "../../helpers/chat";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

describe("adding a place by its name", () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") }));
  afterAll(() => vi.useRealTimers());

  it.each([
    ["add café einstein before dinner", { what: "café einstein", next: { before: "dinner" } }],
    ["can you add the bode-museum to the plan?", { what: "bode-museum", next: null }],
    ["squeeze in einstein after the museum please", { what: "einstein", next: { after: "museum" } }],
    ["füg café einstein vor dem essen hinzu", { what: "café einstein", next: { before: "essen" } }],
    ["nimm noch das café einstein dazu", { what: "café einstein", next: null }],
  ])("reads “%s” as that name", (text, reading) => {
    expect(readEdit(text)).toEqual({ kind: "add", named: true, ...reading });
  });

  it("adds the named museum to an afternoon in Mitte, and says when a name is nowhere near", async () => {
    const user = await createTestUser();
    const chat = conversation({ cookie: await sessionCookieFor(user.id) });
    const first = await chat.say("Afternoon in Mitte, Berlin on 4 December, 3 hours");
    expect(first.plan, first.text).not.toBeNull();
    expect(first.plan!.activities.map((a) => a.name)).not.toContain("DDR Museum");

    // A plan has no time to spare: two stops make room first.
    expect((await chat.say("drop the last one")).tools).toEqual(["editPlan"]);
    expect((await chat.say("drop the last one")).tools).toEqual(["editPlan"]);
    const added = await chat.say("add the DDR Museum");
    expect(added.tools, added.text).toEqual(["editPlan"]);
    expect(added.plan!.activities.map((a) => a.name)).toContain("DDR Museum");
    expect(added.text).toBe("Done: DDR Museum is in the plan now.");

    const missing = await chat.say("füg das Café Nirgendwo hinzu");
    expect(missing.text).toMatch(/^Einen Ort mit diesem Namen habe ich/);
  });
});
