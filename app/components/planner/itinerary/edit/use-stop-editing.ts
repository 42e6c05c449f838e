// The plan page's hand edits with JavaScript: each form's fields go to the edits API, the plan on screen
// becomes the edited one with the focus on the card it changed, and a refusal is kept beside the control
// that asked. Without JavaScript the
// same forms post to the page (routes/plan.$planId.tsx), whose answer this reads back.
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { EditRefusal, PlanEdit } from "~/wire/plan-edits";
import type { PlanView } from "../../types";
import { editedStopIndex } from "./edited-stop";

/** Where a refusal is shown: a stop's id, "add" or "undo". */
export type EditTarget = string;

/** What the plan page's loader and action tell the edit controls. */
export type EditPageData = { editing?: { canUndoEdit: boolean } | null };
export type EditActionData = { intent?: string; target?: EditTarget; refusal?: EditRefusal; message?: string };

export type StopEditing = {
  planId: string;
  timeZone: string;
  language: string;
  canUndo: boolean;
  busy: EditTarget | null;
  refused: { target: EditTarget; refusal: EditRefusal | null } | null;
  edit: (fields: PlanEdit, target: EditTarget) => void;
};

type Answer = { plan?: PlanView; canUndoEdit?: boolean; error?: string; refusal?: EditRefusal };

export function useStopEditing(plan: PlanView | null, setPlan: (plan: PlanView) => void): StopEditing | null {
  const page = useRouteLoaderData("routes/plan.$planId") as EditPageData | undefined;
  const posted = useActionData() as EditActionData | undefined;
  const [canUndo, setCanUndo] = useState(Boolean(page?.editing?.canUndoEdit));
  const [busy, setBusy] = useState<EditTarget | null>(null);
  const [refused, setRefused] = useState<StopEditing["refused"]>(null);
  // The card an edit changed, focused once the edited plan is on screen (every card is new then, so the
  // focus would otherwise fall back to the page and the reader lose their place).
  const [focusStop, setFocusStop] = useState<{ index: number } | null>(null);
  useEffect(() => setCanUndo(Boolean(page?.editing?.canUndoEdit)), [page?.editing?.canUndoEdit]);
  useEffect(() => {
    if (!focusStop) return;
    const card = document.querySelector<HTMLElement>(`article[data-stop="${focusStop.index + 1}"]`);
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ block: "center" });
  }, [focusStop]);
  // A refusal posted without JavaScript comes back as the page's action data.
  const postedRefusal =
    posted?.intent === "edit" && posted.target ? { target: posted.target, refusal: posted.refusal ?? null } : null;
  if (!plan || !page?.editing) return null;

  const edit = (fields: PlanEdit, target: EditTarget) => {
    setBusy(target);
    setRefused(null);
    fetch(`/api/date-plans/${plan.id}/edits`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    })
      .then(async (response) => {
        const answer = (await response.json()) as Answer;
        if (response.ok && answer.plan) {
          const index = editedStopIndex(plan.activities, answer.plan.activities, fields);
          setPlan(answer.plan);
          if (index !== null) setFocusStop({ index });
          setCanUndo(Boolean(answer.canUndoEdit));
        } else setRefused({ target, refusal: answer.refusal ?? null });
      })
      .catch(() => setRefused({ target, refusal: null }))
      .finally(() => setBusy(null));
  };

  return {
    planId: plan.id,
    timeZone: plan.timeZone,
    language: plan.language,
    canUndo,
    busy,
    refused: refused ?? postedRefusal,
    edit,
  };
}
