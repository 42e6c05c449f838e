// One stop of a plan as it is saved and shown: the place, its visit and travel leg, what its hours say
// at that time, and the built-in writer's texts for it.
import { checkVisit, scheduleOf, type Verification } from "./hours";
import { hoursOnVisitDay, type HoursToday } from "./hours-today";
import type { Currency } from "./money";
import type { PlacePhoto } from "./places/place";
import type { Transport } from "./request";
import { stopSpend } from "./stop-spend";
import { writeActivity, type StopWriting } from "./writers/builtin";
import { placeName } from "./writers/opener";

export type ActivityDraft = {
  position: number;
  name: string;
  emoji: string;
  time: string;
  startsAt: string;
  endsAt: string;
  description: string;
  placeName: string;
  location: string;
  lat: number;
  lng: number;
  category: string;
  price: string;
  /** Spend per person as the place prices it, in `currency`. */
  spend: number;
  currency: Currency;
  /** The same in euro, for the budget bands. */
  spendEur: number;
  recentReview: string | null;
  experienceTip: string | null;
  bookingTip: string | null;
  notes: string[];
  source: string;
  sourceId: string;
  openingHours: string | null;
  verification: Verification;
  verificationReason: string;
  travelMinutes: number;
  legMode: Transport;
  meal: string | null;
  /** What a card shows to check the place: price level (0 free … 4), site, booking page, photo, that day's hours. */
  priceLevel: number;
  website: string | null;
  bookingUrl: string | null;
  photo: PlacePhoto | null;
  hoursToday: HoursToday | null;
  /** The spend is guessed from the kind of place (online sources), not a curated figure: the card says so. */
  priceEstimated?: boolean;
};

export function activityDraft(writing: StopWriting): ActivityDraft {
  const { stop, index, language } = writing;
  const text = writeActivity(writing);
  const schedule = scheduleOf(stop.place);
  const hours = checkVisit(schedule, new Date(stop.start), new Date(stop.end));
  const spend = stopSpend(stop.place, stop.meal);
  if (hours.verification === "closed") {
    // The engine never schedules a closed visit; reaching this is a bug worth failing loudly on.
    throw new Error(`Scheduled ${stop.place.sourceId} while closed: ${hours.reason}`);
  }
  return {
    position: index,
    name: placeName(stop.place, language),
    placeName: stop.place.name,
    location: stop.place.address,
    lat: stop.place.lat,
    lng: stop.place.lng,
    category: stop.place.category,
    spend: spend.local,
    currency: stop.place.currency ?? "EUR",
    spendEur: spend.euro,
    recentReview: null,
    source: stop.place.source,
    sourceId: stop.place.sourceId,
    openingHours: stop.place.openingHours,
    verification: hours.verification,
    verificationReason: hours.reason,
    startsAt: new Date(stop.start).toISOString(),
    endsAt: new Date(stop.end).toISOString(),
    travelMinutes: stop.travelMinutes,
    legMode: stop.legMode,
    meal: stop.meal,
    priceLevel: stop.place.priceLevel,
    website: stop.place.website ?? null,
    bookingUrl: stop.place.bookingUrl ?? null,
    photo: stop.place.photo ?? null,
    hoursToday: hoursOnVisitDay(schedule, new Date(stop.start)),
    priceEstimated: spend.estimated,
    ...text,
  };
}
