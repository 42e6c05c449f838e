// The chat's hand edits of the plan on screen: "drop the museum", "move dinner earlier", "make the museum
// longer", "add a coffee before the cinema", "add Café Einstein before dinner" as a call of the editPlan tool, and what the chat answers,
// in the chat's language (the refusal in the same words as on the plan page).
import de from "../../locales/de/editing.json";
import en from "../../locales/en/editing.json";
import { createT } from "~/i18n/translate";
import { CATEGORIES } from "~/planning/places/place";
import type { PlanLanguage } from "~/planning/request";
import { kindOf, positionOf, stopFor, type EditReading, type Stop } from "~/understanding";
import { refusalText } from "~/wire/plan-edit-words";
import type { EditRefusal } from "~/wire/plan-edits";
import type { Edited } from "./chat-context";
import { ASSISTANT_T } from "./replies";

/** The editPlan tool's input for what the message asks, or null when it names no stop of the plan. */
export function editCall(edit: EditReading, stops: readonly Stop[]): Record<string, unknown> | null {
  if (edit.kind === "add") {
    const next = edit.next;
    const at = next ? positionOf("before" in next ? next.before : next.after, stops) : -1;
    const position = next && at >= 0 ? ("before" in next ? at : at + 1) : null;
    // "add a coffee", "add bar": the best of a kind; "add Café Einstein": that place, found by its name.
    const category = kindOf(edit.what, CATEGORIES);
    if (category) return { kind: "add-kind", category, position };
    return edit.named ? { kind: "add-named", name: edit.what, position } : null;
  }
  const activityId = stopFor(edit.target, stops);
  if (!activityId) return null;
  if (edit.kind === "remove") return { kind: "remove", activityId };
  if (edit.kind === "move") return { kind: "move", activityId, direction: edit.direction };
  return { kind: "resize", activityId, minutes: edit.minutes };
}

const T = { en: createT("en", { editing: en }, "editing"), de: createT("de", { editing: de }, "editing") };

export function editRefusalReply(language: PlanLanguage, refusal: EditRefusal, timeZone: string): string {
  return refusalText(T[language], refusal, language, timeZone);
}

const EDITS = ["remove", "move", "resize", "add", "undo"];

export function editedReply(language: PlanLanguage, edited: Edited): string {
  const kind = edited.kind.startsWith("add") ? "add" : edited.kind;
  return ASSISTANT_T[language](`edited.${EDITS.includes(kind) ? kind : "move"}`, {
    place: edited.place,
    minutes: edited.minutes,
  });
}
