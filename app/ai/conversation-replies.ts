// What the built-in model asks and answers while a request takes shape, in the reader's language
// (locales/<language>/assistant.json): the day when it is missing or could be two, a day outside the
// planning window, "near me" without a place, what Amble does, and the plan made,
// its day said plainly ("Saturday, 5 December").
import type { PlanLanguage } from "~/planning/request";
import { addDays } from "~/planning/time";
import { PLANNING_WINDOW_DAYS, type DayReading } from "~/understanding";
import { formatPlannedDate } from "~/utils/planned-date";
import { formatWallClock } from "~/planning/format";
import { formatMoney } from "~/planning/money";
import type { PlanSummary } from "./chat-context";
import { ASSISTANT_T } from "./replies";

export function conversationReplies(language: PlanLanguage) {
  const t = ASSISTANT_T[language];
  const day = (date: string) => formatPlannedDate(date, language);
  return {
    askDay: () => t("askDay"),
    /** Where the person is: with "Use my location" on offer when the chat has it. */
    askNearMe: (canLocate = false) => t(canLocate ? "askNearMeOrShare" : "askNearMe"),
    whatIDo: () => t("whatIDo"),
    /** The question for two possible days, or the answer for a day outside the window. */
    aboutDay: (reading: Exclude<DayReading, { kind: "date" }>, today: string) =>
      reading.kind === "either"
        ? t("askWhichDay", { first: day(reading.dates[0]), second: day(reading.dates[1]) })
        : t(reading.past ? "dayPast" : "dayTooFar", {
            day: day(reading.date),
            last: day(addDays(today, PLANNING_WINDOW_DAYS)),
          }),
    plannedOn: (p: PlanSummary & { plannedDate: string }) =>
      t("plannedOn", {
        title: p.title,
        day: day(p.plannedDate),
        count: p.activityCount,
        location: p.location,
        start: formatWallClock(p.startTime, language),
        spend: formatMoney(p.totalSpend, p.currency ?? "EUR", language),
      }),
  };
}
