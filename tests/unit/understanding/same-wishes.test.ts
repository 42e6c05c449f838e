// The form's special requests and the chat read the same words into the same typed wishes: the chat
// hands its wishes on as special-requests text, which the planner reads with the form's reader.
import { describe, expect, it } from "vitest";
import { readWishes } from "~/planning/wishes";
import { understand } from "~/understanding";

const NOW = new Date("2026-11-27T17:00:00Z");
const typed = (read: ReturnType<typeof readWishes>) =>
  [...read.wanted.map((w) => w.id), ...read.unwanted.map((w) => `-${w.id}`)].sort();

describe("special requests and the chat read wishes alike", () => {
  it.each([
    "a bakery",
    "no churches",
    "karaoke",
    "board games",
    "vegan",
    "no alcohol",
    "ice skating",
    "dog friendly",
    "kein Fisch",
    "Brettspiele",
    "afternoon tea",
    "vintage",
  ])("%s", (words) => {
    const form = typed(readWishes(words));
    const chat = understand(`tomorrow in Berlin, ${words}`, { now: NOW });
    const heard = chat.wishes.map((w) => (w.wanted ? w.topic : `-${w.topic}`)).sort();
    expect(heard).toEqual(form);
    // What the chat puts in the request reads back as the same wishes.
    expect(typed(readWishes(chat.patch.specialRequests ?? ""))).toEqual(form);
  });
});

describe("the chat's special requests within 20 characters", () => {
  it("keep a second wish by its word that says it when the whole does not fit", () => {
    const chat = understand("brunch in williamsburg sunday, we love vintage shops", { now: NOW });
    expect(chat.patch.specialRequests).toBe("brunch, vintage");
    expect(typed(readWishes(chat.patch.specialRequests!))).toEqual(["brunch", "vintage"]);
  });

  it("say every wish by its shortest word when that is the only way they all fit", () => {
    const chat = understand("zurich sunday brunch then museum then walk by the lake", { now: NOW });
    expect(chat.patch.specialRequests).toBe("brunch, museum, lake");
  });
});
