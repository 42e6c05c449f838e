// A refusal that explains itself, in the reader's words (locales/<language>/safety.json), as one line of text for the API's
// `message` and the chat: the crisis lines are spelled out too, for a client that shows nothing else.
import de from "../../locales/de/safety.json";
import en from "../../locales/en/safety.json";
import { createT, type TFunction } from "~/i18n/translate";
import type { PlanLanguage } from "~/planning/request";
import type { ExplainedRefusal } from "./refusal";

const T: Record<PlanLanguage, TFunction> = {
  en: createT("en", { safety: en }, "safety"),
  de: createT("de", { safety: de }, "safety"),
};

export function refusalText(refusal: ExplainedRefusal, language: PlanLanguage): string {
  const t = T[language];
  switch (refusal.kind) {
    case "crisis": {
      const lines = refusal.lines.map((line) => {
        const name = line.name ?? t(line.note === "ambulance" ? "crisis.ambulance" : "crisis.emergency");
        return line.kind === "text"
          ? `${name}: ${t("support.textLine", { keyword: line.keyword, number: line.number })}`
          : `${name}: ${line.number}`;
      });
      return `${t("support.title")}. ${t("support.text")} ${t("support.linesTitle")} ${lines.join("; ")}.`;
    }
    case "harm":
      return `${t(`harm.${refusal.harm}`)} ${t("harm.guidance")}`;
  }
}
