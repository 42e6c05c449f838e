// The content moderation dialog. Self-harm gets a supportive message with the crisis lines of the person's
// country (never a scolding one); harm planned against someone gets the reason; other critical content
// "Content Policy Violation"; anything else the guideline message asking to revise the request.
import { HeartHandshake, MessageSquareWarning, ShieldAlert } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { Dialog } from "~/components/ui/dialog";
import { CrisisLines } from "~/components/refusal-notice";
import { contentRefusal } from "~/moderation/refusal";
import type { ModerationResult } from "~/moderation/result";

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
  const refusal = result ? contentRefusal(result, i18n.language, location) : ({ kind: "revise" } as const);
  const close = () => onOpenChange(false);
  const common = { open: Boolean(result?.isInappropriate), onOpenChange };

  if (refusal.kind === "crisis") {
    return (
      <Dialog
        {...common}
        title={t("support.title")}
        description={t("support.text")}
        icon={<HeartHandshake aria-hidden className="h-10 w-10 text-rose-500" />}
      >
        <div className="mt-5 space-y-2">
          <CrisisLines lines={refusal.lines} />
        </div>
        <button type="button" className="btn-secondary mt-6 w-full" onClick={close}>
          {t("support.close")}
        </button>
      </Dialog>
    );
  }

  if (refusal.kind === "harm") {
    return (
      <Dialog
        {...common}
        title={t("harm.title")}
        description={t(`harm.${refusal.harm}`)}
        icon={<ShieldAlert aria-hidden className="h-10 w-10 text-amber-600" />}
      >
        <p className="mt-3 text-center text-sm text-slate-600">{t("harm.guidance")}</p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={close}>
          {t("harm.action")}
        </button>
      </Dialog>
    );
  }

  const key = refusal.kind === "violation" ? "violation" : "inappropriate";
  return (
    <Dialog
      {...common}
      title={t(`${key}.title`)}
      description={t(`${key}.text`)}
      icon={
        refusal.kind === "violation" ? (
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
