// "Undo edit": the plan as it stood before the last hand edit, while nothing else (a swap, a new version)
// changed it since.
import { Undo2 } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { EditForm } from "./edit-form";
import { EditRefusal } from "./edit-refusal";
import type { StopEditing } from "./use-stop-editing";

export function UndoEdit({ editing }: { editing: StopEditing }) {
  const { t } = useTranslation("editing");
  if (!editing.canUndo && editing.refused?.target !== "undo") return null;
  return (
    <div data-html2canvas-ignore>
      {editing.canUndo ? (
        <EditForm editing={editing} fields={{ kind: "undo" }} target="undo">
          <button type="submit" className="btn-secondary" disabled={editing.busy !== null}>
            <Undo2 aria-hidden className="h-4 w-4" /> {editing.busy === "undo" ? t("undoing") : t("undo")}
          </button>
        </EditForm>
      ) : null}
      <EditRefusal editing={editing} target="undo" />
    </div>
  );
}
