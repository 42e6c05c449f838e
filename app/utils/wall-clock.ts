// A time of day as the reader writes it ("17:00" → "5:00 PM" in English, "17:00" in German): the chat
// and its chips say times the way the plan's cards do (planning/format.ts).
import { formatClock } from "~/planning/format";
import type { PlanLanguage } from "~/planning/request-options";

/** "HH:MM" (24 h) in the reader's convention; anything else is returned as it is. */
export function formatWallClock(time: string, language: PlanLanguage): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 24 || minutes > 59) return time;
  return formatClock(Date.UTC(2000, 0, 1, hours % 24, minutes), language, "UTC");
}
