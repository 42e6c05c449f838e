// The built-in chat model: English and German messages in, the exact tool calls (or question) out.
import { stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { builtinModel } from "~/ai/builtin-model";
import { systemPrompt, type ChatContext, type ChatPlan } from "~/ai/chat-context";

const plan: ChatPlan = {
  id: "plan-1",
  title: "Vienna by night",
  location: "Vienna",
  budget: "moderate",
  vibe: "romantic",
  timeSlot: "evening",
  activities: [
    { id: "a1", name: "Café Sperl", category: "cafe", swappedFromId: null },
    { id: "a2", name: "Kunsthistorisches Museum", category: "museum", swappedFromId: null },
    { id: "a3", name: "Zum Schwarzen Kameel", category: "restaurant", swappedFromId: "a0" },
  ],
};
const empty: ChatContext = { language: "en", request: {}, plan: null };
const planned: ChatContext = { language: "en", request: { location: "Vienna" }, plan };

async function ask(text: string, context: ChatContext = empty) {
  const result = await builtinModel().doGenerate({
    prompt: [
      { role: "system", content: systemPrompt(context) },
      { role: "user", content: [{ type: "text", text }] },
    ],
  });
  return result.content.map((part) =>
    part.type === "tool-call"
      ? { tool: part.toolName, input: JSON.parse(part.input) as unknown }
      : { text: part.type === "text" ? part.text : "" },
  );
}

const fill = (input: Record<string, unknown>) => [{ tool: "updatePlanRequest", input }];
const adjust = (input: Record<string, unknown>) => [{ tool: "adjustPlan", input }];

describe("the built-in model fills the plan request", () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    [
      "Romantic evening in Vienna tomorrow, 3 hours, on foot, under 100 euros",
      {
        location: "Vienna",
        day: "tomorrow",
        timeSlot: "evening",
        vibe: "romantic",
        duration: 3,
        transportation: "walking",
        budget: "moderate",
        language: "en",
      },
    ],
    [
      "Romantischer Abend in Wien morgen, 3 Stunden, zu Fuß, unter 100 Euro",
      {
        location: "Wien",
        day: "tomorrow",
        timeSlot: "evening",
        vibe: "romantic",
        duration: 3,
        transportation: "walking",
        budget: "moderate",
        language: "de",
      },
    ],
    [
      "A fun afternoon in Berlin with the kids",
      { location: "Berlin", timeSlot: "afternoon", vibe: "fun", withKids: true, language: "en" },
    ],
    [
      "Ein günstiger Nachmittag in Berlin mit Kindern, mit dem Auto",
      {
        location: "Berlin",
        timeSlot: "afternoon",
        budget: "budget_friendly",
        transportation: "car",
        withKids: true,
        language: "de",
      },
    ],
    [
      "morgen früh in München, drei Stunden, öffentlich",
      {
        location: "München",
        day: "tomorrow",
        timeSlot: "morning",
        duration: 3,
        transportation: "public_transport",
        language: "de",
      },
    ],
    [
      "first date in Kreuzberg, Berlin tonight at 8",
      {
        location: "Kreuzberg, Berlin",
        day: "today",
        timeSlot: "evening",
        specialOccasions: ["first_date"],
        language: "en",
      },
    ],
    [
      "um 20 Uhr in Hamburg, mit dem Fahrrad",
      { location: "Hamburg", timeSlot: "evening", transportation: "bike", language: "de" },
    ],
    [
      "something outdoors in Zurich by bike, 2 hours, vegetarian",
      {
        location: "Zurich",
        duration: 2,
        transportation: "bike",
        preferences: ["outdoor"],
        specialRequests: "vegetarian",
        language: "en",
      },
    ],
    [
      "Anniversary dinner in Paris, luxury please",
      { location: "Paris", timeSlot: "evening", budget: "luxury", specialOccasions: ["anniversary"], language: "en" },
    ],
    [
      "Geburtstag in London, heute Nacht, gehoben",
      {
        location: "London",
        day: "today",
        timeSlot: "late_night",
        budget: "upscale",
        specialOccasions: ["birthday"],
        language: "de",
      },
    ],
    [
      "A chill morning in New York, 2 hours, by subway",
      {
        location: "New York",
        timeSlot: "morning",
        vibe: "chill",
        duration: 2,
        transportation: "public_transport",
        language: "en",
      },
    ],
    [
      "Entspannter Vormittag in Zürich, drinnen, vier Stunden",
      { location: "Zürich", timeSlot: "morning", vibe: "chill", duration: 4, preferences: ["indoor"], language: "de" },
    ],
    [
      "Adventure in Hamburg tomorrow, under 40 €",
      { location: "Hamburg", day: "tomorrow", vibe: "adventure", budget: "budget_friendly", language: "en" },
    ],
    [
      "Abenteuer in Berlin, 150 Euro, mit dem Auto",
      { location: "Berlin", vibe: "adventure", budget: "upscale", transportation: "car", language: "de" },
    ],
    [
      "Valentine's day in Paris at 7pm",
      { location: "Paris", timeSlot: "evening", specialOccasions: ["valentines"], language: "en" },
    ],
    [
      "Valentinstag in Wien um 19 Uhr",
      { location: "Wien", timeSlot: "evening", specialOccasions: ["valentines"], language: "de" },
    ],
    ["late night in Berlin, 2 hours", { location: "Berlin", timeSlot: "late_night", duration: 2, language: "en" }],
    [
      "cheap day out in Munich, one hour, walking",
      { location: "Munich", budget: "budget_friendly", duration: 1, transportation: "walking", language: "en" },
    ],
    ["Berlin", { location: "Berlin", language: "en" }],
    ["Wien, bitte", { location: "Wien", language: "de" }],
    [
      "In London, outside, with children, no alcohol",
      { location: "London", withKids: true, preferences: ["outdoor"], specialRequests: "no alcohol", language: "en" },
    ],
    [
      "Erstes Date in Hamburg heute Abend, romantisch, zu Fuß",
      {
        location: "Hamburg",
        day: "today",
        timeSlot: "evening",
        vibe: "romantic",
        transportation: "walking",
        specialOccasions: ["first_date"],
        language: "de",
      },
    ],
    [
      "Lunch in Paris tomorrow, fancy",
      { location: "Paris", day: "tomorrow", timeSlot: "afternoon", budget: "upscale", language: "en" },
    ],
    ["starting at 9am in Vienna, 5 hours", { location: "Vienna", timeSlot: "morning", duration: 5, language: "en" }],
  ];
  it.each(cases)("%s", async (text, input) => {
    expect(await ask(text)).toEqual(fill(input));
  });
});

