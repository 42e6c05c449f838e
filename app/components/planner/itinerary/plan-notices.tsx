// What a plan says plainly above its cards: a wish it could not meet and why, a night out with nowhere
// open at its end. Each notice is written in both languages; the plan's own language is shown.
import { Info } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/i18n/translations";
import type { PlanNotice } from "~/planning/engine/notices";

export function PlanNotices({ notices, language }: { notices: readonly PlanNotice[]; language?: string }) {
  const { t, i18n } = useTranslation("notices");
  const headingId = useId();
  if (!notices.length) return null;
  const lang = (language ?? i18n.language) === "de" ? "de" : "en";
  return (
    <aside
      aria-labelledby={headingId}
      className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="space-y-1">
        <h3 id={headingId} className="font-bold">
          {t("heading")}
        </h3>
        <ul className="space-y-1">
          {notices.map((notice) => (
            <li key={`${notice.kind}:${notice.wish ?? ""}`}>{notice.text[lang]}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
