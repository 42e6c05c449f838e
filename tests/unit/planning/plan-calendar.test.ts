// A plan's calendar file: one event per stop at the place's own clock times (with a zone definition that
// gives back the very instants of the plan, across a daylight-saving change too), text escaped and lines
// folded as RFC 5545 asks, so calendar apps read it whole.
import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "~/planning/icalendar";
import { calendarFileNames, planCalendar, type CalendarPlan, type CalendarStop } from "~/planning/plan-calendar";

const NOW = new Date("2026-11-24T08:00:00Z");

const stop = (id: string, startsAt: string, endsAt: string, overrides: Partial<CalendarStop> = {}): CalendarStop => ({
  id,
  name: `Place ${id}`,
  placeName: `Place ${id}`,
  location: "Somewhere 1, 10115 Berlin",
  description: "A good stop.",
  startsAt,
  endsAt,
  coordinates: { lat: 52.52, lng: 13.405 },
  ...overrides,
});

const plan = (timeZone: string, activities: CalendarStop[], language = "en"): CalendarPlan => ({
  title: "An evening out",
  timeZone,
  language,
  activities,
});

const build = (p: CalendarPlan) => planCalendar(p, { host: "amble.example", now: NOW });

/** The content lines, unfolded (a CRLF followed by a space continues the line before). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n").slice(0, -1);

type Event = Record<string, string>;
function events(text: string): Event[] {
  const out: Event[] = [];
  let current: Event | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      out.push(current!);
      current = null;
    } else if (current) {
      const [name] = line.slice(0, line.indexOf(":")).split(";");
      current[name] = line;
    }
  }
  return out;
}

/**
 * The instant a DTSTART/DTEND names, read the way a calendar app reads it: UTC when it ends in Z, else the
 * clock time under the last observance of the file's VTIMEZONE that began at or before it.
 */
function instantOf(property: string, text: string): number {
  const value = property.slice(property.lastIndexOf(":") + 1);
  const parts = (v: string) =>
    Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));
  if (value.endsWith("Z")) return parts(value);
  const lines = unfold(text);
  const observances: { start: number; offset: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^BEGIN:(STANDARD|DAYLIGHT)$/.test(lines[i])) continue;
    const start = parts(lines[i + 1].replace("DTSTART:", ""));
    const to = lines[i + 3].replace("TZOFFSETTO:", "");
    const offset = (to.startsWith("-") ? -1 : 1) * (+to.slice(1, 3) * 60 + +to.slice(3, 5));
    observances.push({ start, offset });
  }
  const local = parts(value);
  const inForce = observances
    .filter((o) => o.start <= local)
    .sort((a, b) => a.start - b.start)
    .at(-1);
  if (!inForce) throw new Error(`no observance for ${value}`);
  return local - inForce.offset * 60_000;
}

