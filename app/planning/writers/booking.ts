// A stop's booking advice: the place's own habit, except on the days when every table is taken
// (Christmas, New Year's Eve and Day) and for an anniversary or birthday dinner, when the plan says so.
import type { Stop } from "../engine/compose";
import type { Category } from "../places/place";
import type { PlanLanguage } from "../request";
import { HOUR, localDate, minuteOfDay } from "../time";

const BOOKING: Record<
  PlanLanguage,
  { booked: Partial<Record<Category, string>> & { default: string }; walkIn: string }
> = {
  en: {
    booked: {
      restaurant: "Reserve a table ahead, especially for this time of day.",
      museum: "Buy a timed ticket online to skip the queue.",
      theatre: "Book tickets in advance; good seats go early.",
      cinema: "Book seats online beforehand.",
      live_music: "Check the programme and book tickets ahead.",
      activity: "Book a slot ahead; walk-ins are not guaranteed.",
      spa: "Reserve ahead and bring swimwear.",
      default: "Booking ahead is wise.",
    },
    walkIn: "No booking needed.",
  },
  de: {
    booked: {
      restaurant: "Reservier dir vorher einen Tisch, gerade zu dieser Uhrzeit.",
      museum: "Kauf dir online ein Zeitfenster-Ticket, dann sparst du dir die Schlange.",
      theatre: "Buch deine Karten vorab – die guten Plätze sind schnell weg.",
      cinema: "Reservier dir deine Plätze vorher online.",
      live_music: "Schau ins Programm und sichere dir vorab Tickets.",
      activity: "Buch dir vorab einen Termin – spontan klappt es nicht immer.",
      spa: "Reservier vorher und pack Badesachen ein.",
      default: "Reservier am besten vorher.",
    },
    walkIn: "Keine Reservierung nötig.",
  },
};

/**
 * Days a table or a bar's night is booked out, whatever the place's usual habit: a place that takes
 * bookings is booked; one that may not (a walk-in noodle bar) is come to early; a club or a gig on New
 * Year's Eve sells tickets. Two wordings each, taken by the stop's position, so a night of three bars
 * does not say the same sentence three times.
 */
type BusyDay = "christmas" | "newYear" | "holiday";
type BusyAdvice = { booked: readonly string[]; walkIn: readonly string[] };
const BUSY_DAY_BOOKING: Record<
  PlanLanguage,
  Record<BusyDay, BusyAdvice> & { newYearTable: BusyAdvice; newYearTickets: readonly string[] }
> = {
  en: {
    christmas: {
      booked: ["Reserve ahead – over Christmas tables go early."],
      walkIn: ["Busy over Christmas: book if they take bookings, or come early."],
    },
    newYear: {
      booked: [
        "Reserve ahead – on New Year's Eve everything fills up.",
        "Book this one ahead: New Year's Eve is the busiest night of the year.",
      ],
      walkIn: [
        "New Year's Eve fills every place: book if they take bookings, or come early.",
        "Come early, or book if you can – tonight every bar in town is full.",
      ],
    },
    newYearTable: {
      booked: ["Book your table – on New Year's Eve restaurants are full for weeks ahead."],
      walkIn: ["On New Year's Eve tables go fast: book if they take bookings, or come early."],
    },
    newYearTickets: [
      "Get tickets ahead – New Year's Eve nights sell out.",
      "Buy tickets in advance: the New Year's parties sell out.",
    ],
    holiday: {
      booked: ["Reserve ahead – on a public holiday tables go early."],
      walkIn: ["Busy on a public holiday: book if they take bookings, or come early."],
    },
  },
  de: {
    christmas: {
      booked: ["Reservier vorher – an Weihnachten sind die Tische früh weg."],
      walkIn: ["An Weihnachten ist viel los: reservier, wenn es geht, oder komm früh."],
    },
    newYear: {
      booked: [
        "Reservier vorher – an Silvester ist überall alles voll.",
        "Reservier hier rechtzeitig: Silvester ist die vollste Nacht des Jahres.",
      ],
      walkIn: [
        "An Silvester ist überall viel los: reservier, wenn es geht, oder komm früh.",
        "Komm früh oder reservier, wenn es geht – heute Nacht ist jede Bar voll.",
      ],
    },
    newYearTable: {
      booked: ["Reservier deinen Tisch – an Silvester sind die Restaurants wochenlang im Voraus voll."],
      walkIn: ["An Silvester sind die Tische schnell weg: reservier, wenn es geht, oder komm früh."],
    },
    newYearTickets: [
      "Hol dir vorher Tickets – Silvesternächte sind schnell ausverkauft.",
      "Kauf die Tickets im Voraus: Silvesterpartys sind schnell ausverkauft.",
    ],
    holiday: {
      booked: ["Reservier vorher – am Feiertag sind die Tische früh weg."],
      walkIn: ["Am Feiertag ist viel los: reservier, wenn es geht, oder komm früh."],
    },
  },
};

