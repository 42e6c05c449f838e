// The understanding layer on what people type: every field at least 95 % right, refinements and
// refusals all right. Prints the accuracy per field. Pinned to Friday 27 November 2026, 18:00 in Berlin.
import { describe, expect, it } from "vitest";
import { normalize, resolveLocation } from "~/planning/places/gazetteer";
import { editCall } from "~/ai/edit-call";
import { questionFor, stopFor, understand, type Understanding } from "~/understanding";
import { HARM_NOT_YET_READ, NOW, PLAN_STOPS, UTTERANCES, type Expected, type Utterance } from "./utterances";

function heard(u: Utterance): Understanding {
  return understand(u.text, {
    now: NOW,
    hasPlan: u.onPlan,
    slot: u.onPlan ? "evening" : u.known?.timeSlot,
    location: u.known?.location ?? (u.onPlan ? "Vienna" : undefined),
  });
}

/** A hand edit as the data file writes it: "remove:a2", "move:a3:up", "add-kind:cafe@2". */
function editOf(h: Understanding): string | null {
  const call = h.edit ? editCall(h.edit, PLAN_STOPS) : null;
  if (!call) return null;
  const what = call.activityId ?? call.category ?? call.name;
  const position = typeof call.position === "number" ? `@${call.position}` : "";
  return `${String(call.kind)}:${String(what)}${call.direction ? `:${String(call.direction)}` : ""}${position}`;
}

/** What the message was read as, field by field, in the data file's terms. */
function reading(h: Understanding, u: Utterance): Record<keyof Expected, unknown> {
  const p = h.patch;
  const day = h.day?.kind === "either" || h.day?.kind === "outside" ? h.day.kind : (p.day ?? p.plannedDate ?? null);
  return {
    location: p.location ?? null,
    day,
    timeSlot: p.timeSlot ?? null,
    startTime: p.startTime ?? null,
    budget: p.budget ?? null,
    duration: p.duration ?? null,
    transportation: p.transportation ?? null,
    withKids: p.withKids ?? null,
    occasions: [...(p.specialOccasions ?? [])].sort(),
    vibe: p.vibe ?? null,
    preferences: p.preferences ?? null,
    wishes: h.wishes.map((w) => (w.wanted ? w.topic : `-${w.topic}`)),
    intent: h.intent,
    language: h.language,
    question: questionFor(h, { ...u.known, ...p }),
    stop: h.refine.swap ? stopFor(h.refine.swap, PLAN_STOPS) : null,
    shift: h.shift,
    edit: editOf(h),
    cheaper: h.refine.cheaper,
    pricier: h.refine.pricier,
  };
}

function matches(field: keyof Expected, expected: unknown, actual: unknown): boolean {
  if (field === "location" && typeof expected === "string" && typeof actual === "string")
    return (
      normalize(actual) === normalize(expected) || resolveLocation(actual)?.label === resolveLocation(expected)?.label
    );
  if (field === "wishes") return (expected as string[]).every((id) => (actual as string[]).includes(id));
  if (field === "occasions") return JSON.stringify([...(expected as string[])].sort()) === JSON.stringify(actual);
  return JSON.stringify(expected) === JSON.stringify(actual);
}

const results = UTTERANCES.map((u) => {
  const read = reading(heard(u), u);
  const misses = Object.entries(u.expect)
    .filter(([field, value]) => !matches(field as keyof Expected, value, read[field as keyof Expected]))
    .map(([field, value]) => ({ field, expected: value, actual: read[field as keyof Expected] }));
  return { u, misses };
});

describe("Amble understands what people type", () => {
  it("has at least 300 utterances, 40 that need a question, 30 harmful and 30 harmless look-alikes", () => {
    expect(UTTERANCES.length).toBeGreaterThanOrEqual(300);
    expect(UTTERANCES.filter((u) => u.expect.question).length).toBeGreaterThanOrEqual(40);
    expect(UTTERANCES.filter((u) => u.expect.intent === "harmful").length).toBeGreaterThanOrEqual(30);
    expect(UTTERANCES.filter((u) => !u.onPlan && u.expect.intent === "new-plan").length).toBeGreaterThanOrEqual(30);
  });

  it("reads every field at least 95 % right", () => {
    const fields = new Map<string, { right: number; all: number }>();
    for (const { u, misses } of results) {
      for (const field of Object.keys(u.expect)) {
        const count = fields.get(field) ?? { right: 0, all: 0 };
        count.all++;
        if (!misses.some((m) => m.field === field)) count.right++;
        fields.set(field, count);
      }
    }
    const table = [...fields].map(([field, { right, all }]) => ({
      field,
      right,
      all,
      accuracy: `${((100 * right) / all).toFixed(1)} %`,
    }));
    console.table(table);
    const wrong = results.filter((r) => r.misses.length);
    if (wrong.length) console.log(wrong.map((r) => `${r.u.text} → ${JSON.stringify(r.misses)}`).join("\n"));
    for (const { field, right, all } of table) expect(right / all, field).toBeGreaterThanOrEqual(0.95);
  });

  it("gets every refinement and every refusal right", () => {
    const strict = results.filter(
      (r) =>
        r.u.onPlan || r.u.expect.intent === "harmful" || (r.u.expect.intent === "new-plan" && !r.u.expect.question),
    );
    expect(strict.filter((r) => r.misses.length).map((r) => [r.u.text, r.misses])).toEqual([]);
  });

  // Known gaps of harmfulIntent (app/moderation), reported: when it reads one, this fails; move it back.
  it("still misses the harmful requests listed as not yet read", () => {
    for (const text of HARM_NOT_YET_READ) expect(understand(text, { now: NOW }).intent, text).not.toBe("harmful");
  });
});
