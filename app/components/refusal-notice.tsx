// A refusal that explains itself, shown in the page rather than a dialog: in the chat (with and without
// JavaScript) and under the planning form without JavaScript. Self-harm gets the supportive words and the
// crisis lines of the person's country as tel:/sms: links; harm to others gets the reason, kindly put.
import { HeartHandshake, MessageSquareText, Phone, ShieldAlert } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { CrisisLine } from "~/moderation/crisis-lines";
import type { ExplainedRefusal } from "~/moderation/refusal";

export function RefusalNotice({ refusal }: { refusal: ExplainedRefusal }) {
  const { t } = useTranslation("safety");
  if (refusal.kind === "harm") {
    return (
      <section role="alert" aria-labelledby="refusal-title" className="card space-y-2 border border-amber-200">
        <h2 id="refusal-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <ShieldAlert aria-hidden className="size-6 text-amber-600" />
          {t("harm.title")}
        </h2>
        <p className="text-slate-700">{t(`harm.${refusal.harm}`)}</p>
        <p className="text-sm text-slate-600">{t("harm.guidance")}</p>
      </section>
    );
  }
  return (
    <section role="alert" aria-labelledby="refusal-title" className="card space-y-3 border border-rose-200">
      <h2 id="refusal-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <HeartHandshake aria-hidden className="size-6 text-rose-500" />
        {t("support.title")}
      </h2>
      <p className="text-slate-700">{t("support.text")}</p>
      <CrisisLines lines={refusal.lines} />
    </section>
  );
}

/** The crisis lines with their notes, each a link that calls or texts. */
export function CrisisLines({ lines }: { lines: CrisisLine[] }) {
  const { t } = useTranslation("safety");
  return (
    <>
      <h3 className="text-sm font-semibold text-slate-900">{t("support.linesTitle")}</h3>
      <ul className="space-y-2">
        {lines.map((line) => (
          <CrisisLineItem key={line.href} line={line} />
        ))}
      </ul>
    </>
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
