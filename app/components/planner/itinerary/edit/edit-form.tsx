// One hand edit as a real form: without JavaScript it posts to the plan page (which saves it and comes
// back to the stop); with JavaScript the same fields go to the edits API in place.
import type { ReactNode } from "react";
import type { PlanEdit } from "~/wire/plan-edits";
import type { EditTarget, StopEditing } from "./use-stop-editing";

export function EditForm({
  editing,
  fields,
  target,
  className,
  children,
}: {
  editing: StopEditing;
  fields: PlanEdit;
  target: EditTarget;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={`/plan/${editing.planId}`}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        editing.edit(fields, target);
      }}
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="target" value={target} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      {children}
    </form>
  );
}
