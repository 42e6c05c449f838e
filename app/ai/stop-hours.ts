// "Is the museum open on tuesday?" with a plan on screen: that stop's hours on the day asked (the plan's day
// when none is named), read from its opening_hours in the plan's zone; the cards' general note when the
// question names no stop of the plan.
import { formatWallClock } from "~/planning/format";
import { hoursOnDate } from "~/planning/hours-today";
import { resolveLocation } from "~/planning/places/gazetteer";
import type { PlanLanguage } from "~/planning/request";
import { positionOf, type DayReading } from "~/understanding";
import { formatPlannedDate } from "~/utils/planned-date";
import type { ChatPlan } from "./chat-context";
import { ASSISTANT_T, REPLIES } from "./replies";

/** The stop the question's words name ("museum on tuesday", "das café am sonntag"), or null. */
function stopAsked(words: string, plan: ChatPlan): ChatPlan["activities"][number] | null {
  for (const word of words.split(/[^\p{L}'&-]+/u).filter((w) => w.length >= 3)) {
    const at = positionOf(word, plan.activities);
    if (at >= 0) return plan.activities[at];
  }
  return null;
}

export function stopHoursAnswer(asked: string, day: DayReading | null, plan: ChatPlan, language: PlanLanguage): string {
  const stop = stopAsked(asked, plan);
  const date = day && day.kind !== "either" && !(day.kind === "outside" && day.past) ? day.date : plan.plannedDate;
  if (!stop || !date || !plan.timeZone) return REPLIES[language].hoursOnCards;
  const t = (key: string, values: Record<string, unknown> = {}) =>
    ASSISTANT_T[language](`stopHours.${key}`, { name: stop.name, day: formatPlannedDate(date, language), ...values });
  const schedule = {
    hours: stop.openingHours ?? "",
    country: resolveLocation(plan.location)?.country ?? "",
    timeZone: plan.timeZone,
  };
  const hours = hoursOnDate(schedule, date);
  if (!hours) return t("unknown");
  if (hours === "closed") return t("closed");
  const clock = (time: string) => formatWallClock(time, language);
  const said = hours.allDay
    ? t("allDay")
    : t("open", { hours: hours.ranges.map(([from, to]) => `${clock(from)}–${clock(to)}`).join(` ${t("and")} `) });
  // The kind of place's usual hours, not its own: said so, as the card does.
  return hours.usual ? `${said} ${t("usual")}` : said;
}
