// Runs a plan request against the streaming endpoint and follows its events: real progress, then each
// activity the moment the server has it, then the saved plan.
import { useCallback, useRef, useState } from "react";
import type { PlanStage } from "~/wire/plans";
import { draftToCard, type CardActivity, type PlanError, type PlanView } from "../types";

export type StreamState =
  | { phase: "idle" }
  | { phase: "loading"; stage: PlanStage; percent: number; activities: CardActivity[]; total: number | null }
  | { phase: "done"; plan: PlanView }
  | { phase: "error"; error: PlanError };

type Event =
  | { type: "progress"; stage: PlanStage; percent: number }
  | { type: "activity"; index: number; total: number; activity: Parameters<typeof draftToCard>[0] }
  | { type: "plan"; plan: PlanView }
  | ({ type: "error" } & PlanError);

export async function* readNdjson<T>(response: Response): AsyncGenerator<T> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as T;
    }
    if (done) break;
  }
}

export function usePlanStream() {
  const [state, setState] = useState<StreamState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (body: Record<string, unknown>): Promise<StreamState> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let current: StreamState = { phase: "loading", stage: "finding", percent: 2, activities: [], total: null };
    const update = (next: StreamState) => {
      current = next;
      if (!abort.signal.aborted) setState(next);
    };
    update(current);
    try {
      const response = await fetch("/api/date-plans/stream", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
        body: JSON.stringify(body),
        signal: abort.signal,
        credentials: "same-origin",
      });
      if (!response.ok || !response.body) {
        const text = await response.text();
        let detail: Partial<PlanError> = {};
        try {
          detail = JSON.parse(text) as PlanError;
        } catch {
          detail = { message: text || response.statusText };
        }
        update({
          phase: "error",
          error: { status: response.status, error: detail.error ?? "http-error", message: detail.message ?? "" },
        });
        return current;
      }
      for await (const event of readNdjson<Event>(response)) {
        if (current.phase !== "loading") break;
        if (event.type === "progress") update({ ...current, stage: event.stage, percent: event.percent });
        else if (event.type === "activity") {
          const activities = [...current.activities];
          activities[event.index] = draftToCard(event.activity);
          update({
            ...current,
            activities,
            total: event.total,
            percent: Math.max(current.percent, 75 + (20 * (event.index + 1)) / event.total),
          });
        } else if (event.type === "plan") update({ phase: "done", plan: event.plan });
        else if (event.type === "error") {
          update({
            phase: "error",
            error: {
              status: event.status,
              error: event.error,
              message: event.message,
              recentlySuggested: event.recentlySuggested,
              moderation: event.moderation,
            },
          });
        }
      }
      if (current.phase === "loading") {
        update({ phase: "error", error: { status: 0, error: "stream-ended", message: "" } });
      }
    } catch (error) {
      if (abort.signal.aborted) return current;
      update({
        phase: "error",
        error: { status: 0, error: "network", message: error instanceof Error ? error.message : "" },
      });
    }
    return current;
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ phase: "idle" });
  }, []);

  return { state, start, reset };
}
