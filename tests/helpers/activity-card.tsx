// One activity card as the page tests meet it: a museum stop in Berlin (open today 10–18, reached on
// foot) and the card rendered to HTML in either language.
import { renderToStaticMarkup } from "react-dom/server";
import { ActivityCard } from "~/components/planner/itinerary/activity-card";
import type { CardActivity } from "~/components/planner/types";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";
import { localDate } from "~/planning/time";

export const TODAY = localDate(new Date(), "Europe/Berlin");

export const activity = (overrides: Partial<CardActivity> = {}): CardActivity => ({
  id: "a1",
  swappedFromId: null,
  name: "Berlinische Galerie",
  placeName: "Berlinische Galerie",
  emoji: "🖼️",
  time: "14:00 - 15:30",
  startsAt: "2026-11-24T13:00:00.000Z",
  endsAt: "2026-11-24T14:30:00.000Z",
  description: "Modern art from Berlin.",
  location: "Alte Jakobstraße 124-128, 10969 Berlin",
  coordinates: { lat: 52.5034, lng: 13.3985 },
  category: "museum",
  price: "about €12 per person",
  spend: 12,
  currency: "EUR",
  spendEur: 12,
  recentReview: null,
  experienceTip: null,
  bookingTip: null,
  notes: [],
  source: "catalog",
  sourceId: "berlin-berlinische-galerie",
  openingHours: "We-Mo 10:00-18:00",
  verification: "verified",
  verificationReason: "Open for the whole visit",
  travelMinutes: 12,
  legMode: "walking",
  priceLevel: 2,
  website: "https://berlinischegalerie.de/",
  bookingUrl: null,
  photo: null,
  hoursToday: { date: TODAY, timeZone: "Europe/Berlin", allDay: false, ranges: [["10:00", "18:00"]] },
  ...overrides,
});

export function renderCard(a: CardActivity, language: "en" | "de" = "en", index = 1) {
  return renderToStaticMarkup(
    <TranslationsProvider language={language} strings={resources[language]}>
      <ActivityCard activity={a} index={index} hours={{ state: "verified" }} />
    </TranslationsProvider>,
  );
}
