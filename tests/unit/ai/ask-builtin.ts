// The built-in chat model asked one message, and the shapes of its answers, for the chat's unit tests.
import { builtinModel } from "~/ai/builtin-model";
import { systemPrompt, type ChatContext, type ChatPlan } from "~/ai/chat-context";

export const plan: ChatPlan = {
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
export const empty: ChatContext = { language: "en", request: {}, plan: null };
export const planned: ChatContext = { language: "en", request: { location: "Vienna" }, plan };

export async function ask(text: string, context: ChatContext = empty) {
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

export const fill = (input: Record<string, unknown>) => [{ tool: "updatePlanRequest", input }];
export const adjust = (input: Record<string, unknown>) => [{ tool: "adjustPlan", input }];
