// The same words give the same typed wishes wherever they are typed: the form's special requests (sent
// as JSON by the page, or posted without JavaScript) and the chat, all read by readWishes into the
// wishes the plan is made with.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ruleContext } from "~/planning/engine/rules";
import { planWindow } from "~/planning/engine/window";
import { PlanRequestSchema, type PlanRequest } from "~/planning/request";
import { readWishes } from "~/planning/wishes";
import { understand } from "~/understanding";

const NOW = new Date("2026-11-27T09:00:00Z");
const BERLIN = { lat: 52.52, lng: 13.405 };

/** The wishes a plan is made with for a request: "+id" wanted, "-id" not. */
function planWishes(request: PlanRequest): string[] {
  const window = planWindow(request, "Europe/Berlin", NOW);
  const ctx = ruleContext({ request, window, origin: BERLIN });
  // The indoor/outdoor preference is a field of its own, which the chat fills from "rainy day" too.
  return ctx.wishes
    .filter((w) => !w.soft)
    .map((w) => `${w.negated ? "-" : "+"}${w.intent.id}`)
    .sort();
}

const typed = (text: string) => {
  const read = readWishes(text);
  return [...read.wanted.map((w) => `+${w.id}`), ...read.unwanted.map((w) => `-${w.id}`)].sort();
};

const EXAMPLES = [
  "cheap eats",
  "board games",
  "ice skating",
  "dog friendly",
  "vintage",
  "afternoon tea",
  "karaoke",
  "rainy day",
  "a bakery",
  "records and coffee",
  "bar hopping",
  "no churches",
  "Brettspiele",
  "Schlittschuh laufen",
  "Hund kommt mit",
  "kein Fisch",
  "gern vegan",
  "rollstuhlgerecht",
  "mit Aussicht",
  "gemütlich",
  "Biergarten",
  "Flohmarkt",
  "Kneipe",
  "Techno",
];

const MOODS = new Set(["gemütlich"]);

describe("the form and the chat read the same wishes", () => {
  it.each(EXAMPLES)("%s", (words) => {
    const expected = typed(words);
    expect(expected.length).toBeGreaterThan(0);

    const fromForm = PlanRequestSchema.parse({ location: "Berlin", specialRequests: words });
    expect(planWishes(fromForm)).toEqual(expected);

    const posted = new FormData();
    posted.set("location", "Berlin");
    posted.set("specialRequests", words);
    const noScript = parseWithZod(posted, { schema: PlanRequestSchema });
    expect(noScript.status).toBe("success");
    if (noScript.status === "success") expect(planWishes(noScript.value)).toEqual(expected);

    const chat = understand(`tomorrow in Berlin, ${words}`, { now: NOW });
    const fromChat = PlanRequestSchema.parse({ location: "Berlin", ...chat.patch });
    // The chat carries a mood ("gemütlich") as the plan's vibe rather than as a wish.
    if (MOODS.has(words)) expect(chat.patch.vibe).toBeDefined();
    else expect(planWishes(fromChat)).toEqual(expected);
  });
});
