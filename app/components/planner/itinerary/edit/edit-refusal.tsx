// Why an edit was refused, said beside the control that asked, until the next edit.
import { useTranslation } from "~/i18n/translations";
import { refusalText } from "~/wire/plan-edit-words";
import type { EditTarget, StopEditing } from "./use-stop-editing";

export function EditRefusal({ editing, target }: { editing: StopEditing; target: EditTarget }) {
  const { t } = useTranslation("editing");
  const refused = editing.refused;
  if (refused?.target !== target) return null;
  return (
    <p role="alert" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      {refused.refusal ? refusalText(t, refused.refusal, editing.language, editing.timeZone) : t("refusal.generic")}
    </p>
  );
}
