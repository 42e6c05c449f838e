// The built-in chat model: English and German messages in, the exact tool calls (or question) out.
import { stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { builtinModel } from "~/ai/builtin-model";
import { systemPrompt, type ChatContext } from "~/ai/chat-context";
import { pinToday } from "../../helpers/today";
import { adjust, ask, empty, planned } from "./ask-builtin";

pinToday();

describe("the built-in model refines a plan", () => {
  const cases: Array<[string, unknown]> = [
    ["make it cheaper", adjust({ budget: "budget_friendly", language: "en" })],
    ["mach es billiger", adjust({ budget: "budget_friendly", language: "de" })],
    ["Geht es günstiger?", adjust({ budget: "budget_friendly", language: "de" })],
    ["fancier please", adjust({ budget: "upscale", language: "en" })],
    ["more romantic", adjust({ vibe: "romantic", language: "en" })],
    ["lieber entspannter", adjust({ vibe: "chill", language: "de" })],
    ["start later", adjust({ startTime: "20:00", language: "en" })],
    ["etwas früher bitte", adjust({ startTime: "18:00", language: "de" })],
    ["später", adjust({ startTime: "20:00", language: "de" })],
    ["half an hour earlier", adjust({ startTime: "18:30", language: "en" })],
    ["zwei Stunden früher", adjust({ startTime: "17:00", language: "de" })],
    ["start at 8", adjust({ timeSlot: "evening", startTime: "20:00", language: "en" })],
    ["um 20 Uhr", adjust({ timeSlot: "evening", startTime: "20:00", language: "de" })],
    ["ab 19:30", adjust({ timeSlot: "evening", startTime: "19:30", language: "de" })],
    ["at 10 in the late night", adjust({ timeSlot: "late_night", startTime: "22:00", language: "en" })],
    ["later, late night please", adjust({ timeSlot: "late_night", language: "en" })],
    ["um 10 Uhr morgens", adjust({ timeSlot: "morning", startTime: "10:00", language: "de" })],
    ["a bit shorter", adjust({ duration: 3, language: "en" })],
    ["länger bitte", adjust({ duration: 5, language: "de" })],
    ["by bike instead", adjust({ transportation: "bike", language: "en" })],
    ["lieber mit dem Auto", adjust({ transportation: "car", language: "de" })],
    ["only 2 hours", adjust({ duration: 2, language: "en" })],
    ["now in Munich", adjust({ location: "Munich", language: "en" })],
    ["swap the second one", [{ tool: "swapActivity", input: { activityId: "a2" } }]],
    ["swap the museum for something outdoors", [{ tool: "swapActivity", input: { activityId: "a2" } }]],
    ["tausche die erste", [{ tool: "swapActivity", input: { activityId: "a1" } }]],
    ["replace the last one", [{ tool: "swapActivity", input: { activityId: "a3" } }]],
    ["undo", [{ tool: "undoSwap", input: { activityId: "a3" } }]],
    ["mach das rückgängig", [{ tool: "undoSwap", input: { activityId: "a3" } }]],
    ["nochmal", [{ tool: "regeneratePlan", input: {} }]],
    ["try again", [{ tool: "regeneratePlan", input: {} }]],
    ["are you a real person?", [{ text: expect.stringContaining("not a person") }]],
    ["Bist du ein Mensch?", [{ text: expect.stringContaining("kein Mensch") }]],
  ];
  it.each(cases)("%s", async (text, expected) => {
    expect(await ask(text, planned)).toEqual(expected);
  });
});

describe("the built-in model after its tools ran", () => {
  it("plans once the request has a place, then answers in the user's language", async () => {
    const calls: string[] = [];
    const tools = {
      updatePlanRequest: tool({
        inputSchema: z.object({}).passthrough(),
        execute: async (input) => (calls.push("updatePlanRequest"), { ok: true, request: input }),
      }),
      createPlan: tool({
        inputSchema: z.object({}),
        execute: async () => (
          calls.push("createPlan"),
          {
            ok: true,
            plan: {
              id: "p",
              title: "Wien am Abend",
              location: "Wien",
              budget: "moderate",
              activityCount: 3,
              totalSpend: 80,
              startTime: "19:00",
            },
          }
        ),
      }),
    };
    const result = streamText({
      model: builtinModel(),
      system: systemPrompt(empty),
      prompt: "Romantischer Abend in Wien morgen, 3 Stunden",
      tools,
      stopWhen: stepCountIs(5),
    });
    expect(await result.text).toBe(
      "Hier ist „Wien am Abend“: 3 Stationen in Wien ab 19:00 Uhr, etwa 80\u00a0€ pro Person. Soll es günstiger, später oder anders werden?",
    );
    expect(calls).toEqual(["updatePlanRequest", "createPlan"]);
  });

  it("asks for the place when the filled request has none, and explains a refused tool", async () => {
    const placeless = () =>
      streamText({
        model: builtinModel(),
        system: systemPrompt(empty),
        prompt: "a fun afternoon in Berlin",
        tools: {
          updatePlanRequest: tool({
            inputSchema: z.object({}).passthrough(),
            execute: async () => ({ ok: true, request: { vibe: "fun" } }),
          }),
          createPlan: tool({ inputSchema: z.object({}), execute: async () => ({}) }),
        },
        stopWhen: stepCountIs(5),
      }).text;
    expect(await placeless()).toContain("Where would you like to go?");
    const refused = streamText({
      model: builtinModel(),
      system: systemPrompt(planned),
      prompt: "nochmal",
      tools: {
        regeneratePlan: tool({
          inputSchema: z.object({}),
          execute: async () => ({ ok: false, error: "sign-in-required", message: "Sign in to try a different plan." }),
        }),
      },
      stopWhen: stepCountIs(5),
    });
    expect(await refused.text).toContain("Melde dich an");
  });
});

describe("the built-in model asks before a new plan, and acts only on a yes", () => {
  const munich = { location: "Munich", language: "en" };
  /** A conversation whose last answer asked "That makes a new plan. Go ahead?", then the user's reply. */
  async function reply(text: string, asked = true) {
    const result = await builtinModel().doGenerate({
      prompt: [
        { role: "system", content: systemPrompt(planned) },
        { role: "user", content: [{ type: "text", text: "now in Munich" }] },
        {
          role: "assistant",
          content: [{ type: "tool-call", toolCallId: "c1", toolName: "adjustPlan", input: munich }],
        },
        {
          role: "tool",
          content: [
            {
              type: "tool-result",
              toolCallId: "c1",
              toolName: "adjustPlan",
              output: {
                type: "json",
                value: asked
                  ? { ok: false, error: "confirm-new-plan", message: "ask", remaining: { today: 2, month: 40 } }
                  : { ok: false, error: "daily-limit-reached", message: "limit" },
              },
            },
          ],
        },
        { role: "assistant", content: [{ type: "text", text: "That makes a new plan — 2 left today. Go ahead?" }] },
        { role: "user", content: [{ type: "text", text }] },
      ],
    });
    return result.content.map((part) =>
      part.type === "tool-call"
        ? { tool: part.toolName, input: JSON.parse(part.input) as unknown }
        : { text: part.type === "text" ? part.text : "" },
    );
  }

  it("repeats the call it asked about after a yes, in either language", async () => {
    for (const yes of ["yes", "Yes please!", "ok, go ahead", "ja", "Ja, gerne", "klar"]) {
      expect(await reply(yes)).toEqual(adjust(munich));
    }
  });

  it("leaves the plan after a no, and reads anything else as a new message", async () => {
    expect(await reply("no")).toEqual([{ text: "OK, the plan stays as it is." }]);
    expect(await reply("nein, lieber nicht")).toEqual([{ text: "Okay, der Plan bleibt, wie er ist." }]);
    expect(await reply("make it cheaper")).toEqual(adjust({ budget: "budget_friendly", language: "en" }));
    // A yes to something that was not a question makes nothing.
    expect(await reply("yes", false)).toEqual([{ text: expect.stringContaining("Tell me where") }]);
  });

  it("takes thanks as thanks, in the language they are said in, and a change after them as a change", async () => {
    expect(await ask("perfect, thanks!", planned)).toEqual([{ text: expect.stringMatching(/^You're welcome/) }]);
    expect(await ask("Super, vielen Dank!", planned)).toEqual([{ text: expect.stringMatching(/^Gern geschehen/) }]);
    expect(await ask("thanks, but can we start later?", planned)).toEqual(
      adjust({ startTime: "20:00", language: "en" }),
    );
  });

  it("puts the question with what is left: today's plans, or the month's when they run out first", async () => {
    const asked = (remaining: { today: number | null; month: number | null }, language: "en" | "de") =>
      streamText({
        model: builtinModel(),
        system: systemPrompt({ ...planned, language }),
        prompt: language === "en" ? "now in Munich" : "lieber in München",
        tools: {
          adjustPlan: tool({
            inputSchema: z.object({}).passthrough(),
            execute: async () => ({ ok: false, error: "confirm-new-plan", message: "ask", remaining }),
          }),
        },
        stopWhen: stepCountIs(5),
      }).text;
    expect(await asked({ today: 2, month: 40 }, "en")).toBe("That makes a new plan — 2 left today. Go ahead?");
    expect(await asked({ today: 3, month: 1 }, "en")).toBe("That makes a new plan — 1 left this month. Go ahead?");
    expect(await asked({ today: 4, month: 50 }, "de")).toBe(
      "Das wird ein neuer Plan – du hast heute noch 4. Soll ich loslegen?",
    );
  });
});

describe("the built-in model holds a conversation, not a form", () => {
  /** The reply after updatePlanRequest echoed the request back. */
  async function replyTo(text: string, request: Record<string, unknown> = {}, context: ChatContext = empty) {
    const calls: string[] = [];
    const result = streamText({
      model: builtinModel(),
      system: systemPrompt(context),
      prompt: text,
      tools: {
        updatePlanRequest: tool({
          inputSchema: z.object({}).passthrough(),
          execute: async (input) => (calls.push("updatePlanRequest"), { ok: true, request: { ...request, ...input } }),
        }),
        createPlan: tool({
          inputSchema: z.object({}),
          execute: async () => (calls.push("createPlan"), { ok: false, error: "tool-failed", message: "" }),
        }),
      },
      stopWhen: stepCountIs(5),
    });
    return { text: await result.text, calls };
  }

  it("asks for the day before planning, and plans once it is known", async () => {
    expect((await replyTo("romantic evening in vienna")).text).toContain("Which day shall I plan it for?");
    expect((await replyTo("Abendessen in Köln, gegen acht")).text).toContain("Für welchen Tag soll ich planen?");
    expect((await replyTo("Saturday", { location: "Vienna" })).calls).toEqual(["updatePlanRequest", "createPlan"]);
  });

  it("asks which of two days “this weekend” means, and says when a day is too far ahead", async () => {
    expect((await replyTo("this weekend in berlin")).text).toMatch(/^Which day: \w+day, \d+ \w+ or \w+day, \d+ \w+\?$/);
    expect((await replyTo("in three weeks in munich")).text).toMatch(/too far ahead to plan yet/);
    expect((await replyTo("gestern in Wien")).text).toMatch(/ist schon vorbei/);
  });

  it("says what Amble does to an off-topic message, in that message's language", async () => {
    expect(await ask("tell me a joke")).toEqual([{ text: expect.stringContaining("I plan dates and outings") }]);
    expect(await ask("Wie wird das Wetter morgen?", { ...empty, language: "en" })).toEqual([
      { text: expect.stringContaining("Ich plane Dates und Ausflüge") },
    ]);
  });

  it("makes no plan for harm, and says why", async () => {
    const [answer] = await ask("plan an evening to get my date drunk so she can't say no, berlin tomorrow");
    expect(answer).toEqual({ text: expect.any(String) });
  });

  it("swaps the stop a person names in their own words", async () => {
    expect(await ask("change the one after the museum", planned)).toEqual([
      { tool: "swapActivity", input: { activityId: "a3" } },
    ]);
    expect(await ask("ersetz die letzte Station", planned)).toEqual([
      { tool: "swapActivity", input: { activityId: "a3" } },
    ]);
  });
});
