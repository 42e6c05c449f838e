// A visit as tips are checked against it: on its plan day's clock, with the day's month, weekday and the
// sun's times there.
import { WEEKDAYS, type Meal } from "../places/place";
import { sunriseSunset } from "../sun";
import { addDays, localDate, MINUTE, minuteOfDay } from "../time";

/** One scheduled visit: what a tip is checked against. */
export type Visit = {
  start: number;
  end: number;
  timeZone: string;
  lat: number;
  lng: number;
  /** The meal this stop is, if any. */
  meal: Meal | null;
  /** The stop before was a meal that ended within the hour: no dish to order here, only a drink or a sweet. */
  afterMeal?: boolean;
  /** The stop after is a meal beginning within half an hour: no dish to order here either. */
  beforeMeal?: boolean;
};

/** Who is coming, as far as tips care: a tip for families or about wine is not for everyone. */
export type Company = {
  kids: boolean;
  noAlcohol: boolean;
  birthday?: boolean;
  /** A vegan or vegetarian wish: no tip orders meat or fish. */
  meatFree?: boolean;
  /** A vegan wish: no tip adds cream, cheese, butter or eggs either. */
  vegan?: boolean;
  /** The occasion a dinner is booked for, worth mentioning to the restaurant. */
  occasion?: "anniversary" | "birthday";
};
const ADULTS: Company = { kids: false, noAlcohol: false };

export const DAY_MINUTES = 24 * 60;
/** A plan day runs from 05:00 to 05:00: a visit at 00:30 belongs to the evening before. */
export const PLAN_DAY_STARTS = 5 * 60;

type Interval = [number, number];
type SunFacts = { sunrise: number[]; sunset: number[]; daylight: Interval[] };

/** The visit on its plan day's clock: minutes after the plan date's midnight (00:30 after it is 1470). */
export class VisitFacts {
  readonly date: string;
  readonly from: number;
  readonly to: number;
  readonly month: number;
  /** The month as the northern hemisphere would feel it: seasons flip south of the equator. */
  readonly seasonMonth: number;
  readonly weekday: (typeof WEEKDAYS)[number];
  private sunFacts: SunFacts | null = null;

  constructor(
    readonly visit: Visit,
    readonly company: Company = ADULTS,
  ) {
    const minute = minuteOfDay(visit.start, visit.timeZone);
    const today = localDate(new Date(visit.start), visit.timeZone);
    const early = minute < PLAN_DAY_STARTS;
    this.date = early ? addDays(today, -1) : today;
    this.from = early ? minute + DAY_MINUTES : minute;
    this.to = this.from + Math.max(0, Math.round((visit.end - visit.start) / MINUTE));
    this.month = Number(this.date.slice(5, 7));
    this.seasonMonth = visit.lat < 0 ? ((this.month + 5) % 12) + 1 : this.month;
    this.weekday = WEEKDAYS[(new Date(`${this.date}T12:00:00Z`).getUTCDay() + 6) % 7];
  }

  get length(): number {
    return this.to - this.from;
  }

  /** Minutes of the visit inside the intervals (plan-day clock). */
  overlap(intervals: readonly Interval[]): number {
    let sum = 0;
    for (const [a, b] of intervals) sum += Math.max(0, Math.min(b, this.to) - Math.max(a, this.from));
    return sum;
  }

  /** Half an hour of the visit, or half of a shorter one: enough for a tip about that time to matter. */
  spends(minutes: number): boolean {
    return minutes >= Math.min(30, this.length / 2) && minutes > 0;
  }

  /** Local clock window, `to` after midnight when it is earlier than `from`; on both plan-day sides. */
  inClock(from: number, to: number): boolean {
    const end = to <= from ? to + DAY_MINUTES : to;
    return this.spends(this.overlap([-1, 0, 1].map((k): Interval => [from + k * DAY_MINUTES, end + k * DAY_MINUTES])));
  }

  /** Sunrises, sunsets and daylight of the plan day and the next, on the plan-day clock. */
  private sun(): SunFacts {
    if (!this.sunFacts) {
      const facts: SunFacts = { sunrise: [], sunset: [], daylight: [] };
      for (const k of [0, 1]) {
        const offset = k * DAY_MINUTES;
        const date = addDays(this.date, k);
        const sun = sunriseSunset(date, this.visit);
        if (sun === "up") facts.daylight.push([offset, offset + DAY_MINUTES]);
        if (typeof sun !== "object") continue;
        const rise = offset + minuteOfDay(sun.sunrise, this.visit.timeZone);
        let set = offset + minuteOfDay(sun.sunset, this.visit.timeZone);
        if (set < rise) set += DAY_MINUTES; // a midsummer sunset after midnight, far north
        facts.sunrise.push(rise);
        facts.sunset.push(set);
        facts.daylight.push([rise, set]);
      }
      this.sunFacts = facts;
    }
    return this.sunFacts;
  }

  get daylightMinutes(): number {
    return this.overlap(this.sun().daylight);
  }

  get darkMinutes(): number {
    return this.length - this.daylightMinutes;
  }

  /** The sun sets (or rises) during the visit or up to half an hour before it: the glow is still there. */
  sees(event: "sunrise" | "sunset"): boolean {
    return this.sun()[event].some((t) => t >= this.from - 30 && t <= this.to);
  }
}

/** Minutes after midnight of a catalog clock time ("18:30"; "24:00" is the end of the day). */
export const clockMinutes = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
