// Reading the model's answer as it streams: each activity is handed on the moment it is complete, so the
// plan fills in while the model still writes. Errors, an abort or the deadline end the reading.
import { parsePartialJson, type TextStreamPart, type ToolSet } from "ai";

export class TimeoutError extends Error {}

/** Some OpenAI-compatible servers wrap JSON in a Markdown code fence despite the response format. */
function unfenced(text: string): string {
  return text.replace(/^\s*```(?:json)?\s*/, "").replace(/\s*```\s*$/, "");
}

function activitiesOf(value: unknown): unknown[] {
  const list = (value as { activities?: unknown } | null)?.activities;
  return Array.isArray(list) ? list : [];
}

/**
 * Hands each complete activity of the streamed answer to `consider`, in order, and returns the answer's
 * title (unchecked), or undefined when the whole answer does not parse. Throws on an error part, an abort,
 * or when `deadline` rejects first.
 */
export async function readAnswer(
  stream: AsyncIterable<TextStreamPart<ToolSet>>,
  deadline: Promise<never>,
  consider: (activity: unknown) => Promise<void>,
): Promise<unknown> {
  const parts = stream[Symbol.asyncIterator]();
  let text = "";
  let considered = 0;
  try {
    for (;;) {
      const { value: part, done } = await Promise.race([parts.next(), deadline]);
      if (done) break;
      if (part.type === "error") throw part.error;
      if (part.type === "abort") throw new TimeoutError("aborted");
      if (part.type !== "text-delta") continue;
      text += part.text;
      const activities = activitiesOf((await parsePartialJson(unfenced(text))).value);
      // An activity is complete once the next one has begun; the last one, once the answer is complete.
      while (considered < activities.length - 1) await consider(activities[considered++]);
    }
  } finally {
    void Promise.resolve(parts.return?.()).catch(() => {});
  }
  const answer = await parsePartialJson(unfenced(text));
  if (answer.state !== "successful-parse") return undefined;
  const activities = activitiesOf(answer.value);
  while (considered < activities.length) await consider(activities[considered++]);
  return (answer.value as { title?: unknown }).title;
}
