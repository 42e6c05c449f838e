// A plan as a calendar file: one event per stop, at its clock times in the place's own zone, named and
// described in the plan's own words (the plan's language).
import { calendarText, dateTimeProperty, escapeText, timeZoneLines, utcStamp } from "./icalendar";

export type CalendarStop = {
  id: string;
  name: string;
  placeName: string | null;
  location: string;
  description: string;
  startsAt: string;
  endsAt: string;
  coordinates: { lat: number; lng: number };
};

export type CalendarPlan = {
  title: string;
  timeZone: string;
  language: string;
  activities: readonly CalendarStop[];
};

/**
 * The .ics text. `host` makes the events' UIDs globally unique (RFC 5545 asks for a domain); `now` is
 * when the file was made (DTSTAMP).
 */
export function planCalendar(plan: CalendarPlan, { host, now }: { host: string; now: Date }): string {
  const zone = plan.timeZone;
  const stops = plan.activities;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Amble//Amble plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(plan.title)}`,
  ];
  if (stops.length) {
    lines.push(...timeZoneLines(zone, new Date(stops[0].startsAt), new Date(stops.at(-1)!.endsAt)));
  }
  for (const stop of stops) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${stop.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      dateTimeProperty("DTSTART", new Date(stop.startsAt), zone),
      dateTimeProperty("DTEND", new Date(stop.endsAt), zone),
      `SUMMARY;LANGUAGE=${plan.language}:${escapeText(stop.placeName ?? stop.name)}`,
      `LOCATION:${escapeText(stop.location)}`,
      `GEO:${stop.coordinates.lat.toFixed(6)};${stop.coordinates.lng.toFixed(6)}`,
      `DESCRIPTION;LANGUAGE=${plan.language}:${escapeText(stop.description)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return calendarText(lines);
}

/** The file's name: the plan's title in letters and digits ("Romantic_Evening_in_Mitte.ics"), and in full. */
export function calendarFileNames(title: string): { ascii: string; unicode: string } {
  const ascii = title.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "plan";
  const unicode =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || "plan";
  return { ascii: `${ascii}.ics`, unicode: `${unicode}.ics` };
}