describe("a plan's calendar file", () => {
  it("has one event per stop: the place's name, its address and the stop's description", () => {
    const text = build(
      plan("Europe/Berlin", [
        stop("a1", "2026-11-28T18:00:00.000Z", "2026-11-28T19:30:00.000Z", {
          name: "Dinner at Borchardt",
          placeName: "Borchardt",
          location: "Französische Str. 47, 10117 Berlin",
          description: "Schnitzel in a grand old room.",
        }),
        stop("a2", "2026-11-28T19:45:00.000Z", "2026-11-28T21:00:00.000Z"),
      ]),
    );
    const [first, second] = events(text);
    expect(events(text)).toHaveLength(2);
    expect(first.SUMMARY).toBe("SUMMARY;LANGUAGE=en:Borchardt");
    expect(first.LOCATION).toBe("LOCATION:Französische Str. 47\\, 10117 Berlin");
    expect(first.DESCRIPTION).toBe("DESCRIPTION;LANGUAGE=en:Schnitzel in a grand old room.");
    expect(first.UID).toBe("UID:a1@amble.example");
    expect(first.DTSTAMP).toBe("DTSTAMP:20261124T080000Z");
    expect(second.UID).toBe("UID:a2@amble.example");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("names the plan's language on its texts", () => {
    const text = build(plan("Europe/Berlin", [stop("a1", "2026-11-28T18:00:00Z", "2026-11-28T19:00:00Z")], "de"));
    expect(events(text)[0].DESCRIPTION).toMatch(/^DESCRIPTION;LANGUAGE=de:/);
  });

  it("writes Berlin clock times with their zone, in winter and in summer", () => {
    const winter = build(plan("Europe/Berlin", [stop("w", "2026-11-28T18:00:00Z", "2026-11-28T19:30:00Z")]));
    expect(events(winter)[0].DTSTART).toBe("DTSTART;TZID=Europe/Berlin:20261128T190000");
    expect(events(winter)[0].DTEND).toBe("DTEND;TZID=Europe/Berlin:20261128T203000");
    const summer = build(plan("Europe/Berlin", [stop("s", "2026-07-04T17:00:00Z", "2026-07-04T18:00:00Z")]));
    expect(events(summer)[0].DTSTART).toBe("DTSTART;TZID=Europe/Berlin:20260704T190000");
    for (const text of [winter, summer]) {
      expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n");
      for (const e of events(text)) {
        expect(instantOf(e.DTSTART, text)).toBe(
          Date.parse(text === winter ? "2026-11-28T18:00:00Z" : "2026-07-04T17:00:00Z"),
        );
      }
    }
  });

  it("writes New York clock times on the place's own day, not UTC's", () => {
    // 19:00 in New York is already the next day in UTC.
    const text = build(
      plan("America/New_York", [
        stop("n1", "2026-11-29T00:00:00.000Z", "2026-11-29T01:30:00.000Z"),
        stop("n2", "2026-11-29T02:00:00.000Z", "2026-11-29T04:00:00.000Z"),
      ]),
    );
    const [first, second] = events(text);
    expect(first.DTSTART).toBe("DTSTART;TZID=America/New_York:20261128T190000");
    expect(first.DTEND).toBe("DTEND;TZID=America/New_York:20261128T203000");
    expect(second.DTSTART).toBe("DTSTART;TZID=America/New_York:20261128T210000");
    expect(text).toContain("TZOFFSETTO:-0500");
    expect(instantOf(second.DTEND, text)).toBe(Date.parse("2026-11-29T04:00:00Z"));
  });

  it("keeps every stop at its instant through the night the clocks go back", () => {
    // Berlin, 24–25 October 2026: at 03:00 summer time the clocks go back to 02:00.
    const instants = [
      ["2026-10-24T20:00:00Z", "2026-10-24T22:00:00Z"], // 22:00–00:00 summer time
      ["2026-10-24T23:30:00Z", "2026-10-25T00:30:00Z"], // 01:30–02:30, the first 02:30
      ["2026-10-25T00:45:00Z", "2026-10-25T01:15:00Z"], // 02:45 summer time – 02:15 winter time
      ["2026-10-25T01:30:00Z", "2026-10-25T03:00:00Z"], // 02:30 winter time (the second) – 04:00
    ];
    const text = build(
      plan(
        "Europe/Berlin",
        instants.map(([s, e], i) => stop(`d${i}`, s, e)),
      ),
    );
    const list = events(text);
    expect(list[0].DTSTART).toBe("DTSTART;TZID=Europe/Berlin:20261024T220000");
    expect(list[1].DTEND).toBe("DTEND;TZID=Europe/Berlin:20261025T023000");
    expect(list[2].DTSTART).toBe("DTSTART;TZID=Europe/Berlin:20261025T024500");
    // A clock time that happens twice means its first pass: the second pass is written in UTC.
    expect(list[2].DTEND).toBe("DTEND:20261025T011500Z");
    expect(list[3].DTSTART).toBe("DTSTART:20261025T013000Z");
    expect(list[3].DTEND).toBe("DTEND;TZID=Europe/Berlin:20261025T040000");
    expect(text).toMatch(/BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100/);
    instants.forEach(([s, e], i) => {
      expect(instantOf(list[i].DTSTART, text), `stop ${i} start`).toBe(Date.parse(s));
      expect(instantOf(list[i].DTEND, text), `stop ${i} end`).toBe(Date.parse(e));
    });
  });

  it("keeps stops at their instants on the morning the clocks go forward in New York", () => {
    const text = build(
      plan("America/New_York", [
        stop("m1", "2026-03-08T06:30:00Z", "2026-03-08T07:30:00Z"), // 01:30 EST – 03:30 EDT
        stop("m2", "2026-03-08T08:00:00Z", "2026-03-08T09:00:00Z"), // 04:00–05:00 EDT
      ]),
    );
    const [first, second] = events(text);
    expect(first.DTSTART).toBe("DTSTART;TZID=America/New_York:20260308T013000");
    expect(first.DTEND).toBe("DTEND;TZID=America/New_York:20260308T033000");
    expect(second.DTSTART).toBe("DTSTART;TZID=America/New_York:20260308T040000");
    expect(text).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/);
    expect(instantOf(first.DTEND, text)).toBe(Date.parse("2026-03-08T07:30:00Z"));
  });

  it("defines a zone without daylight saving by its one offset", () => {
    const text = build(plan("Asia/Kolkata", [stop("k", "2026-11-28T13:30:00Z", "2026-11-28T15:00:00Z")]));
    expect(events(text)[0].DTSTART).toBe("DTSTART;TZID=Asia/Kolkata:20261128T190000");
    expect(text).toMatch(/BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:\+0530\r\nTZOFFSETTO:\+0530/);
  });
});

describe("iCalendar text", () => {
  it("escapes commas, semicolons, backslashes and every kind of line break", () => {
    expect(escapeText("Wine, cheese; and\nmore\r\nor\rless \\ both")).toBe(
      "Wine\\, cheese\\; and\\nmore\\nor\\nless \\\\ both",
    );
    const text = build(
      plan("Europe/Berlin", [
        stop("e", "2026-11-28T18:00:00Z", "2026-11-28T19:00:00Z", {
          placeName: "Bar; Café, Küche",
          description: "Line one,\nline two; done",
        }),
      ]),
    );
    expect(events(text)[0].SUMMARY).toBe("SUMMARY;LANGUAGE=en:Bar\\; Café\\, Küche");
    expect(events(text)[0].DESCRIPTION).toBe("DESCRIPTION;LANGUAGE=en:Line one\\,\\nline two\\; done");
  });

  it("folds lines at 75 octets without splitting a character, and unfolds to the same line", () => {
    const long = `DESCRIPTION:${"Schöne Grüße aus München 🍺, ".repeat(12)}Ende`;
    const folded = foldLine(long);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(5);
    for (const [i, line] of physical.entries()) {
      expect(Buffer.byteLength(line, "utf8"), `line ${i}`).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(" ")).toBe(true);
      // Each physical line is whole UTF-8 on its own: no character cut in two.
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(physical.slice(0, -1).every((l) => Buffer.byteLength(l, "utf8") >= 72)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("folds the long lines of a whole file", () => {
    const description = "A long description that goes on, and on; past the 75 octets a line may hold. ".repeat(3);
    const text = build(
      plan("Europe/Berlin", [stop("f", "2026-11-28T18:00:00Z", "2026-11-28T19:00:00Z", { description })]),
    );
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(events(text)[0].DESCRIPTION).toBe(`DESCRIPTION;LANGUAGE=en:${escapeText(description)}`);
  });
});

describe("the file's name", () => {
  it("is the plan's title, in letters and digits and in full", () => {
    expect(calendarFileNames("Romantic Evening in Mitte")).toEqual({
      ascii: "Romantic_Evening_in_Mitte.ics",
      unicode: "Romantic Evening in Mitte.ics",
    });
    expect(calendarFileNames("Gemütlicher Abend: Schöneberg")).toEqual({
      ascii: "Gem_tlicher_Abend_Sch_neberg.ics",
      unicode: "Gemütlicher Abend Schöneberg.ics",
    });
  });
});
