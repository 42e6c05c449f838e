// The built-in chat model: English and German messages in, the exact tool calls (or question) out.
import { stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { builtinModel } from "~/ai/builtin-model";
import { systemPrompt, type ChatContext, type ChatPlan } from "~/ai/chat-context";
import { pinToday } from "../../helpers/today";

pinToday();

const plan: ChatPlan = {
  id: "plan-1",
  title: "Vienna by night",
  location: "Vienna",
  budget: "moderate",
  vibe: "romantic",
  timeSlot: "evening",
  startTime: "19:00",
  duration: 4,
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
        // A first date is relaxed unless a vibe is said.
        vibe: "chill",
        startTime: "20:00",
        language: "en",
      },
    ],
    [
      "um 20 Uhr in Hamburg, mit dem Fahrrad",
      { location: "Hamburg", timeSlot: "evening", startTime: "20:00", transportation: "bike", language: "de" },
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
      {
        location: "Paris",
        timeSlot: "evening",
        budget: "luxury",
        specialOccasions: ["anniversary"],
        vibe: "romantic",
        specialRequests: "dinner",
        language: "en",
      },
    ],
    [
      "Geburtstag in London, heute Nacht, gehoben",
      {
        location: "London",
        day: "today",
        timeSlot: "late_night",
        budget: "upscale",
        specialOccasions: ["birthday"],
        vibe: "fun",
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
      {
        location: "Paris",
        timeSlot: "evening",
        startTime: "19:00",
        specialOccasions: ["valentines"],
        vibe: "romantic",
        language: "en",
      },
    ],
    [
      "Valentinstag in Wien um 19 Uhr",
      {
        location: "Wien",
        timeSlot: "evening",
        startTime: "19:00",
        specialOccasions: ["valentines"],
        vibe: "romantic",
        language: "de",
      },
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
      {
        location: "Paris",
        day: "tomorrow",
        timeSlot: "afternoon",
        budget: "upscale",
        specialRequests: "Lunch",
        language: "en",
      },
    ],
    [
      "starting at 9am in Vienna, 5 hours",
      { location: "Vienna", timeSlot: "morning", startTime: "09:00", duration: 5, language: "en" },
    ],
    [
      "Berlin tomorrow morning, ab 10:30",
      { location: "Berlin", day: "tomorrow", timeSlot: "morning", startTime: "10:30", language: "en" },
    ],
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

  it("ends a plan in time for a train or a flight: shorter, earlier, as it is, or says it can't", async () => {
    // The plan runs 19:00-23:00; half an hour is left to get to the departure.
    expect(await ask("we have a train at 10", planned)).toEqual(adjust({ duration: 2, language: "en" }));
    // Said as a question, with the time in words, or as when to be at the airport.
    expect(await ask("our train leaves at 9:30pm, can we make it work?", planned)).toEqual(
      adjust({ duration: 2, language: "en" }),
    );
    expect(await ask("der Flieger geht um halb elf", planned)).toEqual(adjust({ duration: 3, language: "de" }));
    expect(await ask("wir müssen um 22 Uhr am Flughafen sein", planned)).toEqual(
      adjust({ duration: 2, language: "de" }),
    );
    expect(await ask("we need to be at the airport at 9", planned)).toEqual(adjust({ duration: 1, language: "en" }));
    expect(await ask("our flight is at 7pm", planned)).toEqual(
      adjust({ duration: 1, startTime: "17:30", language: "en" }),
    );
    expect(await ask("unser Zug geht um 23:45", planned)).toEqual([
      { text: expect.stringMatching(/^Dein Plan endet um 23:00 Uhr, .* Abfahrt um 23:45 Uhr/) },
    ]);
    expect(await ask("we have a train at 5pm", planned)).toEqual([
      { text: expect.stringMatching(/can't end half an hour before 5:00\sPM/) },
    ]);
  });

  it("fits a plan asked for with a departure into the time before it", async () => {
    // No slot said: the latest one with an hour before the departure; the plan ends half an hour before it.
    expect(await ask("Munich tomorrow, our train leaves at 5pm")).toEqual(
      fill({
        location: "Munich",
        day: "tomorrow",
        timeSlot: "afternoon",
        startTime: "12:30",
        duration: 4,
        language: "en",
      }),
    );
    // A slot and a length said: kept, and the start set so the plan ends in time.
    expect(await ask("morgen Abend in Wien, 3 Stunden, unser Zug fährt um 22 Uhr")).toEqual(
      fill({
        location: "Wien",
        day: "tomorrow",
        timeSlot: "evening",
        startTime: "18:30",
        duration: 3,
        language: "de",
      }),
    );
    // The morning's "11" is 11:00: a short morning.
    expect(await ask("tomorrow morning in zurich, our flight is at 11")).toEqual(
      fill({
        location: "Zurich",
        day: "tomorrow",
        timeSlot: "morning",
        startTime: "08:00",
        duration: 2,
        language: "en",
      }),
    );
    // Said alone, it waits in the request for the place.
    expect(await ask("we have a train at 9pm")).toEqual(
      fill({ timeSlot: "evening", startTime: "17:00", duration: 3, language: "en" }),
    );
    expect(await ask("tomorrow evening in berlin, our flight is at 6pm")).toEqual([
      { text: expect.stringMatching(/can't end half an hour before 6:00\sPM/) },
    ]);
  });

  it("answers whether a stop is open from its card, and moves the plan only when asked to", async () => {
    expect(await ask("is the museum open on tuesday?", planned)).toEqual([
      { text: expect.stringMatching(/^Each stop's card shows its opening hours/) },
    ]);
    expect(await ask("Hat das Café am Sonntag offen?", planned)).toEqual([
      { text: expect.stringMatching(/^Jede Karte zeigt die Öffnungszeiten/) },
    ]);
    expect(await ask("make it tuesday", planned)).toEqual(adjust({ plannedDate: expect.any(String), language: "en" }));
    // Without a plan, something open late is what the person wants planned.
    expect(await ask("is there something open late in berlin tonight?")).not.toEqual([
      { text: expect.stringMatching(/card shows/) },
    ]);
  });

  it("says where the slot ends instead of leaving it on a plain “later”", async () => {
    const late: ChatContext = { ...planned, plan: { ...plan, startTime: "20:30" } };
    expect(await ask("later", late)).toEqual([{ text: expect.stringMatching(/starts at 8:30\sPM at the latest/) }]);
    expect(await ask("start later, late night", late)).toEqual(adjust({ timeSlot: "late_night", language: "en" }));
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
