// Which card an edit leaves the reader at: the stop that moved or changed length, the one added, the one
// that took a removed stop's place, or the first that an undo changed. Stops are known by their place, as
// a new version of the plan gives every activity a new id.
import type { PlanEdit } from "~/wire/plan-edits";
import { stopKey, type Stop } from "../../map/stop-selection";

type Stops = ReadonlyArray<Stop & { id?: string | null }>;

/** The index of the card to focus in `after`, or null when the plan has no stops left. */
export function editedStopIndex(before: Stops, after: Stops, edit: PlanEdit): number | null {
  if (!after.length) return null;
  const was = before.map(stopKey);
  const now = after.map(stopKey);
  const at = (key: string | undefined) => (key === undefined ? -1 : now.indexOf(key));
  let index = -1;
  if (edit.kind === "move" || edit.kind === "resize")
    index = at(was[before.findIndex((s) => s.id === edit.activityId)]);
  else if (edit.kind === "remove")
    index = Math.min(
      Math.max(
        0,
        before.findIndex((s) => s.id === edit.activityId),
      ),
      now.length - 1,
    );
  else if (edit.kind === "add") index = now.findIndex((key) => !was.includes(key));
  else index = now.findIndex((key, i) => key !== was[i]);
  return index >= 0 ? index : 0;
}
