// iCalendar (RFC 5545) text: the few parts a plan's calendar file needs. Text values escaped, lines folded
// at 75 octets, local times in a named zone, and that zone's definition (VTIMEZONE) worked out from Intl,
// so a calendar shows each stop at the place's own clock time wherever the reader is.
import { HOUR, MINUTE, wallClock } from "./time";

const CRLF = "\r\n";
const DAY = 24 * HOUR;

/** A TEXT value: backslashes, semicolons and commas escaped, every kind of line break written as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded so that no physical line is longer than 75 octets (the continuation's leading
 * space counts), never splitting a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = octets(char.codePointAt(0)!);
    if (size + bytes > limit) {
      lines.push(current);
      current = "";
      size = 0;
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** Content lines joined into iCalendar text: each folded, each ended by CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join("");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20261128T190000Z */
export function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant / MINUTE) * MINUTE) / MINUTE;
}

/** A wall-clock time (an instant shifted by its offset, read as UTC) as 20261128T190000. */
const wallStamp = (wall: number) => utcStamp(new Date(wall)).slice(0, -1);

/**
 * A DTSTART/DTEND property: the place's clock time with its zone, or UTC for the one instant a clock time
 * cannot name: the second pass through an hour repeated when the clocks go back (a local time that occurs
 * twice means its first occurrence).
 */
export function dateTimeProperty(name: string, instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const offset = offsetAt(at, timeZone);
  for (const earlier of new Set([offsetAt(at - HOUR, timeZone), offsetAt(at - 3 * HOUR, timeZone)])) {
    if (earlier === offset) continue;
    // The same clock time under the earlier offset, if that offset still held then.
    const first = at + (offset - earlier) * MINUTE;
    if (first < at && offsetAt(first, timeZone) === earlier) return `${name}:${utcStamp(instant)}`;
  }
  return `${name};TZID=${timeZone}:${wallStamp(at + offset * MINUTE)}`;
}

type Change = { at: number; from: number; to: number };

/** Where the zone's offset changes between two instants, to the minute. */
function offsetChanges(timeZone: string, from: number, to: number): Change[] {
  const changes: Change[] = [];
  const start = Math.floor(from / MINUTE) * MINUTE;
  let before = offsetAt(start, timeZone);
  for (let day = start + DAY; day < to + DAY; day += DAY) {
    const after = offsetAt(day, timeZone);
    if (after === before) continue;
    let [lo, hi] = [day - DAY, day];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid, timeZone) === before) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, from: before, to: after });
    before = after;
  }
  return changes;
}

const utcOffset = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/**
 * The VTIMEZONE for times between `first` and `last`: the offset in force at `first` and every change up
 * to `last`, each as the clock time it happens at (before it) with the offsets either side.
 */
export function timeZoneLines(timeZone: string, first: Date, last: Date): string[] {
  const start = first.getTime();
  const changes = offsetChanges(timeZone, start - 400 * DAY, last.getTime());
  const inForce = changes.filter((c) => c.at <= start).slice(-1);
  const observances = [...inForce, ...changes.filter((c) => c.at > start)];
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (!inForce.length) {
    // No change in the year before: the offset at `first` has held since long before.
    const offset = offsetAt(start, timeZone);
    observances.unshift({ at: Date.UTC(1970, 0, 1) - offset * MINUTE, from: offset, to: offset });
  }
  for (const { at, from, to } of observances) {
    const kind = to > from ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallStamp(at + from * MINUTE)}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
