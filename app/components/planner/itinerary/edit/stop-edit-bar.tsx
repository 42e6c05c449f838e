// A stop's hand edits under its card: earlier, later, 15 minutes shorter or longer, remove. Each is its
// own small form, so every control works without JavaScript and is reached by keyboard in reading order.
import { ArrowDown, ArrowUp, Minus, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translations";
import type { PlanEdit } from "~/wire/plan-edits";
import { EditForm } from "./edit-form";
import { EditRefusal } from "./edit-refusal";
import type { StopEditing } from "./use-stop-editing";

type EditedStop = { id: string; name: string; startsAt: string; endsAt: string };

const ICON = "h-4 w-4";

function EditButton({
  editing,
  fields,
  target,
  label,
  disabled,
  children,
}: {
  editing: StopEditing;
  fields: PlanEdit;
  target: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <EditForm editing={editing} fields={fields} target={target}>
      <button
        type="submit"
        className="btn-secondary px-3 py-1.5"
        aria-label={label}
        title={label}
        disabled={disabled || editing.busy !== null}
      >
        {children}
      </button>
    </EditForm>
  );
}

export function StopEditBar({
  editing,
  stop,
  index,
  count,
}: {
  editing: StopEditing;
  stop: EditedStop;
  index: number;
  count: number;
}) {
  const { t } = useTranslation("editing");
  const name = stop.name;
  const minutes = Math.round((Date.parse(stop.endsAt) - Date.parse(stop.startsAt)) / 60_000);
  const activityId = stop.id;
  return (
    <div className="mt-2 px-1" data-html2canvas-ignore>
      <div role="group" aria-label={t("toolbar", { name })} className="flex flex-wrap items-center gap-1.5">
        <EditButton
          editing={editing}
          target={activityId}
          fields={{ kind: "move", activityId, direction: "up" }}
          label={t("moveUp", { name })}
          disabled={index === 0}
        >
          <ArrowUp aria-hidden className={ICON} />
        </EditButton>
        <EditButton
          editing={editing}
          target={activityId}
          fields={{ kind: "move", activityId, direction: "down" }}
          label={t("moveDown", { name })}
          disabled={index === count - 1}
        >
          <ArrowDown aria-hidden className={ICON} />
        </EditButton>
        <EditButton
          editing={editing}
          target={activityId}
          fields={{ kind: "resize", activityId, minutes: -15 }}
          label={t("shorter", { name })}
        >
          <Minus aria-hidden className={ICON} />
        </EditButton>
        <span className="min-w-16 text-center text-sm font-medium text-slate-700">{t("length", { minutes })}</span>
        <EditButton
          editing={editing}
          target={activityId}
          fields={{ kind: "resize", activityId, minutes: 15 }}
          label={t("longer", { name })}
        >
          <Plus aria-hidden className={ICON} />
        </EditButton>
        <EditButton
          editing={editing}
          target={activityId}
          fields={{ kind: "remove", activityId }}
          label={t("remove", { name })}
          disabled={count === 1}
        >
          <Trash2 aria-hidden className={ICON} />
        </EditButton>
        {editing.busy === activityId ? (
          <span role="status" className="text-sm text-slate-600">
            {t("saving")}
          </span>
        ) : null}
      </div>
      <EditRefusal editing={editing} target={activityId} />
    </div>
  );
}
