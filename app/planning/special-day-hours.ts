// A place's hours on a special day: hours that say nothing about the day get the rule locals would expect
// appended ("Dec 25 off" for a museum on Christmas Day, "Dec 24 10:00-14:00" for a café on Heiligabend in
// Germany), so every check of a plan's hours on that day reads them.
import { openIntervals } from "./hours";
import type { Category, Localized, Place } from "./places/place";
import { wallClock, zonedInstant } from "./time";

export type SpecialDay = {
  date: string;
  /** `holiday`: a public holiday all day; `short`: shops and most places close early (`closesAt`). */
  kind: "holiday" | "short";
  name: Localized;
  /** "HH:MM" local time when most places close on a short day. */
  closesAt?: string;
  /**
   * A holiday on which shops may trade within these hours ("HH:MM", local) and Christmas markets, museums
   * and galleries keep theirs: Austria's 8 December, one of the busiest shopping days of its year.
   */
  shopHours?: { from: string; to: string };
};

/** Kinds of place that shut on public holidays where the law or custom says so, and on Christmas Day everywhere. */
const SHUT_ON_HOLIDAYS: ReadonlySet<Category> = new Set(["market", "museum", "gallery"]);
/** Kinds of place that close early on a short day (a club's night, a park or a viewpoint do not). */
export const EARLY_ON_SHORT_DAYS: ReadonlySet<Category> = new Set([
  "cafe",
  "dessert",
  "market",
  "museum",
  "gallery",
  "activity",
  "spa",
  "cinema",
  "theatre",
  "live_music",
  "restaurant",
  "bar",
]);
/** Countries whose shops and markets keep every public holiday (Ladenschluss); elsewhere only the big three. */
const STRICT_HOLIDAYS = new Set(["DE", "AT", "CH"]);
const BIG_HOLIDAYS = new Set(["12-25", "01-01"]);
/** On New Year's Eve restaurants and bars have their big night; elsewhere only shops and sights close early. */
const EVENING_OPEN_ON = new Set(["12-31"]);
/** Whether restaurants and bars keep their night on a short day: New Year's Eve, and Christmas Eve outside DE/AT/CH. */
export function eveningOpen(day: SpecialDay, country: string): boolean {
  const monthDay = day.date.slice(5);
  return EVENING_OPEN_ON.has(monthDay) || (monthDay === "12-24" && !STRICT_HOLIDAYS.has(country.toUpperCase()));
}
/** On a short day with its evening open, these keep their night: dinner, drinks, a gig. */
const KEEP_THEIR_NIGHT: ReadonlySet<Category> = new Set(["restaurant", "bar", "live_music"]);
/** The Christmas holidays: hours naming one of 24–26 December say what the place does over Christmas. */
const CHRISTMAS = new Set(["12-25", "12-26"]);
const SHOPPING = new Set(["shopping", "vintage", "records", "books", "flea-market", "food-market", "bakery"]);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const osmDate = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}`;
const clock = (instant: number, timeZone: string) => {
  const w = wallClock(new Date(instant), timeZone);
  return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
};

function isShop(place: Place): boolean {
  return place.category === "market" || (place.tags ?? []).some((t) => SHOPPING.has(t));
}

/** What the place's hours become on the day: an explicit rule appended, or null when nothing changes. */
function ruleFor(place: Place, day: SpecialDay): string | null {
  const hours = place.openingHours;
  if (!hours) return null;
  const monthDay = day.date.slice(5);
  // Hours that name the day (or public holidays) already say what the place does on it.
  if (hours.includes(osmDate(day.date)) || (day.kind === "holiday" && /\bPH\b/.test(hours))) return null;
  // Hours that list their Christmas closures (the Kunsthaus's "Dec 24,25 off") open on the holiday they leave out.
  if (day.kind === "holiday" && CHRISTMAS.has(monthDay) && /\bDec 2[456]\b/.test(hours)) return null;
  if (day.kind === "holiday" && day.shopHours) {
    if (!isShop(place) || (place.tags ?? []).includes("christmas-market")) return null;
    const [from, to] = [day.shopHours.from, day.shopHours.to].map((t) => t.split(":").map(Number));
    const ranges = openWithin(place, day.date, from, to);
    return ranges && `${osmDate(day.date)} ${ranges.join(",") || "off"}`;
  }
  if (day.kind === "holiday") {
    const shuts =
      SHUT_ON_HOLIDAYS.has(place.category) || isShop(place)
        ? STRICT_HOLIDAYS.has(place.country.toUpperCase()) || BIG_HOLIDAYS.has(monthDay)
        : false;
    return shuts ? `${osmDate(day.date)} off` : null;
  }
  if (!EARLY_ON_SHORT_DAYS.has(place.category)) return null;
  if (eveningOpen(day, place.country) && KEEP_THEIR_NIGHT.has(place.category)) return null;
  // The day's own hours, cut at the closing hour.
  const ranges = openWithin(place, day.date, [0, 0], (day.closesAt ?? "14:00").split(":").map(Number));
  return ranges && `${osmDate(day.date)} ${ranges.join(",") || "off"}`;
}

/** The place's usual hours on the date between two local times, as "HH:MM-HH:MM" ranges; null when unknown. */
function openWithin(place: Place, date: string, [fh, fm]: number[], [th, tm]: number[]): string[] | null {
  const open = openIntervals(
    { hours: place.openingHours!, country: place.country, timeZone: place.timeZone },
    zonedInstant(date, fh, fm, place.timeZone),
    zonedInstant(date, th, tm, place.timeZone),
  );
  if (open.some((i) => i.unknown)) return null;
  return open
    .filter((i) => i.end > i.start)
    .map((i) => `${clock(i.start, place.timeZone)}-${clock(i.end, place.timeZone)}`);
}

/**
 * The places as they are on the plan's days (its date and, for a night past midnight, the next): hours
 * that say nothing about a special day get the day's usual rule appended. Places already explicit stay.
 */
export function placesOnDays(places: readonly Place[], specialDays: readonly SpecialDay[]): Place[] {
  if (!specialDays.length) return [...places];
  const key = specialDays.map((d) => `${d.date}|${d.kind}|${d.closesAt ?? ""}`).join(",");
  return places.map((place) => placeOnDays(place, specialDays, key));
}

/**
 * The same place on the same special days is the same object, so every plan of that day shares what is
 * kept per place (its hours for the day) and the day's hours text is parsed once, not once per plan.
 */
const onSpecialDays = new WeakMap<Place, Map<string, Place>>();
/** Special-day sets kept per place: a season's holidays and short days, each alone or with the next. */
const KEPT_PER_PLACE = 12;

function placeOnDays(place: Place, specialDays: readonly SpecialDay[], key: string): Place {
  let byDays = onSpecialDays.get(place);
  const known = byDays?.get(key);
  if (known) return known;
  const rules = specialDays.map((d) => ruleFor(place, d)).filter((r): r is string => r !== null);
  const onDays = rules.length ? { ...place, openingHours: `${place.openingHours}; ${rules.join("; ")}` } : place;
  if (!byDays) onSpecialDays.set(place, (byDays = new Map()));
  if (byDays.size >= KEPT_PER_PLACE) byDays.delete(byDays.keys().next().value!);
  byDays.set(key, onDays);
  return onDays;
}
