// Google's weekly opening periods rewritten in OSM opening_hours syntax, so one hours check serves every
// place source.
export type GooglePoint = { day: number; hour?: number; minute?: number };
export type GooglePeriod = { open: GooglePoint; close?: GooglePoint };

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const OSM_DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Google's weekly periods (day 0 = Sunday) as OSM opening_hours. A period past midnight is split at
 * midnight ("Fr 20:00-24:00; Sa 00:00-03:00,…"): a later rule for Saturday would otherwise cancel
 * Friday's overflow, and the evaluator joins the two halves into one open interval again.
 */
export function googlePeriodsToOsm(periods: readonly GooglePeriod[] | undefined): string | null {
  if (!periods?.length) return null;
  // "Open 24 hours": a single period opening Sunday 00:00 and never closing.
  const [first] = periods;
  if (periods.length === 1 && !first.close && first.open.day === 0 && !first.open.hour && !first.open.minute) {
    return "24/7";
  }
  const days: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => []);
  for (const { open, close } of periods) {
    if (!open || !close) continue;
    const start = open.day * DAY + (open.hour ?? 0) * 60 + (open.minute ?? 0);
    let end = close.day * DAY + (close.hour ?? 0) * 60 + (close.minute ?? 0);
    if (end <= start) end += WEEK; // Saturday night into Sunday
    for (let t = start; t < end; ) {
      const dayStart = Math.floor(t / DAY) * DAY;
      const until = Math.min(end, dayStart + DAY);
      days[(dayStart / DAY) % 7].push([t - dayStart, until - dayStart]);
      t = until;
    }
  }
  const hours = days.map((ranges) =>
    merge(ranges)
      .map(([a, b]) => `${clock(a)}-${clock(b)}`)
      .join(","),
  );
  if (hours.every((h) => h === "00:00-24:00")) return "24/7";
  const byHours = new Map<string, number[]>();
  for (const [position, day] of MONDAY_FIRST.entries()) {
    if (hours[day]) byHours.set(hours[day], [...(byHours.get(hours[day]) ?? []), position]);
  }
  if (!byHours.size) return null;
  return [...byHours].map(([h, positions]) => `${dayList(positions)} ${h}`).join("; ");
}

function merge(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Positions in a Monday-first week as "Mo-Fr", "Mo,We" or "Sa-Su". */
function dayList(positions: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < positions.length; ) {
    let j = i;
    while (j + 1 < positions.length && positions[j + 1] === positions[j] + 1) j++;
    const name = (p: number) => OSM_DAYS[MONDAY_FIRST[p]];
    runs.push(j > i ? `${name(positions[i])}-${name(positions[j])}` : name(positions[i]));
    i = j + 1;
  }
  return runs.join(",");
}