describe("the built-in model asks when the place is missing", () => {
  const cases: Array<[string, unknown]> = [
    ["Plan a fun afternoon", fill({ timeSlot: "afternoon", vibe: "fun", language: "en" })],
    ["Ein romantischer Abend, 3 Stunden", fill({ timeSlot: "evening", vibe: "romantic", duration: 3, language: "de" })],
    ["hello", [{ text: expect.stringContaining("Where would you like to go?") }]],
    ["hallo, wir möchten ausgehen", [{ text: expect.stringContaining("Wohin soll es gehen?") }]],
    ["make it cheaper", fill({ budget: "budget_friendly", language: "en" })],
    ["swap the second one", [{ text: expect.stringContaining("no plan yet") }]],
  ];
  it.each(cases)("%s", async (text, expected) => {
    expect(await ask(text)).toEqual(expected);
  });
});

describe("the built-in model refines a plan", () => {
  const cases: Array<[string, unknown]> = [
    ["make it cheaper", adjust({ budget: "budget_friendly", language: "en" })],
    ["mach es billiger", adjust({ budget: "budget_friendly", language: "de" })],
    ["Geht es günstiger?", adjust({ budget: "budget_friendly", language: "de" })],
    ["fancier please", adjust({ budget: "upscale", language: "en" })],
    ["more romantic", adjust({ vibe: "romantic", language: "en" })],
    ["lieber entspannter", adjust({ vibe: "chill", language: "de" })],
    ["later", adjust({ timeSlot: "late_night", language: "en" })],
    ["etwas früher bitte", adjust({ timeSlot: "afternoon", language: "de" })],
    ["start at 8", adjust({ timeSlot: "evening", language: "en" })],
    ["um 10 Uhr morgens", adjust({ timeSlot: "morning", language: "de" })],
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
      "Hier ist „Wien am Abend“: 3 Stationen in Wien, etwa 80 € pro Person. Soll es günstiger, später oder anders werden?",
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
