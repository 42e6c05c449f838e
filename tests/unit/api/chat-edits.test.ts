// Shaping the plan on screen by chat, in English and German: "drop the …", "move … earlier", "make …
// longer", "add a coffee before …" and "undo" reach the same edit service as the plan page; a refused
// edit is answered with its reason in the chat's language. Nothing is counted.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { readEdit } from "~/understanding/edit";
import { conversation } from "../../helpers/chat";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

describe("reading a hand edit", () => {
  it.each([
    ["drop the museum", { kind: "remove", target: { word: "museum" } }],
    ["please remove the second one", { kind: "remove", target: { index: 1 } }],
    ["lass die bar weg", { kind: "remove", target: { word: "bar" } }],
    ["move the first one later", { kind: "move", target: { index: 0 }, direction: "down" }],
    ["nimm die zweite station raus", { kind: "remove", target: { index: 1 } }],
    ["verschieb die erste station nach vorne", { kind: "move", target: { index: 0 }, direction: "up" }],
    ["move dinner earlier", { kind: "move", target: { word: "dinner" }, direction: "up" }],
    ["verschieb das essen nach hinten", { kind: "move", target: { word: "essen" }, direction: "down" }],
    ["make the museum longer", { kind: "resize", target: { word: "museum" }, minutes: 15 }],
    ["mach das museum kürzer", { kind: "resize", target: { word: "museum" }, minutes: -15 }],
    ["more time at the gallery please", { kind: "resize", target: { word: "gallery" }, minutes: 15 }],
    ["add a coffee before the cinema", { kind: "add", what: "coffee", next: { before: "cinema" } }],
    ["füg noch ein café nach dem museum hinzu", { kind: "add", what: "café", next: { after: "museum" } }],
  ])("%s", (text, reading) => {
    expect(readEdit(text)).toEqual(reading);
  });

  it.each(["start an hour later", "make it shorter", "swap the bar for something else", "cheaper please"])(
    "%s is no hand edit",
    (text) => {
      expect(readEdit(text)).toBeNull();
    },
  );
});

describe("editing the plan by chat", () => {
  it("removes a stop, says so, undoes it, and refuses an impossible edit with its reason", async () => {
    const user = await createTestUser();
    const chat = conversation({ cookie: await sessionCookieFor(user.id) });
    const first = await chat.say("Romantic evening in Berlin on 4 December, 4 hours");
    const plan = first.plan!;
    const second = plan.activities[1];

    const removed = await chat.say("remove the second one");
    expect(removed.tools, removed.text).toEqual(["editPlan"]);
    expect(removed.plan!.activities.map((a) => a.name)).not.toContain(second.name);
    expect(removed.text).toContain(second.name);

    const undone = await chat.say("undo");
    expect(undone.tools, undone.text).toEqual(["editPlan"]);
    expect(undone.plan!.activities.map((a) => a.name)).toEqual(plan.activities.map((a) => a.name));

    // The first stop cannot move any earlier: the answer says why, in the chat's language.
    const refused = await chat.say("move the first one earlier");
    expect(refused.tools, refused.text).toEqual(["editPlan"]);
    expect(refused.text).toContain("can't move any further");
    expect(await db.datePlan.count({ where: { userId: user.id } })).toBe(1);
  });

  it("adds a coffee in German and answers in German", async () => {
    const user = await createTestUser();
    const chat = conversation({ cookie: await sessionCookieFor(user.id) });
    const first = await chat.say("Romantischer Abend in Wien, 4 Stunden, am 4. Dezember");
    expect(first.text).toBeTruthy();
    expect(first.plan, first.text).not.toBeNull();
    const before = first.plan!.activities.length;
    const added = await chat.say("füg noch ein Café hinzu");
    expect(added.tools).toEqual(["editPlan"]);
    if (added.plan) {
      expect(added.plan.activities.length).toBe(before + 1);
      expect(added.text).toMatch(/^Erledigt: .+ ist jetzt im Plan\.$/);
    } else expect(added.text).toMatch(/^Der Plan endet um|passt/);
  });
});
