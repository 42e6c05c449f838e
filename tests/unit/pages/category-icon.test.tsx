// Places are marked with a drawn icon per kind, never an emoji: an emoji shows as an empty box where no
// emoji font is installed (many Linux desktops, the screenshot share).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryIcon } from "~/components/category-icon";
import { ActivityCard } from "~/components/planner/itinerary/activity-card";
import type { CardActivity } from "~/components/planner/types";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";
import { CATEGORIES } from "~/planning/places/place";

const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u;

const museum = {
  id: "a1",
  swappedFromId: null,
  name: "Berlinische Galerie",
  placeName: "Berlinische Galerie",
  emoji: "🏛️",
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
  openingHours: null,
  verification: "verified",
  verificationReason: null,
  travelMinutes: 12,
  legMode: "walking",
  priceLevel: 2,
  website: null,
  bookingUrl: null,
  photo: null,
  hoursToday: null,
} satisfies CardActivity;

describe("a place's icon", () => {
  it("is an SVG on the card, and the card shows no emoji", () => {
    const html = renderToStaticMarkup(
      <TranslationsProvider language="en" strings={resources.en}>
        <ActivityCard activity={museum} index={0} hours={{ state: "verified" }} />
      </TranslationsProvider>,
    );
    expect(html).toMatch(/<svg[^>]*data-category="museum"/);
    expect(html).not.toMatch(EMOJI);
  });

  it("differs between kinds of place, and a wine bar shows a wine glass", () => {
    const markup = (category: string, emoji?: string) =>
      renderToStaticMarkup(<CategoryIcon category={category} emoji={emoji} />);
    const drawn = new Set(CATEGORIES.map((c) => markup(c).replace(/data-category="[^"]*"/, "")));
    expect(drawn.size).toBe(CATEGORIES.length);
    expect(markup("bar", "🍷")).toContain("lucide-wine");
    expect(markup("bar", "🍸")).toContain("lucide-martini");
    // Something unknown still gets a pin, not nothing.
    expect(markup("somewhere-new")).toContain("lucide-map-pin");
  });
});
