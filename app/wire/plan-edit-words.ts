// A refused hand edit of a plan in the reader's words, from its code and facts: "The museum closes at 18:00, so it
// can't move after dinner". Times in the plan's own time zone and the reader's convention.
import type { TFunction } from "~/i18n/translate";
import { formatClock } from "~/planning/format";
import type { EditRefusal } from "~/wire/plan-edits";

export function refusalText(t: TFunction, refusal: EditRefusal, language: string, timeZone: string): string {
  const time = refusal.at ? formatClock(refusal.at, language === "de" ? "de" : "en", timeZone) : "";
  const facts = { place: refusal.place ?? "", time, minutes: refusal.minutes, after: refusal.after };
  switch (refusal.code) {
    case "closed":
      return t("refusal.closed", facts);
    case "closes-before":
      return t(refusal.after ? "refusal.closesBeforeAfter" : "refusal.closesBefore", facts);
    case "too-short":
      return t("refusal.tooShort", facts);
    case "too-long":
      return t("refusal.tooLong", facts);
    case "window-full":
      return t("refusal.windowFull", facts);
    case "meal-order":
      return t(refusal.after ? "refusal.mealOrderAfter" : "refusal.mealOrder", facts);
    case "already-in-plan":
      return t("refusal.alreadyInPlan", facts);
    case "only-stop":
      return t("refusal.onlyStop", facts);
    case "edge":
      return t("refusal.edge", facts);
    case "none-of-kind":
      return t("refusal.noneOfKind", facts);
    case "rule":
      return refusal.rule ? t(`refusal.rule.${refusal.rule}`, facts) : t("refusal.generic");
  }
}
