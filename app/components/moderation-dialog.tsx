// The content moderation dialog. Three outcomes: self-harm gets a supportive message with
// the crisis lines of the person's country (never a scolding one); critical content gets "Content Policy
// Violation"; anything else the guideline message asking to revise the request.
import { HeartHandshake, MessageSquareText, MessageSquareWarning, Phone, ShieldAlert } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { Dialog } from "~/components/ui/dialog";
import { isSelfHarm, type ModerationResult } from "~/moderation/result";
import { crisisLines, type CrisisLine } from "~/moderation/crisis-lines";

export type ModerationOutcome = "support" | "violation" | "inappropriate";

export function moderationOutcome(result: ModerationResult): ModerationOutcome {
  if (isSelfHarm(result.categories)) return "support";
  return result.severity === "critical" ? "violation" : "inappropriate";
}

export function ModerationDialog({
  result,
  onOpenChange,
  location,
}: {
  /** The flagged result to explain; null keeps the dialog closed. */
  result: ModerationResult | null;
  onOpenChange: (open: boolean) => void;
  /** The plan's location, to pick the crisis lines where the person is. */
  location?: string | null;
}) {
  const { t, i18n } = useTranslation("safety");
  const outcome = result ? moderationOutcome(result) : "inappropriate";
  const close = () => onOpenChange(false);
  const common = { open: Boolean(result?.isInappropriate), onOpenChange };

  if (outcome === "support") {
    return (
      <Dialog
        {...common}
        title={t("support.title")}
        description={t("support.text")}
        icon={<HeartHandshake aria-hidden className="h-10 w-10 text-rose-500" />}
      >
        <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("support.linesTitle")}</h3>
        <ul className="mt-2 space-y-2">
          {crisisLines(i18n.language, location).map((line) => (
            <CrisisLineItem key={line.href} line={line} />
          ))}
        </ul>
        <button type="button" className="btn-secondary mt-6 w-full" onClick={close}>
          {t("support.close")}
        </button>
      </Dialog>
    );
  }

  const key = outcome === "violation" ? "violation" : "inappropriate";
  return (
    <Dialog
      {...common}
      title={t(`${key}.title`)}
      description={t(`${key}.text`)}
      icon={
        outcome === "violation" ? (
          <ShieldAlert aria-hidden className="h-10 w-10 text-red-600" />
        ) : (
          <MessageSquareWarning aria-hidden className="h-10 w-10 text-amber-500" />
        )
      }
    >
      <p className="mt-3 text-center text-sm text-slate-600">{t(`${key}.guidance`)}</p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={close}>
        {t(`${key}.action`)}
      </button>
    </Dialog>
  );
}

function CrisisLineItem({ line }: { line: CrisisLine }) {
  const { t } = useTranslation("safety");
  const name = line.name ?? t(line.note === "ambulance" ? "crisis.ambulance" : "crisis.emergency");
  const Icon = line.kind === "text" ? MessageSquareText : Phone;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">{name}</p>
      <p className="text-sm text-slate-600">{t(`crisis.notes.${line.note}`)}</p>
      <a href={line.href} className="btn-primary mt-2 w-full">
        <Icon aria-hidden className="h-4 w-4" />
        {line.kind === "text"
          ? t("support.textLine", { keyword: line.keyword, number: line.number })
          : t("support.call", { number: line.number })}
      </a>
    </li>
  );
}