/** Lunch or dinner over Christmas or on New Year's Day, or a night out on New Year's Eve. */
function busyDay(stop: Stop): BusyDay | null {
  const p = stop.place;
  const minute = minuteOfDay(stop.start, p.timeZone);
  // A visit after midnight belongs to the evening before (00:30 on 1 January is still New Year's Eve).
  const day = localDate(new Date(stop.start - (minute < 5 * 60 ? 24 * HOUR : 0)), p.timeZone).slice(5);
  const night = minute >= 17 * 60 || minute < 5 * 60;
  const nightOut = p.category === "bar" || p.category === "club" || p.category === "live_music";
  const meal = stop.meal === "lunch" || stop.meal === "dinner";
  if (day === "12-31" && night && (meal || nightOut)) return "newYear";
  if (!meal || p.category !== "restaurant") return null;
  if (day === "12-25" || day === "12-26" || (day === "12-24" && night)) return "christmas";
  return day === "01-01" ? "holiday" : null;
}

/** The busy day's advice for this stop, in the wording its position picks. */
function busyAdvice(stop: Stop, busy: BusyDay, language: PlanLanguage, index: number): string {
  const p = stop.place;
  const advice = BUSY_DAY_BOOKING[language];
  const pick = (list: readonly string[]) => list[index % list.length];
  if (busy === "newYear" && (p.category === "club" || p.category === "live_music")) return pick(advice.newYearTickets);
  const kind = busy === "newYear" && stop.meal && p.category === "restaurant" ? advice.newYearTable : advice[busy];
  return pick(p.bookingAdvised ? kind.booked : kind.walkIn);
}

/** An anniversary or birthday dinner: worth booking and saying so, for the table. */
const OCCASION_BOOKING: Record<PlanLanguage, Record<"anniversary" | "birthday", { booked: string; walkIn: string }>> = {
  en: {
    anniversary: {
      booked: "Reserve ahead and mention the anniversary – it is worth asking for a good table.",
      walkIn: "Book if they take bookings and mention the anniversary; otherwise come early for a good table.",
    },
    birthday: {
      booked: "Reserve ahead and mention the birthday – it is worth asking for a good table.",
      walkIn: "Book if they take bookings and mention the birthday; otherwise come early for a good table.",
    },
  },
  de: {
    anniversary: {
      booked: "Reservier vorher und erwähn den Jahrestag – nach einem schönen Tisch zu fragen lohnt sich.",
      walkIn: "Reservier, wenn es geht, und erwähn den Jahrestag; sonst komm früh, dann ist ein schöner Tisch frei.",
    },
    birthday: {
      booked: "Reservier vorher und erwähn den Geburtstag – nach einem schönen Tisch zu fragen lohnt sich.",
      walkIn: "Reservier, wenn es geht, und erwähn den Geburtstag; sonst komm früh, dann ist ein schöner Tisch frei.",
    },
  },
};

/**
 * What to say about booking this stop; `occasion` is the plan's anniversary or birthday, if any, and
 * `index` the stop's place in the plan (it varies the wording on busy nights).
 */
export function bookingTip(
  stop: Stop,
  language: PlanLanguage,
  occasion?: "anniversary" | "birthday",
  index = 0,
): string {
  const p = stop.place;
  // An occasion's dinner says to mention it, on a busy day too: that line already says to book.
  if (occasion && stop.meal === "dinner" && p.category === "restaurant") {
    return OCCASION_BOOKING[language][occasion][p.bookingAdvised ? "booked" : "walkIn"];
  }
  const busy = busyDay(stop);
  if (busy) return busyAdvice(stop, busy, language, index);
  const booking = BOOKING[language];
  return p.bookingAdvised ? (booking.booked[p.category] ?? booking.booked.default) : booking.walkIn;
}
